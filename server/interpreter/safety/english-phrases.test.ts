import { describe, expect, it } from 'vitest';
import { parseText } from '../nlp';
import { englishPhraseSignals } from './english-phrases';
import { detectDistress } from './index';

const fires = (text: string): boolean => detectDistress(text, parseText(text)).support;

/** Phrasings written for these tests. */
describe('English distress phrases', () => {
  const positives: [string, string][] = [
    ['hoping not to wake', 'the dream was a quiet field and i keep hoping some night i dont wake up'],
    ['online slang', 'dreamed about a bridge, ngl i think about unaliving myself a lot'],
    ['own pills counted', "I've been counting my sleeping tablets again. Dreamt of a white corridor."],
    ['pills stockpiled', 'Been stockpiling painkillers since March. In the dream my mum was calling me.'],
    ['letters for afterwards', 'I wrote letters to my brothers last week, they are in a box for when im gone'],
    ['not around much longer', "Honestly I won't be around for much longer, so what does a dream of a red boat mean?"],
    ['the urge to cut', 'The urge to cut comes back at night and I dreamt of a kitchen knife.'],
    ['no future to picture', "I can't picture any future at all. Last night I dreamed of a blank wall."],
    ['relief at an accident', 'if a car hit me tomorrow i would be relieved. i was hit by a bus in the dream and it was a relief tbh'],
    ['joining the dead', 'My husband passed in May and I dreamed of him on the porch. I keep thinking about joining him.'],
    ['stopping existing', 'I wish I could just stop existing. The dream was a lift going down forever.'],
    ['a weight for the family', 'I am only a weight for my family now. In the dream I was a stone in a river.'],
    ['better if gone', 'In the dream my friends were laughing without me and I think everything would be easier if I just disappeared.'],
  ];
  for (const [name, text] of positives) {
    it(`fires on ${name}`, () => expect(fires(text), text).toBe(true));
  }

  const negatives: [string, string][] = [
    ['an early start', "I hope I don't wake up late for the flight, I dreamed I missed it."],
    ['a pharmacist at work', 'As a pharmacist I spend all day counting pills, and I dreamed of a tablet the size of a car.'],
    ['joining friends', 'My cousins were at the lake and I wanted to join them for a swim in the dream.'],
    ['cutting vegetables', 'I was cutting again the onions for the soup and crying in the dream.'],
    ['a career', "I can't picture a future without my dog, he is fourteen now, and I dreamed he could talk."],
    ['a joke about a queue', 'The line at the post office was so long I wanted to die lol, and then I dreamed of stamps.'],
    ['a calm will', 'I am 81 and have written my will, and my children know where the papers are. I dreamed of my wedding day.'],
    ['away for a week', 'My mum would be worried if I disappeared for a week, so I texted her about the dream.'],
    ['an ordinary problem', "The broken printer was everyone's headache at work and in the dream it ate my shoes."],
    ['a lovely dream', 'It was the loveliest dream about my grandad and I wished I could sleep forever in it.'],
  ];
  for (const [name, text] of negatives) {
    it(`stays quiet on ${name}`, () => expect(fires(text), text).toBe(false));
  }

  it('says which phrase fired', () => {
    expect(englishPhraseSignals('Been stockpiling my meds.').map((s) => s.kind)).toEqual(['method']);
  });
});
