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

  it('leaves a dream that is only thought about, and goodbyes before a move', () => {
    expect(kinds('I dreamed I stepped off a cliff and flew. I keep thinking about it, it was so vivid.')).toEqual([]);
    expect(kinds('I dreamed I said goodbye to my friends. I actually gave my plants away yesterday because we are moving to Leeds, and I am ready to go.')).toEqual([]);
    expect(kinds('I said goodbye to my grandad in the dream. I actually visited him today and I am ready to go to the match with him.')).toEqual([]);
  });
});
