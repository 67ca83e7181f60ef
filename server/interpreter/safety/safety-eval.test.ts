import { describe, expect, it } from 'vitest';
import { loadEvalSets } from '../eval/datasets';
import { parseText } from '../nlp';
import { detectDistress } from './index';
import { medianMs } from '../../testing/timing';

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

  it('costs well under 0.3 ms per 150-word dream on top of the parse it shares with the engine', () => {
    const text = [
      "I was walking through my grandmother's old house, which in the dream was much larger than it really is, with long corridors and doors that opened onto rooms I had never seen.",
      'In one room there was a piano covered with a white sheet, and my brother was sitting beside it, telling me that the key to the cellar was lost. I went down the stairs anyway.',
      'The cellar was full of water, dark and still, and a snake was swimming slowly in circles. I was not afraid, only curious. Then the water began to rise, and I climbed back up,',
      'but the stairs had become a bridge over a river at night, and on the other side my mother was waving a lantern. I wanted to reach her but the bridge kept getting longer.',
      'Finally I woke up, tired and a little sad, and lay still for a while.',
    ].join(' ');
    expect(text.split(/\s+/).length).toBeGreaterThanOrEqual(140);
    const parsed = parseText(text);
    // Measured about 0.07 ms; the bound leaves room for a loaded shared machine and the test transform.
    expect(medianMs(() => detectDistress(text, parsed), 1000, 200)).toBeLessThan(0.3);
  });
});
