import { describe, expect, it } from 'vitest';
import { interpretBuiltin } from '../builtin';
import { detectLanguage, englishOnlyNote } from '../language';
import { getLexicon } from '../lexicon';
import { parseText } from '../nlp';

const codeOf = (text: string): string => detectLanguage(text, parseText(text), getLexicon()).code;

describe('language detection', () => {
  it.each([
    ['es', 'Soñé que estaba en la casa de mi abuela y no podía salir de la cocina.'],
    ['de', 'Ich war in einem dunklen Haus und konnte nicht atmen, meine Mutter stand an der Tür.'],
    ['fr', "J'ai rêvé que j'étais dans une maison sombre et ma mère pleurait dans la cuisine."],
    ['pt', 'Sonhei que estava numa casa escura e a minha mãe chorava na cozinha.'],
    ['it', 'Ho sognato che ero in una casa buia e mia madre piangeva in cucina.'],
    ['nl', 'Ik droomde dat ik in een donker huis was en mijn moeder huilde in de keuken.'],
    ['other', 'Śniło mi się, że byłam w ciemnym domu i moja matka płakała w kuchni.'],
    ['other', 'Мне приснилось, что я был в тёмном доме, и моя мать плакала.'],
    ['en', 'I was in Madrid with my abuela, eating paella in la casa by the sea.'],
    ['en', 'The mist over the lake was strange, and a man in a hat stood there.'],
  ])('%s: %s', (code, text) => {
    expect(codeOf(text)).toBe(code);
  });

  it('answers a dream in another language with an English-only note that names it', () => {
    const a = interpretBuiltin('Soñé que estaba en la casa de mi abuela y no podía salir de la cocina.');
    expect(a.symbols).toEqual([]);
    expect(a.interpretation).toMatch(/solo funciona con sueños escritos en inglés/);
    expect(a.interpretation).toMatch(/Spanish/);
    const note = englishOnlyNote({ english: false, code: 'other', name: null, note: null }, 'Only English, please.');
    expect(note).toBe('Only English, please.');
  });

  it('still runs the safety check on a dream in another language', () => {
    expect(interpretBuiltin('Soñé que caminaba hacia el mar porque ya no quiero vivir, quiero morir.').support).toBe(true);
  });
});
