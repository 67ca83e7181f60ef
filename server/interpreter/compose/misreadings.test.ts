/**
 * Slips a reader notices first: the dreamer's typos handed back, one relative taken for another.
 */
import { describe, expect, it } from 'vitest';
import { interpretBuiltin } from '../builtin';
import { parseText } from '../nlp';
import { getDramaCues } from '../structure/cues';
import { retell } from './revoice';

const retold = (text: string): string | undefined => {
  const { tokens } = parseText(text);
  return retell(tokens, 0, tokens.length, getDramaCues(), 30)?.text;
};

describe("the dreamer's typos", () => {
  it('retells a common misspelling as the word meant, keeping a capital', () => {
    expect(retold('I left my coat on the train and forgot about it completley')).toMatch(/forgot about it completely/);
    expect(retold('Wierd lights were over the lake')).toMatch(/^Weird lights/);
  });

  it('keeps the misspelling inside a quotation, which stays the dreamer\'s own words', () => {
    const { tokens } = parseText('She said "it was wierd" and left.');
    expect(tokens.find((t) => t.value === 'wierd')?.value).toBe('wierd');
  });
});

describe('relatives by marriage', () => {
  it.each(['mother in law', 'mother-in-law'])('does not call a %s "your mother"', (kin) => {
    const r = interpretBuiltin(`I dreamt I was at the bank and the cashier was my ${kin} and she would not help me. I woke up upset. Is it a bad omen?`).interpretation;
    expect(r).not.toMatch(/\byour mother\b(?![- ]in[- ]law)/);
    expect(r).not.toMatch(/parent to himself/);
  });
});
