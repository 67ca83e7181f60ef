import { describe, expect, it } from 'vitest';
import { splitSupport } from './reading';

describe('splitSupport', () => {
  it('takes the first block of a flagged reading as the support message, one entry per line', () => {
    const text = 'Please talk to someone you trust.\nPor favor, habla con alguien de confianza.\n\nThe bridge is a threshold.\n\nWhat lies beyond it?';
    expect(splitSupport(text, true)).toEqual({
      support: ['Please talk to someone you trust.', 'Por favor, habla con alguien de confianza.'],
      body: 'The bridge is a threshold.\n\nWhat lies beyond it?',
    });
  });

  it('leaves a reading without the flag whole, even when it speaks of help', () => {
    const text = 'Please talk to someone you trust.\n\nThe bridge is a threshold.';
    expect(splitSupport(text, false)).toEqual({ support: null, body: text });
    expect(splitSupport(text, undefined)).toEqual({ support: null, body: text });
  });

  it('copes with a flagged reading that is only the message', () => {
    expect(splitSupport('Please talk to someone you trust.', true)).toEqual({ support: ['Please talk to someone you trust.'], body: '' });
  });
});
