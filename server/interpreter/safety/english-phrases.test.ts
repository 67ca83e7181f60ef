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
    ['a car park weighed', 'dreamt of a multistorey car park again. been driving up to the top deck after my shift and just sitting by the edge with the engine off, working out which side has no fence'],
    ['praying not to wake', 'Dreamed of a frozen pond. Every night I pray not to wake up, and every morning I do.'],
    ['cutting taken up again', 'In the dream my sister kept knocking on the door. I went back to cutting after new year and nobody knows.'],
    ['cutting kept up', "I've been cutting on my arms again since the exams, and I dreamed of a glass house."],
    ['the urge come back', 'The urge to hurt myself is back this week. I dreamed of rain on a tin roof.'],
    ['following a dying wife', 'My wife is in a hospice and I dreamed of our first flat. When she goes I am going too.'],
    ['doses weighed', 'I know which pills and doses would do it and I think about it on the bus. Dreamed of a lighthouse.'],
    ['a drowning looked up', 'Dreamt of a river at night. I looked up how long it takes to drown, just to know.'],
    ['a prescription saved', 'I have been saving my codeine for a month. In the dream I was at my old school.'],
    ['tablets bought shop by shop', 'I bought a lot of paracetamol this week, one packet at a time from different shops. Dreamed of a white room.'],
    ['the one reason left', 'Dreamed my dog ran off. Honestly he is the only reason I havent done it yet.'],
    ['sleep wished endless', 'My dreams are the one place nothing hurts, and if I could stay asleep forever I would.'],
    ['the least painful way weighed', 'Every night I think about which way would hurt the least, and then I dream of water.'],
    ['no plan to be around', 'Dreamed of my graduation. I dont plan on being around for it anyway.'],
    ['a date already set', 'The dream was a calendar with torn pages. I have picked a day already.'],
    ['asking God', 'I dreamed of a long road, and awake I keep asking God to take me.'],
    ['no way to continue', 'Since the divorce I do not see how I can go on, and last night I dreamed of a dry well.'],
    ['a last birthday decided', 'Dreamed of a cake with no candles. I have decided that my 70th will be my last birthday.'],
    ['a heart hoped to stop', 'Grey dreams again. I go to bed hoping my heart just stops in the night.'],
    ['not coming back', 'Dreamed of the harbour at dawn. I am taking the dinghy out alone and not coming back.'],
    ['assisted dying looked into', 'Dreamed of a clinic with white walls. Since the diagnosis I have been researching Dignitas.'],
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
    ['a relationship to end', 'i want to end it all (my gym membership) 😤 dreamt the treadmill chased me'],
    ['a building job to end', 'I want it all to end. The kitchen extension, I mean. Dreamt the walls were made of biscuits.'],
    ['a goodbye letter to an old self', 'Dreamt I wrote a goodbye letter to my old self, the one who drank. Two years sober next month.'],
    ['friends lost to suicide', 'We lost two friends to suicide after the tour, and I dream of them at the bar every winter. I am alright, just missing them.'],
    ['a patient at work', 'Had a patient self-harm on the ward on Friday, and I dreamed of endless corridors. Debrief on Monday, I am fine.'],
    ['a cutting board', 'I have been cutting on my board for hours making the wedding cake, then dreamed of sugar roses.'],
    ['a date for a wedding', 'We finally picked a date for the wedding and I dreamed the cake was made of ice.'],
    ['a last Christmas in a house', 'This will be my last Christmas in this house before we move, and I dreamed of the attic.'],
    ['rather than sing', 'I would rather be dead than sing karaoke at the office party, and I dreamed of a microphone.'],
    ['coming back to a job', 'Not sure I am coming back to the office after the holiday, I dreamed of my desk on fire.'],
    ['research for an essay', 'I am researching euthanasia for my essay and dreamed of a courtroom.'],
    ['stopping a habit', 'I want to stop living on takeaways, and I dreamed of a kitchen full of vegetables.'],
  ];
  for (const [name, text] of negatives) {
    it(`stays quiet on ${name}`, () => expect(fires(text), text).toBe(false));
  }

  it('says which phrase fired', () => {
    expect(englishPhraseSignals('Been stockpiling my meds.').map((s) => s.kind)).toEqual(['method']);
  });
});
