import { describe, expect, it } from 'vitest';
import { interpretBuiltin } from '../builtin';
import { extractKeywords } from '../keywords';
import { getLexicon } from '../lexicon';
import { parseText } from '../nlp';
import { findSymbols } from '../symbols';
import { EMOJI_COUNT, expandEmoji } from './emoji';

const lex = getLexicon();
const symbolsOf = (text: string): string[] => findSymbols(parseText(text), lex).map((h) => h.entry.id);
const keywordsOf = (text: string): string[] => {
  const parsed = parseText(text);
  return extractKeywords(parsed, findSymbols(parsed, lex), lex);
};

describe('sense: literal readings the engine must not make', () => {
  it('reads a car park as a car park, not as a garden or a car', () => {
    const car = symbolsOf('I got back to the car park and could not find where I had left it.');
    expect(car).toContain('car-park');
    expect(car).not.toContain('garden');
    expect(car).not.toContain('car');
    expect(symbolsOf('We walked through the park under the trees.')).toContain('garden');
  });

  it('reads one bomb as a bomb, not as a war', () => {
    const reading = interpretBuiltin('There was a bomb in the school gym and I had to carry it outside before it went off. Nobody else seemed worried.');
    expect(reading.symbols.map((s) => s.symbol)).toContain('bomb');
    expect(reading.symbols.map((s) => s.symbol)).not.toContain('war');
    expect(reading.interpretation).not.toMatch(/\bwar\b/i);
    expect(symbolsOf('Soldiers were marching through the town and the war had begun.')).toContain('war');
  });

  it('reads "lighter" as a comparison, not as light', () => {
    expect(symbolsOf('The box felt lighter than before.')).not.toContain('light');
    expect(keywordsOf('The box felt lighter than before.')).not.toContain('light');
    expect(symbolsOf('A lamp gave a warm light in the corner.')).toContain('light');
  });

  it('reads a noun that describes another as a description, not as the thing', () => {
    expect(symbolsOf('At the bottom of the bag there was a single baby shoe.')).not.toContain('baby');
    expect(symbolsOf('We lay under the fairy lights in the garden.')).not.toContain('fairy');
    expect(symbolsOf('I ran down the fire stairs to the kitchens.')).not.toContain('fire');
    // A part of the thing, the place something is in, or what it is made of: the thing is there.
    expect(symbolsOf('I sat on the sea shore all afternoon.')).toContain('sea');
    expect(symbolsOf('I queued in the school cafeteria.')).toContain('school');
    expect(symbolsOf('We crossed an old stone bridge.')).toEqual(expect.arrayContaining(['stone', 'bridge']));
    expect(symbolsOf('I fed the ducks some bread crumbs.')).toContain('bread');
    expect(symbolsOf('The boat halfway across the lake had no oars.')).toContain('boat');
  });

  it('reads a restaurant bill as no money and autumn leaves as no grass', () => {
    expect(symbolsOf('The waiter brought the bill and we split it four ways.')).not.toContain('money');
    expect(symbolsOf('It was autumn and the leaves were falling on the path.')).not.toContain('grass');
    expect(symbolsOf('I found a coin in the grass.')).toEqual(expect.arrayContaining(['money', 'grass']));
  });

  it('does not read floating as flying', () => {
    expect(symbolsOf('I was floating on my back in a warm lake.')).not.toContain('flying');
    expect(symbolsOf('My mum hovered in the doorway.')).not.toContain('flying');
    expect(symbolsOf('I was flying over the city at night.')).toContain('flying');
  });

  it('gives a train station and a platform the train, not the airport', () => {
    const ids = symbolsOf('I waited at the train station on the platform with my suitcase.');
    expect(ids).toContain('train');
    expect(ids).not.toContain('airport');
    expect(symbolsOf('We ran through the airport to the gate.')).toContain('airport');
  });

  it('drops denied actions from symbols and keywords', () => {
    const text = 'I flapped my arms but I could not fly, I just landed on the gravel.';
    expect(symbolsOf(text)).not.toContain('flying');
    expect(keywordsOf(text)).not.toContain('flying');
    expect(symbolsOf('I tried to fly but couldn\'t.')).not.toContain('flying');
    expect(symbolsOf('I knew I was supposed to fly off the roof.')).not.toContain('flying');
    // A double negative is no negation.
    expect(symbolsOf('I couldn\'t stop running down the road.')).toContain('running');
  });

  it('treats a thing denied or never found as absent, and keeps the search', () => {
    expect(symbolsOf('There was no snake under the bed, just an old radio.')).not.toContain('snake');
    expect(symbolsOf('I was sure there was a snake, but when I looked there was no snake.')).not.toContain('snake');
    expect(symbolsOf('I never found the key.')).not.toContain('key');
    const search = symbolsOf('I was looking for my dress but I couldn\'t find my dress anywhere.');
    expect(search).toContain('searching');
    expect(search).not.toContain('clothes');
  });

  it('leaves the waking back-story out of symbols and keywords', () => {
    const text = 'Before I fell asleep I watched a documentary about sharks. I dreamed I was walking in a forest.';
    expect(symbolsOf(text).sort()).toEqual(['forest', 'walking']);
    expect(symbolsOf(text)).not.toContain('shark');
    expect(symbolsOf(text)).not.toContain('falling');
    expect(keywordsOf(text)).not.toContain('documentary');
    const argued = 'Last night before bed I argued with my mum. Then I dreamed I was on a boat.';
    expect(symbolsOf(argued)).not.toContain('mother');
    expect(symbolsOf(argued)).toContain('boat');
    expect(symbolsOf('I dreamt of my old dog, who died years ago, running on the beach.')).not.toContain('dying');
  });

  it('ends the dream at the dreamer\'s waking, but not at a false awakening', () => {
    expect(symbolsOf('A wolf chased me through the woods. Then I woke up and checked my phone.')).not.toContain('phone');
    expect(symbolsOf('A wolf chased me through the woods. Then the fox woke up and looked at me.')).toContain('fox');
    expect(symbolsOf('I dreamt that I woke up and my phone was ringing in the kitchen.')).toContain('kitchen');
  });

  it('never gives a swear word as a keyword, softened or misspelt', () => {
    const keywords = keywordsOf('Fuck, this shit was so weird, I was in a fucking castle and some f*cking fuking clown was there.');
    expect(keywords).toContain('castle');
    for (const k of keywords) expect(k).not.toMatch(/f\W*u?c?k|shit|fuk/);
    expect(parseText('what the f*ck').tokens.filter((t) => t.profane).length).toBeGreaterThan(1);
  });

  it('reads emoji as words, and an emoji-only dream gets a real reading', () => {
    const a = interpretBuiltin('🐍🌊😱');
    expect(a.symbols.map((s) => s.symbol)).toEqual(expect.arrayContaining(['snake', 'sea']));
    expect(a.keywords).toContain('snake');
    expect(a.emotions.apprehension).toBeGreaterThan(0.3);
    expect(a.interpretation).toMatch(/snake|serpent/i);
    expect(symbolsOf('I saw a 🦈 next to my 🏠 ✈️')).toEqual(expect.arrayContaining(['shark', 'house', 'plane']));
    expect(parseText('🦷💀').tokens.every((t) => !t.isWord || t.fromEmoji)).toBe(true);
    // A row of emoji is a list, skin tones and variation selectors do not matter, and unknown emoji stay.
    expect(expandEmoji('🐍🌊😱').text.replace(/\s+/g, ' ').trim()).toBe('snake , wave , terrified');
    expect(expandEmoji('🏃🏽‍♀️ ✈️').text.replace(/\s+/g, ' ').trim()).toBe('run , plane');
    expect(expandEmoji('no emoji here').text).toBe('no emoji here');
    expect(EMOJI_COUNT).toBeGreaterThanOrEqual(150);
  });

  it('masks comparisons, titles and things only talked about', () => {
    expect(symbolsOf('I slept like a baby in a hammock.')).not.toContain('baby');
    expect(symbolsOf('Her hands were colder than ice and she was as white as a sheet.')).not.toContain('snow');
    expect(symbolsOf('The radio was playing a song called Black Horse.')).not.toContain('horse');
    expect(symbolsOf('My brother was telling me he had been swimming with dolphins.')).not.toContain('dolphin');
    // What the dream's thing is compared with, however it is introduced, and the dreamer's memories dated by childhood.
    expect(symbolsOf('He held up a tiny pointy tooth like from an animal, maybe a dog or a fox.')).not.toEqual(expect.arrayContaining(['dog']));
    expect(symbolsOf('He held up a tiny pointy tooth like from an animal, maybe a dog or a fox.')).not.toContain('fox');
    expect(symbolsOf('We were on a night ferry, like the one to France we used to get as kids.')).not.toContain('child');
    expect(symbolsOf('I sorted the screws into the drawers like I did when I was a kid.')).not.toContain('child');
    expect(symbolsOf('A little girl was sitting alone in the sandpit.')).toContain('child');
  });

  it('reads a possessive typed without its apostrophe as one owner, and retells it with the apostrophe', () => {
    const a = interpretBuiltin('I heard my little brothers voice behind the door counting for hide and seek. Then I was at my parents house in the old kitchen.');
    expect(a.interpretation).toMatch(/your little brother's voice/);
    expect(a.interpretation).not.toMatch(/brothers\b/);
    expect(interpretBuiltin('When I looked up in the mirror it was my mums face.').interpretation).toMatch(/your mum's face/);
  });
});

describe('sense: how often a recurring dream comes', () => {
  it('is the writer speaking of the dream, not its first picture', () => {
    const reading = interpretBuiltin("I've had a version of this dream since I was about seven. I'm 41 now. It comes maybe three or four times a year, more when I'm stressed. It always starts in my grandparents' house, on the long staircase. The ninth step is missing and I have to decide whether to step over it. I woke up.").interpretation;
    expect(reading).not.toMatch(/(picture|begins|opens|start)[^.]*: it comes maybe three or four times a year/i);
  });
});
