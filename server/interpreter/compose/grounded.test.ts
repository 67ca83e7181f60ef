import { describe, expect, it } from 'vitest';
import { interpretBuiltin } from '../builtin';

describe('a gloss that would bring in an image the dream does not hold', () => {
  it('gives way to one that does not', () => {
    const r = interpretBuiltin("I was floating in a warm lake under the stars. Somebody was playing a guitar on the shore. I didn't want to wake up.").interpretation;
    expect(r).not.toMatch(/across the sky/);
  });

  it('keeps the image where the dream has it', () => {
    const r = interpretBuiltin('I was on a rooftop with friends watching fireworks and the whole sky lit up gold. Someone handed me a drink. Then I woke up.').interpretation;
    expect(r).toMatch(/across the sky/);
  });
});
