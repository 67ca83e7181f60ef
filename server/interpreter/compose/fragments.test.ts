import { describe, expect, it } from 'vitest';
import { interpretBuiltin } from '../builtin';

const read = (text: string): string => interpretBuiltin(text).interpretation;

describe('a gloss slot is filled only with a finite clause', () => {
  it('never hangs the image on a participle clause ("here you rolling away from it")', () => {
    const r = read("I was standing on the beach at dusk and I noticed the waves were going backwards, rolling away from the sand, and that's how I knew. I jumped and flew a little, but only a metre up. Then I got scared and started dropping and woke up.");
    expect(r).toMatch(/rolling away from the sand/);
    expect(r).not.toMatch(/you rolling/);
  });
});
