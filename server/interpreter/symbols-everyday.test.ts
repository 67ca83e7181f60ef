/**
 * The everyday things dreams are full of (an umbrella, a tin, a suitcase, a kettle, a goose) are
 * images with meanings of their own; their other senses and idioms are not.
 */
import { describe, expect, it } from 'vitest';
import { getLexicon } from './lexicon';
import { parseText } from './nlp';
import { findSymbols } from './symbols';
import { contextOf } from './compose/context-of.test-helper';
import { lifeLink, lifeRemark } from './compose/life';

const centralImage = (text: string): string | undefined => contextOf(text).drama.central?.mention.hit.entry.id;
const symbolsOf = (text: string): string[] => findSymbols(parseText(text), getLexicon()).map((h) => h.entry.id);

describe('everyday things as images', () => {
  it('finds household things, food, clothing, papers and devices', () => {
    expect(symbolsOf('My uncle left his black umbrella by the kettle and a tin of old buttons on the sofa.')).toEqual(expect.arrayContaining(['umbrella', 'kettle', 'tin', 'button', 'sofa']));
    expect(symbolsOf('I was looking for my passport while a typewriter clattered on the desk next to a plate of pancakes.')).toEqual(expect.arrayContaining(['wallet-id', 'typewriter', 'desk', 'plate', 'cake-sweet']));
    expect(symbolsOf('A nurse changed the drip and handed me a lunchbox with a scarf folded inside.')).toEqual(expect.arrayContaining(['drip', 'lunchbox', 'scarf']));
    expect(symbolsOf('A goose and two hedgehogs were sitting on the roof of the bakery.')).toEqual(expect.arrayContaining(['goose', 'hedgehog', 'roof', 'bakery']));
  });

  it('gives a suitcase its own meaning, apart from a handbag', () => {
    const found = symbolsOf('I dragged my suitcase through the station while my mother held my handbag.');
    expect(found).toEqual(expect.arrayContaining(['suitcase', 'bag']));
    expect(symbolsOf('I dragged my suitcase along the pier.')).not.toContain('bag');
  });

  it('reads no image into an idiom, a toast or a waking alarm', () => {
    expect(symbolsOf("The teacher's name didn't ring a bell at all.")).not.toContain('bell');
    expect(symbolsOf('At the wedding my cousin stood up and gave a toast.')).not.toContain('sandwich');
    expect(symbolsOf('Then my alarm went off and I woke up.')).not.toContain('alarm');
  });

  it('keeps the written word for spectacles, not the drinking glass', () => {
    expect(symbolsOf('An old man handed me his glasses.')).toContain('glasses');
    expect(symbolsOf('She wiped her glasses and smiled.')).not.toContain('cup');
    expect(symbolsOf('We raised our glasses of lemonade.')).toContain('cup');
  });

  it('leaves a table or a roof in the background when something acts', () => {
    expect(centralImage('There was a kitchen table in the middle of a field and a fox jumped onto it and stole the bread.')).not.toBe('table');
    expect(centralImage('Glass elevator in a department store. I pressed 5 and it went up past the roof and then it dropped.')).toBe('elevator');
  });

  it("sets the writer's work beside the field's own place, not a backup image that happens to end the dream", () => {
    const ctx = contextOf("I was on night shift on the ward (I'm a nurse) and the lights kept flickering over the empty beds. A trolley slid down the corridor by itself.");
    expect(lifeLink(ctx, lifeRemark(ctx))).toMatchObject({ field: 'care', image: 'the ward' });
  });
});
