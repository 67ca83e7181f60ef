import { describe, expect, it } from 'vitest';
import { englishContextSignals } from './english-context';

const kinds = (text: string): string[] => englishContextSignals(text).map((s) => s.kind);

/** Posts written for these tests: the first sentence tells the dream, a later one says it is the writer's waking life. */
describe('signals only the whole post shows', () => {
  it('pairs an act against oneself in the dream with the same thought awake', () => {
    expect(kinds('In the dream I stepped off the balcony. I think about doing that for real most nights.')).toEqual(['plan']);
    expect(kinds('dreamt i overdosed at a party. ive thought about actually doing it, like every day')).toEqual(['plan']);
    expect(kinds('I dreamed I was hurting my arms on purpose with a pen. I do something like that irl when it gets loud in my head.')).toEqual(['plan']);
  });

  it('pairs a goodbye with it being done for real and an end announced', () => {
    expect(kinds('I dreamed I said goodbye to my sister and gave her my ring. I actually did give it to her today. I am ready to go.')).toEqual(['farewell']);
  });

  it('pairs an end let happen in the dream with a later sentence that carries it into waking life', () => {
    expect(kinds('dreamt the current had me and i just let go, didnt even kick. i feel like that awake too most days')).toEqual(['wish']);
    expect(kinds('In the dream I was under the ice and not bothering to swim up. Honestly not just asleep, that is me all week.')).toEqual(['wish']);
    expect(kinds('I keep dreaming I stop fighting it and sink. Been wondering what it would be like to stop fighting irl too.')).toEqual(['wish']);
    expect(kinds('Dreamed I was on top of the multi storey and just stepped off, no fear at all. I do think about it up there on my breaks.')).toEqual(['wish']);
    expect(kinds('nightmare?? a man asked if i wanted to wake up and i said nah. and i meant it')).toEqual(['wish']);
    expect(kinds('In my dream a doctor held out a clipboard asking "shall we carry on?" and I ticked no. Morning came and my answer hasnt changed.')).toEqual(['wish']);
    expect(kinds('had a dream i walked out into the traffic on the ring road. woke up thinking i might actually do that.')).toEqual(['wish']);
    expect(kinds('I dreamed I found out I had died and I was so relieved. Kind of want the permanent version.')).toEqual(['wish']);
    expect(kinds('dreamt i was a match someone forgot and i kept asking them to snuff me out. thats basically how i feel irl too')).toEqual(['wish']);
    expect(kinds('Dreamt I was swimming out to sea and didnt want to turn back. I dont want to turn back in real life either.')).toEqual(['wish']);
    expect(kinds('i dreamed i drifted off in the snow and didnt wake up this time. gutted when i woke up, like actually.')).toEqual(['wish']);
  });

  it('takes a laugh taken back as meant, and a laugh left alone as a joke', () => {
    expect(kinds('dreamt i just let go of the ledge and it was so quiet. wish it was that easy irl lol. no but really')).toEqual(['wish']);
    expect(kinds('dreamt i just let go of the ledge and it was so quiet. wish it was that easy irl lol')).toEqual([]);
  });

  it('leaves nightmares of being killed, letting go of someone, flights, holidays and a vivid dream alone', () => {
    expect(kinds('Nightmare: someone shot me in the car park and I died. I feel like that awake too, this job is killing me.')).toEqual([]);
    expect(kinds('I dreamed I died in a crash and was relieved to wake up. I think about it all day.')).toEqual([]);
    expect(kinds('In the dream I let go of my dads hand at the station. I feel like that awake too since he passed.')).toEqual([]);
    expect(kinds('Dreamed I stepped off the tower and flew over the river. I think about it awake too, it felt so real.')).toEqual([]);
    expect(kinds('I dreamed I stopped fighting with my brother and we laughed. I hope that will actually happen.')).toEqual([]);
    expect(kinds('Dreamt I was boxing and I stopped fighting and ran off. I think about it awake too.')).toEqual([]);
    expect(kinds('In my dream my tutor asked if I wanted to continue the module and I said no. My answer hasnt changed.')).toEqual([]);
    expect(kinds('dreamt i was floating out at sea and didnt want to come back to shore, the water was so warm. i feel like that in real life too on holiday')).toEqual([]);
    expect(kinds('Dreamed I walked into the sea and swam out to a yacht. Would love to do it for real one day.')).toEqual([]);
    expect(kinds('I dreamed my aunt fell asleep and didnt wake up. I think about it awake too, I miss her.')).toEqual([]);
  });

  it('leaves a dream that is only thought about, and goodbyes before a move', () => {
    expect(kinds('I dreamed I stepped off a cliff and flew. I keep thinking about it, it was so vivid.')).toEqual([]);
    expect(kinds('I dreamed I said goodbye to my friends. I actually gave my plants away yesterday because we are moving to Leeds, and I am ready to go.')).toEqual([]);
    expect(kinds('I said goodbye to my grandad in the dream. I actually visited him today and I am ready to go to the match with him.')).toEqual([]);
  });
});
