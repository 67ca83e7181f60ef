import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DREAM_LENGTH } from '../../lib/core/api/contract';
import { interpretBuiltin } from './builtin';
import { guardDreamText, MAX_WORD_LENGTH } from './input-guard';

const longestRun = (text: string): number => Math.max(0, ...(text.match(/\S+/g) ?? []).map((run) => run.length));
const withoutSpaces = (text: string): string => text.replace(/\s+/g, '');

/** 10,000 characters each; unguarded, the engine spends from half a second to about a minute on one. */
const HOSTILE: Record<string, string> = {
  'repeated URL': 'http://a.b/'.repeat(909),
  'URL of hyphens': 'http://a-'.repeat(1111),
  'scheme-less URL run': '//a.b/'.repeat(1666),
  'hashtag run': '#a'.repeat(5000),
};

describe('input guard', () => {
  it('strips control characters but keeps line breaks and tabs as whitespace', () => {
    expect(guardDreamText('a\u0000b\u0007c\u001bd\u007fe\u009bf')).toBe('abcdef');
    expect(guardDreamText('one\r\ntwo\rthree\u2028four\ffive\tsix')).toBe('one\ntwo\nthree\nfour\nfive\tsix');
  });

  it('turns every other kind of space into a plain one, which the tokenizer splits on', () => {
    expect(guardDreamText('a\u3000b\u2001c\u00a0d\ufeffe')).toBe('a b c d e');
  });

  it('replaces lone surrogates and keeps paired ones', () => {
    expect(guardDreamText('x\ud800y\udfffz')).toBe('x\ufffdy\ufffdz');
    expect(guardDreamText('moon 🌙')).toBe('moon 🌙');
  });

  it('breaks whitespace-free runs longer than a word, keeping every character', () => {
    const url = 'https://example.com/' + 'a/b-c.d?e=f&'.repeat(20);
    const out = guardDreamText(`I saw ${url} in a dream`);
    expect(longestRun(out)).toBeLessThanOrEqual(MAX_WORD_LENGTH);
    expect(withoutSpaces(out)).toBe(withoutSpaces(`I saw ${url} in a dream`));
    expect(out.startsWith('I saw https://example.com/')).toBe(true);
    expect(out.endsWith(' in a dream')).toBe(true);
  });

  it('leaves a run of exactly the longest word alone', () => {
    const word = 'x'.repeat(MAX_WORD_LENGTH);
    expect(guardDreamText(`a ${word} b`)).toBe(`a ${word} b`);
  });

  it('cuts long runs between graphemes, never inside an emoji sequence', () => {
    const family = '👨\u200d👩\u200d👧\u200d👦';
    const out = guardDreamText(family.repeat(40));
    expect(longestRun(out)).toBeLessThanOrEqual(MAX_WORD_LENGTH);
    for (const piece of out.split(' ')) expect(piece).toBe(family.repeat(piece.length / family.length));
  });

  it('cuts even a single grapheme longer than a word (a letter under thousands of accents)', () => {
    const zalgo = 'a' + '\u0301'.repeat(5000);
    expect(longestRun(guardDreamText(zalgo))).toBeLessThanOrEqual(MAX_WORD_LENGTH);
  });

  it('keeps a long sentence in a script written without spaces, so it still reads as another language', () => {
    const chinese = '我梦见自己在一座古老的房子里寻找钥匙，楼梯通向被水淹没的地下室，一条黑蛇在水里游动，然后我在夜晚的月光下飞过小镇。'.repeat(3);
    const out = guardDreamText(chinese);
    expect(withoutSpaces(out)).toBe(chinese);
    expect(interpretBuiltin(chinese).interpretation).toMatch(/English/);
  });

  it('keeps the length limit, without splitting a surrogate pair', () => {
    expect(guardDreamText('a '.repeat(MAX_DREAM_LENGTH)).length).toBeLessThanOrEqual(MAX_DREAM_LENGTH);
    const out = guardDreamText('a'.repeat(MAX_DREAM_LENGTH - 1) + '🌙');
    expect(out.length).toBeLessThanOrEqual(MAX_DREAM_LENGTH);
    expect(out).not.toMatch(/[\ud800-\udbff]$/);
  });

  it('changes no dream of the evaluation sets', () => {
    for (const set of ['dreams', 'holdout']) {
      const file = new URL(`./eval/${set}.jsonl`, import.meta.url);
      const texts = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => (JSON.parse(line) as { text: string }).text);
      for (const text of texts) expect(guardDreamText(text)).toBe(text.trim());
    }
  });

  it('always yields bounded, clean text, and a second pass changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 12_000 }), fc.string({ unit: fc.constantFrom('/', '.', ':', '-', 'a', '@', ' ', '\n', '\u0000', '\r'), maxLength: 12_000 }), (a, b) => {
        for (const text of [a, b, a + b]) {
          const out = guardDreamText(text);
          expect(out.length).toBeLessThanOrEqual(MAX_DREAM_LENGTH);
          expect(longestRun(out)).toBeLessThanOrEqual(MAX_WORD_LENGTH);
          expect(out).not.toMatch(/[^\P{Cc}\t\n]/u);
          expect(guardDreamText(out)).toBe(out);
        }
      }),
      { numRuns: 200 },
    );
  });

  it.each(Object.entries(HOSTILE))('makes the built-in engine fast on a %s', (_name, text) => {
    const started = performance.now();
    const analysis = interpretBuiltin(text);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(analysis.interpretation.length).toBeGreaterThan(50);
  });
});
