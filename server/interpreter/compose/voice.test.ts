import { describe, expect, it } from 'vitest';
import { validateAmplifications } from './amplify';
import { bankKeys, bankTemplates, registerMove, render, validateReadingBank, Voice } from './voice';

// Slots that carry the dream's own detail: a sentence built on one of them belongs to one dream.
const RICH = new Set(['clause', 'end', 'turn', 'central', 'np', 'rel', 'pursuer', 'pursuit', 'sought', 'gift', 'found', 'from', 'into', 'setting', 'figure', 'persons', 'list', 'evidence', 'fragment', 'symbol', 'myth', 'gloss', 'pred', 'quote', 'meaning', 'intro', 'first', 'last', 'firstclause', 'lastclause', 'life', 'being', 'topic', 'topicgist', 'acts', 'figuremoment', 'change', 'moment', 'ending', 'endimage', 'details', 'consoling', 'person', 'parts', 'who']);

// What sleep paralysis is, and what helps, is the same for everyone who has it: the reading names
// the writer's own parts of it (the figure, the weight) in the sentences around these.
const SAME_FOR_ALL = /^paralysis\.(what|help|again|answer\.|name\.bare|ask\.bare)/;

describe('phrase banks', () => {
  it('validate', () => {
    expect(() => validateReadingBank()).not.toThrow();
    expect(() => validateAmplifications()).not.toThrow();
  });

  it('have several phrasings for every move', () => {
    const thin = bankKeys().filter((k) => bankTemplates(k).length < 2 && !/^(fragment|lysis\.[a-z]+\.|turnWhy\.|ask\.[a-z]+\.|also\.|woke\.cut|ask\.fallback)/.test(k));
    expect(thin).toEqual([]);
  });

  it('never hold a long stock sentence: every phrasing of 40 characters or more carries the dream’s own detail', () => {
    const stock: string[] = [];
    for (const key of bankKeys()) {
      for (const t of bankTemplates(key)) {
        const slots = [...t.matchAll(/\{(\w+)\}/g)].map((m) => (m[1] ?? '').toLowerCase());
        // Fragments and a text with no image at all have nothing of their own to say it with; what a
        // field shared by life and dream says (`link.*`) is only ever set inside `life.link`, which
        // names the dream's image and the writer's own thing; what a thing's deed says (`deed.*`) only
        // inside an answer that names the thing and its moment.
        if (t.replace(/\{\w+\}/g, '').length >= 40 && !slots.some((s) => RICH.has(s)) && !key.startsWith('fragment.') && key !== 'ask.bare' && !key.startsWith('link.') && !key.startsWith('deed.') && !SAME_FOR_ALL.test(key)) stock.push(`${key}: ${t}`);
      }
    }
    expect(stock).toEqual([]);
  });
});

describe('the voice', () => {
  it('chooses the same phrasing for the same dream and varies it across dreams', () => {
    const a = new Voice(1).say('open', { clause: 'you were in a garden' });
    expect(new Voice(1).say('open', { clause: 'you were in a garden' })).toBe(a);
    const seen = new Set(Array.from({ length: 40 }, (_, k) => new Voice(k * 7919).say('open', { clause: 'you x y' })));
    expect(seen.size).toBeGreaterThan(3);
  });

  it('never uses one phrasing twice in a reading, and skips phrasings whose slots the dream cannot fill', () => {
    const v = new Voice(3);
    const said = Array.from({ length: bankTemplates('then').length }, () => v.say('then', { clause: 'it rained' }));
    expect(new Set(said).size).toBe(said.length);
    expect(v.say('then', { clause: 'it rained' })).toBeNull();
    expect(new Voice(3).say('frame.chase', {})).toBeNull();
  });

  it('sets the reading of a moment that runs on with "and… and…" apart from it', () => {
    const clause = 'the horse started to gallop and you held on and you rode away';
    for (let seed = 0; seed < 40; seed += 1) {
      const s = new Voice(seed * 104729).say('weave.dev', { clause, gloss: 'riding is being carried by instinct' }) ?? '';
      expect(s).not.toMatch(/rode away, and riding/);
    }
  });

  it('makes a verb agree with a plural slot', () => {
    expect(render('{sought} is missing.', { sought: 'your keys' }, new Set(['sought']))).toBe('Your keys are missing.');
    expect(render('{sought} is missing.', { sought: 'your car' })).toBe('Your car is missing.');
    expect(render('Then {clause}.', { clause: 'when when you woke' })).toBe('Then when you woke.');
  });

  it('does not say twice the words a slot already ends on ("the clock with no hands with no hands")', () => {
    expect(render('{x} with no hands', { x: 'the clock with no hands' })).toBe('The clock with no hands');
    expect(render('{x} with no hands', { x: 'the kitchen clock' })).toBe('The kitchen clock with no hands');
    expect(render('With {x} that would not open, the way is shut.', { x: 'the door that would not open' })).toBe('With the door that would not open, the way is shut.');
    expect(render('{x} that would not open', { x: 'the gate' })).toBe('The gate that would not open');
  });

  it('sets a place after the preposition the dream gave it ("on the beach", not "in the beach")', () => {
    expect(render('It plays out in {setting}.', { setting: 'the beach', settingPrep: 'on' })).toBe('It plays out on the beach.');
    expect(render('It plays out in {setting}.', { setting: 'the kitchen', settingPrep: null })).toBe('It plays out in the kitchen.');
    expect(render('{setting} is where it rises.', { setting: 'the beach', settingPrep: 'on' })).toBe('The beach is where it rises.');
  });
});

describe('a clause set after "when"', () => {
  it('is a short one without anyone\'s words: a long clause takes a phrasing where it stands as the main clause', () => {
    const templates = ['When {clause}, {gloss}.', 'Then {clause}, and {gloss}.'];
    registerMove('test.whenLong', templates);
    const long = 'you put your hand up to ask the invigilator and it was your current boss, who came over slowly';
    const quoted = 'she said "you should know this by now"';
    const short = 'you walked in';
    let shortWhen = 0;
    for (let seed = 0; seed < 24; seed += 1) {
      expect(new Voice(seed).say('test.whenLong', { clause: long, gloss: 'the world of work comes in' })).not.toMatch(/^When/);
      expect(new Voice(seed).say('test.whenLong', { clause: quoted, gloss: 'the words matter' })).not.toMatch(/^When/);
      if (new Voice(seed).say('test.whenLong', { clause: short, gloss: 'the room stops' })?.startsWith('When')) shortWhen += 1;
    }
    expect(shortWhen).toBeGreaterThan(0);
  });
});
