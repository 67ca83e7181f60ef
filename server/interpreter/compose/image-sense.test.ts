import { describe, expect, it } from 'vitest';
import { interpretBuiltin } from '../builtin';
import { contextOf } from './context-of.test-helper';
import { imageSense } from './image-sense';

const reading = (text: string): string => interpretBuiltin(text).interpretation;

describe('what an asked-about thing may mean in this dream', () => {
  it('says what the thing usually holds and what the dream does with it', () => {
    const r = reading('My aunt was in her garden handing out umbrellas to everyone who passed, and she gave me a yellow one. When I opened it, it was full of little holes but I stayed dry anyway. What does the umbrella mean?');
    expect(r).toMatch(/(You ask about|As to) the umbrella[.:][^?]*shelter/);
    expect(r).toMatch(/passed on to you|handed over into your keeping/);
    expect(r).not.toMatch(/no dictionary|not a list of symbols/);
  });

  it('reads a thing searched for and never found as something gone out of sight', () => {
    const r = reading('My brother and I were searching the whole flat for his old suitcase because we had to leave that night. We never found it and the taxi drove off without us. Why a suitcase?');
    expect(r).toMatch(/As to the suitcase|You ask about the suitcase/);
    expect(r).toMatch(/burdens/);
    expect(r).toMatch(/out of sight|not yet found/);
  });

  it('finds the deed of each thing: held up by someone else, giving way, acting by itself', () => {
    expect(imageSense(contextOf('My umbrella turned inside out in the wind and I got soaked. What does the umbrella mean?'), 'the umbrella')?.deed).toBe('givesWay');
    expect(imageSense(contextOf('A nurse I did not know was holding the drip for my father. What is the drip?'), 'the drip')?.deed).toBe('othersHold');
    expect(imageSense(contextOf('An old typewriter on the table was typing by itself all night. What is the typewriter?'), 'the typewriter')?.deed).toBe('acts');
    expect(imageSense(contextOf('My mother slipped a little tin into my hand and walked away. What is the tin?'), 'the tin')?.deed).toBe('givenToYou');
  });

  it('keeps a question about one deed of the thing, or about a numbered place, to its moment', () => {
    const r = reading('I was at the bus stop and a grey cat sat next to me. Then the cat said in a tiny voice "you left the oven on". I laughed and got on the bus. Why does the cat talk?');
    expect(r).not.toMatch(/usually holds|most often carries/);
    const g = reading('I was at an airport looking for my passport and everyone else had boarded. At gate 14 my grandfather was waiting with my passport in his hand and he gave it to me. Why gate 14?');
    expect(g).not.toMatch(/usually holds|most often carries/);
  });
});
