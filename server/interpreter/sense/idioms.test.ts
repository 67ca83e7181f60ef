import { describe, expect, it } from 'vitest';
import { getLexicon } from '../lexicon';
import { parseText } from '../nlp';
import { findSymbols } from '../symbols';
import { extractKeywords } from '../keywords';
import { scoreEmotions } from '../emotions';
import idioms from './idioms.json' with { type: 'json' };
import { IDIOM_COUNT } from './idioms';
import { SENSE_FILES, validateSense } from './validate';
import { idiomFileSchema } from './schemas';

const symbolsOf = (text: string): string[] => findSymbols(parseText(text), getLexicon()).map((h) => h.entry.id);
const keywordsOf = (text: string): string[] => {
  const parsed = parseText(text);
  return extractKeywords(parsed, findSymbols(parsed, getLexicon()), getLexicon());
};

describe('idioms and multi-word expressions', () => {
  it('validate, with at least 150 entries and unique ids', () => {
    expect(() => validateSense()).not.toThrow();
    expect(idiomFileSchema.safeParse(SENSE_FILES.idioms).success).toBe(true);
    expect(IDIOM_COUNT).toBeGreaterThanOrEqual(150);
  });

  it('each matches its own example sentence', () => {
    const missed = (idioms as { id: string; example: string }[]).filter((e) => !parseText(e.example).expressions.some((m) => m.id === e.id));
    expect(missed.map((e) => `${e.id}: ${e.example}`)).toEqual([]);
  });

  it.each([
    ['We sat in the break room at work.', ['breaking'], 'office'],
    ['I hit the ground running at my new job.', ['fighting', 'running', 'earth'], null],
    ['The school bell rang and everyone went out.', ['ring'], null],
    ['The bell rings and the classroom empties.', ['ring'], 'school'],
    ['Then my phone died and I could not call anyone.', ['dying'], 'phone'],
    ['I was dying of laughter at his hat.', ['dying'], null],
    ['I was dead tired when I got to the hotel.', ['death'], 'hotel'],
    ['We ran down the alley and hit a dead end.', ['death'], 'street'],
    ['I fell asleep on a bench in the park and dreamed of a tall tower.', ['falling'], 'tower'],
    ['We killed some time at the mall.', ['killing'], 'shop'],
    ['I was over the moon about the wedding.', ['moon'], 'wedding'],
    ['I had butterflies in my stomach on the stage.', ['butterfly'], 'stage'],
    ['I felt like a fish out of water at the party.', ['fish'], 'party'],
    ['Nobody mentioned the elephant in the room.', ['elephant', 'room'], null],
    ['My heart sank when I saw the letter.', ['heart', 'drowning'], 'letter'],
    ['Oh my god, the house was huge.', ['god'], 'house'],
  ])('"%s" has no literal %j', (text, absent, present) => {
    const ids = symbolsOf(text);
    for (const a of absent) expect(ids).not.toContain(a);
    if (present) expect(ids).toContain(present);
  });

  it('leave literal scenes literal when the dream shows them', () => {
    // Dreams are literal more often than speech: these stay images.
    expect(symbolsOf('I was walking on the ice of a frozen lake and tried to break the ice with a stone.')).toContain('lake');
    expect(symbolsOf('The house was on fire and smoke filled the rooms.')).toContain('fire');
    expect(symbolsOf('I held my mother hand in hand as we walked along the beach.')).toContain('beach');
  });

  it('give masked words no keyword', () => {
    const keywords = keywordsOf('I was dying of laughter and my phone died, then we killed some time by the river.');
    expect(keywords).not.toContain('dying');
    expect(keywords).not.toContain('killing');
    expect(keywords).not.toContain('laughter');
    expect(keywords).toContain('river');
  });

  it('carry their feeling to the emotion scores', () => {
    const lex = getLexicon();
    expect(scoreEmotions(parseText('I was over the moon.'), lex).scores.happiness).toBeGreaterThan(0.3);
    expect(scoreEmotions(parseText('When he said that I saw red.'), lex).scores.anger).toBeGreaterThan(0.3);
    // Someone else's idiom is their feeling, not the dreamer's.
    expect(scoreEmotions(parseText('My sister was over the moon.'), lex).scores.happiness).toBeLessThan(0.2);
  });
});
