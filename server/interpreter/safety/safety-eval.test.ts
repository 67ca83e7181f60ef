import { describe, expect, it } from 'vitest';
import { loadEvalSets } from '../eval/datasets';
import { parseText } from '../nlp';
import { detectDistress } from './index';

const cases = loadEvalSets().safety;
const positives = cases.filter((c) => c.support);
const negatives = cases.filter((c) => !c.support);
const fired = (text: string): boolean => detectDistress(text, parseText(text)).support;

describe('the safety check on its evaluation set (eval/safety.jsonl)', () => {
  it('holds enough positives and hard negatives, in every covered language', () => {
    expect(positives.length).toBeGreaterThanOrEqual(70);
    expect(negatives.length).toBeGreaterThanOrEqual(70);
    for (const lang of ['es', 'de', 'fr', 'pt']) {
      expect(positives.filter((c) => c.lang === lang).length, lang).toBeGreaterThanOrEqual(5);
      expect(negatives.filter((c) => c.lang === lang).length, lang).toBeGreaterThanOrEqual(5);
    }
  });

  it('finds at least 95% of the dreamers in distress, and at least 85% in each language', () => {
    const missed = positives.filter((c) => !fired(c.text));
    expect(1 - missed.length / positives.length, missed.map((c) => `${c.id}: ${c.text}`).join('\n')).toBeGreaterThanOrEqual(0.95);
    for (const lang of new Set(positives.map((c) => c.lang))) {
      const of = positives.filter((c) => c.lang === lang);
      expect(of.filter((c) => fired(c.text)).length / of.length, lang).toBeGreaterThanOrEqual(0.85);
    }
  });

  it('raises no false alarm on the hard negatives', () => {
    const alarmed = negatives.filter((c) => fired(c.text));
    expect(alarmed.map((c) => `${c.id}: ${c.text}`)).toEqual([]);
  });
});
