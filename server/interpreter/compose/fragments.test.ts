import { describe, expect, it } from 'vitest';
import { interpretBuiltin } from '../builtin';
import readingData from '../lexicons/reading.json' with { type: 'json' };

const read = (text: string): string => interpretBuiltin(text).interpretation;

describe('a gloss slot is filled only with a finite clause', () => {
  it('never hangs the image on a participle clause ("here you rolling away from it")', () => {
    const r = read("I was standing on the beach at dusk and I noticed the waves were going backwards, rolling away from the sand, and that's how I knew. I jumped and flew a little, but only a metre up. Then I got scared and started dropping and woke up.");
    expect(r).toMatch(/rolling away from the sand/);
    expect(r).not.toMatch(/you rolling/);
  });
});

describe('no connective before the dream\'s first moment', () => {
  it('tells the first moment as the beginning where the opening could only quote the first line', () => {
    const r = read('You know the feeling when everything goes quiet all at once. A man was standing in my garden holding a lantern. He walked to the gate and opened it slowly. Then a fox came out of the hedge and sat down beside me and watched the road. I woke up.');
    const first = r.split('\n\n').find((p) => /a man was standing in your garden/.test(p)) ?? '';
    expect(first).toMatch(/a man was standing in your garden/);
    expect(first).not.toMatch(/^(And|Then|And then|Next|Later|At one point|At this point|There is also|You tell me|What happens next)\b/);
    const boat = read("You won't believe this. My grandmother was in a boat on the lake. She waved at me and rowed to the shore. I climbed in and we drifted under the willows. I woke up calm.");
    expect(boat).toMatch(/your grandmother was in a boat on the lake/);
    expect(boat).not.toMatch(/(^|\n)(And |Then |And then |At this point |There is also )[^\n]*your grandmother was in a boat/);
  });

  it('reads "I have to share this one" as the writer\'s remark, not the dream\'s first scene', () => {
    const r = read('Okay I have to share this one. My old teacher was in my kitchen making soup. She handed me a spoon and told me to taste it. Then the kitchen filled with birds and we both laughed. I woke up happy.');
    expect(r).not.toMatch(/share this one/);
    expect(r.split('\n\n')[0]).toMatch(/your old teacher was in your kitchen/);
  });

  it('never opens the first scene with a bare "First," nor with a connective', () => {
    const openings: string[] = (readingData as Record<string, string[]>)['open'] ?? [];
    expect(openings.length).toBeGreaterThan(3);
    for (const s of openings) expect(s).not.toMatch(/^(First|Then|And|Next)\b/);
  });
});
