import { describe, expect, it } from 'vitest';
import { interpretBuiltin } from '../builtin';
import { parseText } from '../nlp';
import { insideQuotation } from './revoice';
import readingData from '../lexicons/reading.json' with { type: 'json' };
import { dramaOf } from '../structure/drama-of.test-helper';

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

describe('single marks around someone\'s words are quotation marks, not apostrophes', () => {
  it('keeps words after "was" in single marks whole and in their own person', () => {
    const r = read("I was giving a speech at my sister's wedding and the microphone kept getting taller. Everyone was eating soup very loudly. I tried to say 'congratulations to you both' and what came out was 'any questions?' Then the lights went out and I woke up.");
    expect(r).not.toMatch(/was' any|was 'any questions\.|congratulations to you both' and what came out was' /);
    expect(r).not.toMatch(/(^|[^'"])any questions\./);
    // The words in marks after "was" and after the one spoken to are someone's words, not the story's.
    const tokens = parseText("what came out was 'any questions?' and I told my cousin 'that is my wedding' but the kids' bikes were gone.").tokens;
    const inside = insideQuotation(tokens);
    const marked = tokens.filter((_, i) => inside[i]).map((t) => t.value).join(' ');
    expect(marked).toBe('any questions ? that is my wedding');
  });

  it('quotes what the dreamer tells someone named, with its "my" kept', () => {
    const r = read("I was at a wedding but I was only a guest. I was standing by the cake eating a slice and watching a stranger dance with the bride. I tried to tell my cousin 'that is my wedding' but he said 'relax, eat your cake.' Then the band started playing and I woke up.");
    expect(r).not.toMatch(/'that is your wedding'|"that is your wedding"/);
    expect(r).toMatch(/\b[Yy]ou tried to tell your cousin "that is my wedding", and he said "relax, eat your cake"/);
  });
});

describe('a diary\'s sentence without its subject', () => {
  it('sets a verbless scene with "it was" and gives the verb after it the dreamer', () => {
    const r = read('I was up on a ladder painting the lighthouse. Lovely day, could see for miles. Then the ladder went soft and I slid down into the sea. A seal came and looked at me. Woke up.');
    expect(r).toMatch(/it was a lovely day, and you could see for miles/);
    expect(r).not.toMatch(/lovely day, could see/i);
    const cold = read("Dreamt I was in my old school. Freezing cold, couldn't feel my hands. Found my old locker and opened it. Inside was a bird. Woke up.");
    expect(cold).not.toMatch(/freezing cold, couldn't/i);
  });

  it('gives a sentence that opens on a past verb its "you"', () => {
    const r = read("Dreamt I was in my old school. Freezing cold, couldn't feel my hands. Found my old locker and opened it. Inside was a bird. Woke up.");
    expect(r).toMatch(/you found your old locker and opened it/);
  });
});

describe('a gloss slot after a contracted auxiliary', () => {
  it('keeps "you\'re driving it": the auxiliary is in the one token "I\'m"', () => {
    const r = read("Had this one on and off for years. I'm driving a car but I'm in the back seat. There's no one in the driver's seat. I'm leaning forward trying to reach the wheel, and the car's going along a long straight road. Then a bend comes and I wake up.");
    expect(r).not.toMatch(/you driving/);
  });
});

describe('the writer\'s remark before the dream is no first scene', () => {
  it('leaves out "I\'ve been meaning to write this one up"', () => {
    const r = read("I've been meaning to write this one up because it was long and very detailed. I was at a train station with a big curved roof, but there were palm trees growing on the platforms. I had a ticket for the last train and I could not find the platform. I woke up.");
    expect(r).not.toMatch(/meaning to write/);
  });
});

describe('he and she beside an animal called "him" or "her"', () => {
  it('does not make the pet the "she" of a sentence that calls it "him"', () => {
    const r = read("Last night I dreamed my ex was back in my flat. She was moving all the furniture around and I let her. Then she opened the fridge and inside it was our old dog, Pickle, wagging his tail. She got him when we split up. I was so happy to see him I cried. Then she left with him and the flat felt empty. I woke up sad.");
    expect(r).not.toMatch(/(your|the|our) (old )?dog got him/i);
    const text = "I dreamed my ex was in my new flat. She was moving my records around. Then she opened a cupboard and it was full of our dog, Biscuit, just sitting in there wagging. She got him when we split. I was so happy to see him.";
    const { parsed, drama: d } = dramaOf(text);
    const got = d.clauses.find((c) => c.verbLemma === 'get');
    expect(got?.subjectHead).not.toBeNull();
    expect(parsed.tokens[got?.subjectHead ?? -1]?.normal).not.toBe('dog');
    expect(parsed.tokens[got?.subjectHead ?? -1]?.normal).not.toBe('biscuit');
  });
});

describe('a bare waking in the ending\'s own sentence', () => {
  it('closes that sentence instead of following it as a stock line', () => {
    const r = read("I was back at school sitting a maths exam. The teacher was my uncle, who died last year. He gave me the paper and it was blank except for my name. I kept writing my name again and again to fill the page. The bell rang and I woke up.");
    expect(r).toMatch(/the bell rang, and you woke up\./);
    expect(r).not.toMatch(/Then the dream let you go|And then you woke up\.|Then you woke\./);
  });
});
