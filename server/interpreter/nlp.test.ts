import { describe, expect, it } from 'vitest';
import { interpretBuiltin } from './builtin';
import { learnedWordCount, MAX_LEARNED_WORDS, parseText } from './nlp';

describe('the parser keeps nothing from one dream to the next', () => {
  it('reads a dream the same whatever other dreams were read before it', () => {
    const dream = "I went to my mom's house and the dog's bowl was full. My brother's car was outside.";
    const first = interpretBuiltin(dream);
    // Possessives before a full stop: wink on its own learns "mom's" as one word from these.
    interpretBuiltin("We sat in my mom's. Then the dog's. It was my brother's.");
    interpretBuiltin("I saw mom's, dog's and brother's things everywhere, and Sarah's coat.");
    const again = interpretBuiltin(dream);
    expect(again).toEqual(first);
    expect(again.keywords).toEqual(expect.arrayContaining(['mom', 'dog', 'brother']));
    expect(parseText("my mom's house").tokens.map((t) => t.value)).toEqual(['my', 'mom', "'s", 'house']);
  });

  it('holds a bounded number of forgotten words, however many new words it meets', () => {
    let highest = 0;
    let word = 0;
    let rebuilt = false;
    // 1,500 new words a text: a bound of 50,000 is passed after some 34 texts.
    for (let text = 0; text < 60 && !rebuilt; text += 1) {
      const before = learnedWordCount();
      const words: string[] = [];
      for (let k = 0; k < 1500; k += 1) words.push(`zq${(word++).toString(36)}x`);
      parseText(words.join(' '));
      const after = learnedWordCount();
      highest = Math.max(highest, after);
      rebuilt = after < before;
    }
    expect(rebuilt).toBe(true);
    expect(highest).toBeLessThanOrEqual(MAX_LEARNED_WORDS + 3000);
    expect(parseText("my mom's house").tokens.map((t) => t.value)).toEqual(['my', 'mom', "'s", 'house']);
  }, 60_000);
});

describe('sentences', () => {
  it('keeps a short title and the name after its stop in one sentence', () => {
    const parsed = parseText('My aunt kept the Sto. Niño by the window and Fr. Tom blessed it. Then we left.');
    const sentenceOf = (word: string): number | undefined => parsed.tokens.find((t) => t.value === word)?.sentence;
    expect(sentenceOf('Niño')).toBe(sentenceOf('aunt'));
    expect(sentenceOf('Tom')).toBe(sentenceOf('aunt'));
    expect(sentenceOf('Then')).toBe((sentenceOf('aunt') ?? 0) + 1);
    // A word that is no title still ends its sentence at the stop.
    expect(parseText('We ate pasta. Niño came in.').tokens.find((t) => t.value === 'Niño')?.sentence).toBe(1);
  });

  it('retells the moment that holds a short title whole', () => {
    const reading = interpretBuiltin('I was in my old room and the Sto. Niño stood on the shelf, glowing softly. I picked it up and it was warm.').interpretation;
    expect(reading).not.toMatch(/\bSto\b(?!\. Niño)/);
  });
});
