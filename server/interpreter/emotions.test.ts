import { describe, expect, it } from 'vitest';
import type { EmotionClass, EmotionScores } from '../../lib/core/api/contract';
import { calibrate, collectEmotionCues, compileEmotionRules, emotionRulesSchema, evidenceOf, negativeLoad, scoreEmotions, sentimentOf } from './emotions';
import { getLexicon } from './lexicon';
import { parseText } from './nlp';
import { medianMs } from '../testing/timing';

const lex = getLexicon();
const read = (text: string) => scoreEmotions(parseText(text), lex);
const scores = (text: string): EmotionScores => read(text).scores;
const PRESENT = 0.3;
const rulesOf = (text: string): string[] => collectEmotionCues(parseText(text), lex).cues.flatMap((c) => (c.rule ? [c.rule] : []));

describe('the emotion data', () => {
  it('validates, with unique phrase ids', () => {
    expect(() => emotionRulesSchema.parse(lex.emotions)).not.toThrow();
    const ids = compileEmotionRules(lex).rules.phrases.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('matches every phrase against its own example', () => {
    for (const p of compileEmotionRules(lex).rules.phrases) {
      // Asides ("which is weird") carry no feeling: their example must leave every score at zero.
      if (!Object.keys(p.emotions).length && !p.denies) expect(Object.values(scores(p.example)).every((v) => v === 0), `${p.id}: ${p.example}`).toBe(true);
      else expect(rulesOf(p.example), `${p.id}: ${p.example}`).toContain(p.id);
    }
  });
});

describe('calibration', () => {
  it('keeps a mundane dream near zero, however long it is', () => {
    const errand = 'I went to the supermarket and bought milk, eggs and bread. The line was long so I waited and read a magazine. I paid with my card, put the bags in the car and drove home. ';
    for (const text of [errand, errand.repeat(4)]) {
      const r = read(text);
      for (const v of Object.values(r.scores)) expect(v).toBeLessThan(0.1);
      expect(r.dominant).toBeNull();
      expect(r.sentiment).toBe('neutral');
    }
  });

  it('leaves one faint hint in a long report below the level of a feeling', () => {
    const s = scores('We had a picnic in the park near my old school. My cousin brought sandwiches and we sat on a blanket by the pond. Later we walked to the bus stop and took the number 12 home, and I made tea and watched the news before bed.');
    expect(s.happiness).toBeLessThan(0.1);
  });

  it('gives a pleasant everyday scene a faint positive tone without making it a feeling', () => {
    for (const text of ['We were on a boat with the kids. We ate sandwiches together and watched the dolphins.', 'One girl brought me a drawing of a horse.']) {
      const r = read(text);
      expect(r.scores.happiness, text).toBeGreaterThan(0);
      expect(r.scores.happiness, text).toBeLessThan(PRESENT);
      // Told without a named feeling it stays neutral, but a reader forced to choose would call it pleasant.
      expect(r.sentiment, text).not.toBe('negative');
      expect(r.scores.happiness, text).toBeGreaterThan(negativeLoad(r.scores));
    }
  });

  it('rises with the strength of the evidence and saturates below 1', () => {
    const one = scores('I was scared.').apprehension;
    const two = scores('I was scared. A man was chasing me.').apprehension;
    const three = scores('I was scared. A man was chasing me. I was terrified and I couldn\'t breathe.').apprehension;
    expect(one).toBeGreaterThanOrEqual(PRESENT);
    expect(two).toBeGreaterThan(one);
    expect(three).toBeGreaterThan(two);
    expect(three).toBeLessThan(1);
  });

  it('does not let a pile of weak hints add up like one clear feeling', () => {
    // Five faint cues of fear, none named.
    const hints = scores('It was dark. There was a storm. I saw a spider. The hallway was long. I had a test.').apprehension;
    expect(hints).toBeLessThan(scores('I was terrified.').apprehension);
  });

  it('damps a feeling far weaker than the dream\'s main one', () => {
    const evidence = { apprehension: 2, happiness: 0.5, anger: 0, confusion: 0, sadness: 0 };
    const s = calibrate(evidence, 150);
    expect(s.apprehension).toBeGreaterThan(0.7);
    expect(s.happiness).toBeLessThan(PRESENT);
  });

  it('sums cues with diminishing returns and takes denials back', () => {
    const set = collectEmotionCues(parseText('I was scared. I was afraid. I was frightened.'), lex);
    const raw = evidenceOf(set);
    expect(raw.apprehension).toBeLessThan(3 * 1);
    expect(raw.apprehension).toBeGreaterThan(1);
  });
});

describe('negation', () => {
  it.each([
    ['I wasn\'t scared.', 'apprehension'],
    ['I was not afraid of the wolves at all.', 'apprehension'],
    ['I told a joke and nobody laughed.', 'happiness'],
    ['I didn\'t feel angry, just tired.', 'anger'],
  ] as [string, EmotionClass][])('%s → no %s', (text, cls) => {
    expect(scores(text)[cls]).toBeLessThan(0.1);
  });

  it('takes a denied fear back from the events around it', () => {
    expect(scores('It was dark in the forest but I wasn\'t scared at all.').apprehension).toBeLessThan(0.1);
  });

  it('affirms what follows "just" or "but": "not scary, just weird"', () => {
    const s = scores('It was not scary, just really weird.');
    expect(s.confusion).toBeGreaterThanOrEqual(PRESENT);
    expect(s.apprehension).toBeLessThan(0.1);
  });

  it('reads "not calm" as anxious, not sad', () => {
    const s = scores('He was relaxed but I was not calm at all.');
    expect(s.apprehension).toBeGreaterThan(s.sadness);
  });

  it('reads "I didn\'t feel anything" as a dream without feeling', () => {
    const r = read('Everyone at the wedding was crying. I was standing there not feeling anything at all.');
    expect(r.scores.sadness).toBeLessThan(PRESENT);
  });
});

describe('sarcasm', () => {
  it('reads an ironic positive as frustration', () => {
    const s = scores('Great, just great. Now the car won\'t start.');
    expect(s.happiness).toBe(0);
    expect(s.anger).toBeGreaterThanOrEqual(PRESENT);
  });
});

describe('other people\'s feelings', () => {
  it('counts someone else\'s feeling far less than the dreamer\'s', () => {
    expect(scores('My sister was furious.').anger).toBeLessThan(0.2);
    expect(scores('My mum was crying in the kitchen.').sadness).toBeLessThan(0.2);
  });

  it('sets the dreamer apart from a happy crowd', () => {
    const s = scores('Everyone at the party was so happy and I just felt really alone.');
    expect(s.sadness).toBeGreaterThan(s.happiness);
    expect(s.happiness).toBeLessThan(PRESENT);
  });

  it('gives words in another person\'s speech to that person', () => {
    expect(scores('A woman came up to me and said it\'s so good to see you.').happiness).toBeLessThan(0.2);
  });

  it('reads a person\'s manner as theirs, not the dreamer\'s joy', () => {
    expect(scores('The new owner came out and she was nice about it.').happiness).toBeLessThan(PRESENT);
  });

  it('reads a feeling word said of a thing as how it struck the dreamer: "the sea was calm"', () => {
    const thing = scores('The sea was calm.').happiness;
    expect(thing).toBeGreaterThan(scores('My sister was calm.').happiness);
    expect(thing).toBeLessThan(scores('I was calm.').happiness);
  });

  it('keeps a feeling of the dreamer\'s own body: "my hands were shaking"', () => {
    expect(scores('I looked down and my hands were shaking.').apprehension).toBeGreaterThanOrEqual(PRESENT);
  });
});

describe('feelings implied by events', () => {
  it.each([
    ['A man chased me through the woods.', 'apprehension'],
    ['I got lost in a huge building.', 'confusion'],
    ['I was late for my exam.', 'apprehension'],
    ['I was searching the whole mall for my son.', 'apprehension'],
    ['My teeth fell out one by one.', 'apprehension'],
    ['I was naked in the supermarket.', 'apprehension'],
    ['Everyone was staring at me because I was in my pyjamas.', 'apprehension'],
    ['I was trapped in a small room and couldn\'t get out.', 'apprehension'],
    ['I stood at my grandmother\'s grave.', 'sadness'],
    ['My father, who died last year, was sitting in the kitchen.', 'sadness'],
    ['Nobody invited me and they all went without me.', 'sadness'],
    ['My boss ignored me all day.', 'sadness'],
    ['We argued all night.', 'anger'],
    ['I punched him in the face.', 'anger'],
    ['I was reunited with my old dog.', 'happiness'],
    ['We hugged for a long time.', 'happiness'],
    ['I won the race.', 'happiness'],
    ['I was flying over the sea.', 'happiness'],
  ] as [string, EmotionClass][])('%s → %s', (text, cls) => {
    expect(scores(text)[cls]).toBeGreaterThanOrEqual(PRESENT);
    expect(read(text).dominant).toBe(cls);
  });

  it('reads inability as distress, a plain "didn\'t" as a fact', () => {
    expect(scores('I couldn\'t move.').apprehension).toBeGreaterThanOrEqual(PRESENT);
    expect(scores('Neither of us moved for a while.').apprehension).toBeLessThan(0.1);
    expect(scores('I haven\'t seen him since school.').apprehension).toBeLessThan(0.1);
  });

  it('reads "couldn\'t stop laughing" as laughter, not a loss of control', () => {
    const s = scores('I was so happy I couldn\'t stop laughing.');
    expect(s.happiness).toBeGreaterThan(0.5);
    expect(s.apprehension).toBeLessThan(0.1);
  });

  it('does not read a bit, a trophy or a time capsule as an event', () => {
    const s = scores('They turned their backs a little bit. I dusted my old trophies and we buried a time capsule.');
    expect(s.apprehension).toBeLessThan(0.1);
    expect(s.happiness).toBeLessThan(0.1);
    expect(s.sadness).toBeLessThan(0.1);
  });
});

describe('cues of confusion', () => {
  it.each([
    'I didn\'t know where I was.',
    'It was weird, nothing made sense.',
    'I couldn\'t tell if it was day or night.',
    'I had no idea why I was there.',
    'I couldn\'t figure out what was going on.',
  ])('%s', (text) => {
    expect(read(text).dominant).toBe('confusion');
    expect(scores(text).confusion).toBeGreaterThanOrEqual(PRESENT);
  });

  it('gives a sudden change of scene a little confusion, not a feeling of its own', () => {
    const s = scores('Suddenly it was winter and the street turned into a river.').confusion;
    expect(s).toBeGreaterThan(0);
    expect(s).toBeLessThan(0.6);
  });

  it('does not read "for some reason", "somehow" or an aside as confusion', () => {
    expect(scores('For some reason I was in my old kitchen and somehow my bike was there.').confusion).toBeLessThan(0.1);
    expect(scores('I remember the exact price of the gas, which is weird.').confusion).toBeLessThan(0.1);
  });

  it('reads puzzling over the dream afterwards as less than confusion in it', () => {
    expect(scores('I have no idea what this dream means.').confusion).toBeLessThan(scores('In the dream I had no idea where I was.').confusion);
  });

  it('keeps a confused dream neutral in tone', () => {
    expect(read('My mum turned into a famous actor at dinner and nobody reacted. I was so confused.').sentiment).toBe('neutral');
  });
});

describe('cues of sadness, anger and happiness', () => {
  it.each([
    ['I miss him so much.', 'sadness'],
    ['I said goodbye to him and he was gone.', 'sadness'],
    ['He left and I was all alone.', 'sadness'],
    ['I was crying in the kitchen.', 'sadness'],
    ['I woke up with my face wet.', 'sadness'],
    ['The kitchen was empty where the table used to be, and I felt hollow.', 'sadness'],
    ['I was so annoyed, it was so unfair.', 'anger'],
    ['I was frustrated with the machine.', 'anger'],
    ['I yelled at my brother.', 'anger'],
    ['I was fed up with my boss.', 'anger'],
    ['I laughed with my friends at the beach.', 'happiness'],
    ['I felt peaceful and free.', 'happiness'],
    ['It was beautiful.', 'happiness'],
    ['I was so excited to see the ocean.', 'happiness'],
  ] as [string, EmotionClass][])('%s → %s', (text, cls) => {
    expect(read(text).dominant).toBe(cls);
    expect(scores(text)[cls]).toBeGreaterThanOrEqual(PRESENT);
  });
});

describe('crying, screaming and shaking take the feeling around them', () => {
  it.each([
    ['I hugged the kids and cried from relief.', 'happiness', 'sadness'],
    ['We were both crying laughing.', 'happiness', 'sadness'],
    ['I was screaming at him to get out of my house.', 'anger', 'apprehension'],
    ['I was yelling for my husband but he didn\'t come.', 'apprehension', 'anger'],
    ['The door was locked and I was pulling on it, basically crying.', 'apprehension', 'sadness'],
    ['I was so annoyed at him, and sweating, my hands were shaking.', 'anger', 'sadness'],
  ] as [string, EmotionClass, EmotionClass][])('%s → %s, not %s', (text, yes, no) => {
    const s = scores(text);
    expect(s[yes]).toBeGreaterThan(s[no]);
  });

  it('reads shaking beside anger as fear unless it is linked to the anger', () => {
    expect(scores('I was furious and my hands were shaking.').apprehension).toBeGreaterThan(0);
    expect(scores('I was shaking with rage.').apprehension).toBe(0);
  });
});

describe('the ending', () => {
  it('keeps a frightening dream frightening when it ends in relief, with a mixed tone', () => {
    const r = read('A huge dog chased me down the street all night and I was terrified. I hid behind a bin and it sniffed around me. Then it ran off and I sat on the curb and felt so relieved I laughed.');
    expect(r.dominant).toBe('apprehension');
    expect(r.sentiment).toBe('mixed');
  });

  it('reads relief on waking as a sign of the dream\'s fear', () => {
    const r = read('I was walking through my old school. I woke up so relieved that it was only a dream.');
    expect(r.dominant).toBe('apprehension');
  });

  it('lets the waking mood count and the back-story not', () => {
    expect(scores('I was walking by a lake. Then I woke up crying.').sadness).toBeGreaterThanOrEqual(PRESENT);
    expect(scores('Last night before bed I argued with my mum and cried. I dreamed of a quiet lake.').sadness).toBe(0);
  });
});

describe('sentiment', () => {
  it('is neutral without feeling, mixed when both sides are strong, else the larger side', () => {
    const zero = { apprehension: 0, happiness: 0, anger: 0, confusion: 0, sadness: 0 };
    expect(sentimentOf(zero)).toBe('neutral');
    expect(sentimentOf({ ...zero, confusion: 0.8 })).toBe('neutral');
    expect(sentimentOf({ ...zero, apprehension: 0.7, happiness: 0.6 })).toBe('mixed');
    expect(sentimentOf({ ...zero, sadness: 0.6, happiness: 0.2 })).toBe('negative');
    expect(sentimentOf({ ...zero, happiness: 0.5 })).toBe('positive');
  });
});

describe('speed', () => {
  it('scores a 150-word dream in well under a millisecond at the median', () => {
    const text = 'I was in a parking garage at night and I couldn\'t find my car. A man in a grey hoodie was following me and every time I moved he moved. I went down the stairwell and the lights were flickering and I could hear him coming down behind me. My heart was pounding. The door at the bottom was locked and I was pulling on it and basically crying. He came around the corner and held out my wallet, which I had dropped by the elevator. He was out of breath and said you walk really fast for someone who is lost. I started laughing, like hysterically, and he was laughing too. Then I found my car right there next to the door and drove home. I woke up still kind of giggling and a bit confused about the whole thing, honestly.';
    const parsed = parseText(text);
    read(text);
    expect(medianMs(() => scoreEmotions(parsed, lex), 200)).toBeLessThan(1);
  });
});
