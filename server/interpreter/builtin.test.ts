import { describe, expect, it } from 'vitest';
import { EMOTION_CLASSES, MAX_DREAM_LENGTH } from '../../lib/core/api/contract';
import { interpretBuiltin } from './builtin';
import { getLexicon } from './lexicon';

const SNAKE = "I was in my grandmother's house and a snake was coiled on the stairs. My mother kept calling me from the cellar, but I couldn't find the door.";
const FLIGHT = 'I was flying over the sea at sunrise with my brother, laughing. We landed on an island and found a golden key in the sand.';

const paragraphs = (text: string): string[] => text.split(/\n\n/).filter((p) => p.trim());

describe('built-in interpreter', () => {
  it('is deterministic', () => {
    expect(interpretBuiltin(SNAKE)).toEqual(interpretBuiltin(SNAKE));
  });

  it('reads two different dreams differently, each naming its own images', () => {
    const a = interpretBuiltin(SNAKE);
    const b = interpretBuiltin(FLIGHT);
    expect(a.interpretation).not.toEqual(b.interpretation);
    expect(a.interpretation).toMatch(/snake/i);
    expect(a.interpretation).toMatch(/grandmother/i);
    expect(b.interpretation).toMatch(/flying/i);
    expect(b.interpretation).toMatch(/island|key/i);
    expect(a.interpretation).not.toMatch(/island/i);
    expect(b.interpretation).not.toMatch(/snake|serpent/i);
    const sharedParagraphs = paragraphs(a.interpretation).filter((p) => paragraphs(b.interpretation).includes(p));
    expect(sharedParagraphs).toEqual([]);
  });

  it('writes 3 to 5 paragraphs that retell the dream to the dreamer and close with a question', () => {
    for (const [dream, opening] of [
      [SNAKE, "you were in your grandmother's house"],
      [FLIGHT, 'you were flying over the sea'],
    ] as const) {
      const { interpretation } = interpretBuiltin(dream);
      const ps = paragraphs(interpretation);
      expect(ps.length).toBeGreaterThanOrEqual(3);
      expect(ps.length).toBeLessThanOrEqual(5);
      expect(interpretation).toContain(opening);
      expect(interpretation.trim().endsWith('?')).toBe(true);
    }
  });

  it('gives lemma keywords, nouns first, without stop words or inflection duplicates', () => {
    const { keywords } = interpretBuiltin(
      'The snakes were chasing me through the houses. I ran and ran, and the snake kept running after me into my mother\'s house.',
    );
    expect(keywords).toContain('snake');
    expect(keywords).toContain('house');
    expect(keywords).not.toContain('snakes');
    expect(keywords).not.toContain('houses');
    expect(keywords.length).toBeGreaterThanOrEqual(3);
    expect(keywords.length).toBeLessThanOrEqual(8);
    const { functionWords } = getLexicon();
    for (const k of keywords) {
      expect(k).toBe(k.toLowerCase());
      expect(functionWords.has(k)).toBe(false);
    }
    expect(keywords.filter((k) => /^run/.test(k)).length).toBeLessThanOrEqual(1);
    expect(keywords.indexOf('snake')).toBeLessThan(keywords.findIndex((k) => k.endsWith('ing')));
  });

  it('scores emotions in 0..1 and lets negation lower apprehension', () => {
    const afraid = interpretBuiltin('I was walking in a dark forest and I was afraid of the wolves.');
    const notAfraid = interpretBuiltin('I was walking in a dark forest and I was not afraid of the wolves.');
    for (const c of EMOTION_CLASSES) {
      expect(afraid.emotions[c]).toBeGreaterThanOrEqual(0);
      expect(afraid.emotions[c]).toBeLessThanOrEqual(1);
    }
    expect(notAfraid.emotions.apprehension).toBeLessThan(afraid.emotions.apprehension);
    expect(afraid.sentiment).toBe('negative');
  });

  it('reads dream-typical events as negative without emotion words and happy events as positive', () => {
    expect(interpretBuiltin('A man with a knife chased me down the street and my teeth fell out.').sentiment).toBe('negative');
    expect(interpretBuiltin('We were dancing at my sister\'s wedding and everyone was laughing and hugging.').sentiment).toBe('positive');
  });

  it('opens the reading with the support message, and sets the flag, only where the dreamer speaks of self-harm', () => {
    const flagged = interpretBuiltin('I stood on the bridge and wanted to kill myself, the water was black.');
    expect(flagged.support).toBe(true);
    expect(flagged.interpretation.split('\n\n')[0]).toMatch(/crisis line|emergency number/);
    for (const dream of ['I killed a huge snake with a shovel in the garden.', SNAKE]) {
      const a = interpretBuiltin(dream);
      expect(a.support).toBe(false);
      expect(a.interpretation).not.toMatch(/crisis line|emergency number/);
    }
  });

  it('answers a non-English dream with a polite note instead of a reading', () => {
    const a = interpretBuiltin('Soñé que estaba en la casa de mi madre y había una serpiente enorme en la cocina.');
    expect(a.interpretation).toMatch(/English/);
    expect(a.symbols).toEqual([]);
    expect(interpretBuiltin('Мне приснилось, что я летаю над морем.').interpretation).toMatch(/English/);
    expect(interpretBuiltin(SNAKE).interpretation).not.toMatch(/only with dreams told in English/);
  });

  it('handles an almost empty dream honestly', () => {
    const a = interpretBuiltin("I don't remember much.");
    expect(a.interpretation).toMatch(/fragment/);
    expect(a.symbols).toEqual([]);
    expect(a.interpretation.trim().endsWith('?')).toBe(true);
    const b = interpretBuiltin('Just a snake. Nothing else.');
    expect(b.interpretation).toMatch(/snake/);
  });

  it('reads a 10,000 character dream', () => {
    let text = '';
    let k = 0;
    const sentences = [SNAKE, FLIGHT, 'Then the scene changed and I was late for an exam at my old school.', 'A wolf watched me from the forest while it rained.'];
    while (text.length < MAX_DREAM_LENGTH) text += `${sentences[k++ % sentences.length]} `;
    text = text.slice(0, MAX_DREAM_LENGTH).trim();
    const a = interpretBuiltin(text);
    const ps = paragraphs(a.interpretation);
    expect(ps.length).toBeGreaterThanOrEqual(3);
    expect(ps.length).toBeLessThanOrEqual(5);
    expect(a.keywords.length).toBeLessThanOrEqual(8);
    expect(a.symbols.length).toBeGreaterThan(3);
  });
});
