import { describe, expect, it } from 'vitest';
import { scoreEmotions } from '../emotions';
import { getLexicon } from '../lexicon';
import { parseText } from '../nlp';
import { findSymbols } from '../symbols';
import { validateDramaCues } from './cues';
import { readDrama } from './drama';
import type { Drama } from './types';
import { dramaOf } from './drama-of.test-helper';

function drama(text: string): Drama {
  return dramaOf(text).drama;
}

const words = (d: Drama, text: string, clause: number | null | undefined): string => {
  const c = clause === null || clause === undefined ? undefined : d.clauses[clause];
  return c ? text.slice(d.spans.start[c.start], d.spans.end[c.end - 1]) : '';
};

describe('the drama cues', () => {
  it('validate', () => {
    expect(() => validateDramaCues()).not.toThrow();
  });
});

describe('who does what to whom', () => {
  it('reads "nobody laughed" as laughter that did not happen', () => {
    const d = drama('I told a joke at the party and nobody laughed.');
    const laughed = d.clauses.find((c) => c.verbLemma === 'laugh');
    expect(laughed?.subject).toBe('nobody');
    expect(laughed?.negated).toBe(true);
    expect(laughed?.feelings).toEqual([]);
    // The laugh is denied where it is named; only the joke the dreamer told stays an image.
    const denied = d.mentions.find((m) => m.clause === laughed?.index && m.hit.entry.id === 'laughing');
    expect(denied?.negated).toBe(true);
  });

  it('keeps the horse with the dreamer who rides it away', () => {
    const d = drama('I rode the horse away into the dark and I wasn’t scared.');
    const ride = d.clauses[0];
    expect(ride?.subject).toBe('dreamer');
    expect(ride?.verbLemma).toBe('ride');
    expect(ride?.particles).toContain('away');
    expect(d.mentions.find((m) => m.hit.entry.id === 'horse')?.role).toBe('object');
    expect(d.ending.kind).toBe('departure');
    // "wasn't scared" is a fear denied, not felt.
    expect(d.clauses.flatMap((c) => c.feelings).filter((f) => f.emotion === 'apprehension')).toEqual([]);
    expect(d.clauses.flatMap((c) => c.deniedFeelings).length).toBe(1);
  });

  it('sees the baby asleep in the dreamer’s arms as held, the first image of the dream', () => {
    const d = drama('The baby was asleep in my arms. I sang to her until the sun came up.');
    expect(d.central?.mention.hit.entry.id).toBe('baby');
    const sang = d.clauses.find((c) => c.verbLemma === 'sing');
    expect(sang?.object).toBe('other');
    expect(d.mentions.some((m) => m.hit.entry.id === 'baby' && m.clause === sang?.index && m.viaPronoun)).toBe(true);
  });

  it('resolves a pursuer named once and then called "he"', () => {
    const text = 'A man in a grey coat followed me through the market. I ran into a church and he came after me. He grabbed my arm.';
    const d = drama(text);
    expect(d.central?.mention.hit.entry.id).toBe('stranger-man');
    expect(d.mentions.filter((m) => m.hit.entry.id === 'stranger-man').length).toBeGreaterThanOrEqual(3);
    expect(d.shape.primary).toBe('chase');
  });
});

describe('the four phases', () => {
  const text =
    'I was in my grandmother’s kitchen and she was baking bread. We talked about the garden. Suddenly the floor opened and I fell into a dark cellar full of water. In the end I found a small golden key at the bottom and climbed out.';

  it('finds the exposition, the turn and the lysis in their order', () => {
    const d = drama(text);
    expect(words(d, text, d.exposition[0])).toMatch(/grandmother’s kitchen/);
    expect(d.turn?.kind).toBe('sudden');
    expect(words(d, text, d.turn?.clause)).toMatch(/the floor opened/);
    expect(words(d, text, d.ending.clause)).toMatch(/climbed out/);
    expect(d.turn?.clause).toBeLessThan(d.ending.clause ?? -1);
    expect(d.development.every((c) => c > (d.exposition[0] ?? 0))).toBe(true);
  });

  it('tells a waking that cuts the dream off from one that follows its end', () => {
    const cut = drama('I was looking for my keys in an endless hallway. The doors were all locked. I woke up before I found them.');
    expect(cut.ending.kind).toBe('waking');
    const calm = drama('I was walking on a beach with my sister. We found a shell and laughed. I woke up happy.');
    expect(calm.ending.kind).not.toBe('waking');
    expect(calm.ending.feeling).toBe('happiness');
  });

  it('keeps back-story and remarks about the dream out of the story', () => {
    const text2 = 'I have a big exam on Friday so this makes sense. In the dream I was on a boat with my father. The sea was calm. That’s all I remember.';
    const d = drama(text2);
    expect(words(d, text2, d.exposition[0])).toMatch(/on a boat with my father/);
    expect(d.clauses.filter((c) => c.frame).map((c) => words(d, text2, c.index)).join(' ')).toMatch(/big exam.*all I remember/);
  });

  it("keeps the dreamer's waking explanations of the dream out of the story, and a dream's own because in it", () => {
    const text = 'I was in my grandmother’s garden and the roses were black. She handed me a letter. I woke up crying. I think it is because my divorce was finalized last week.';
    const d = drama(text);
    const story = d.clauses.filter((c) => !c.frame).map((c) => words(d, text, c.index)).join(' ');
    expect(story).toMatch(/roses were black/);
    expect(story).not.toMatch(/divorce/);
    const ship = 'We were on a ship in a storm. Then the ship sank. I was late for work that morning, which is probably why.';
    const s2 = drama(ship);
    expect(s2.clauses.filter((c) => c.frame).map((c) => words(s2, ship, c.index)).join(' ')).toMatch(/probably why/);
    const inside = 'The door was locked because the guard had left, so I climbed out through the window.';
    const s3 = drama(inside);
    expect(s3.clauses.filter((c) => !c.frame).map((c) => words(s3, inside, c.index)).join(' ')).toMatch(/because the guard had left/);
  });

  it('keeps a baby "in this dream" and a recognition of the dream inside it in the story, and a remark after it out', () => {
    const baby = 'I had a baby in this dream and I kept forgetting about it. Once I found it in a drawer.';
    const b = drama(baby);
    expect(words(b, baby, b.clauses.find((c) => !c.frame)?.index)).toMatch(/^I had a baby/);
    const text = 'I am in my old school and I cannot find a toilet. Last night it happened again but this time I thought, hang on, I have had this dream before. I just stopped looking and the need went away. I do not know why that felt like such a big deal but it did.';
    const d = drama(text);
    const story = d.clauses.filter((c) => !c.frame).map((c) => words(d, text, c.index)).join(' ');
    expect(story).toMatch(/had this dream before/);
    expect(story).not.toMatch(/big deal|but it did/);
    expect(words(d, text, d.ending.clause)).toMatch(/the need went away/);
  });

  it('does not end on a departure when something happens after it', () => {
    expect(drama('I answered the last question. Then I left and stood in the lift and my teeth were all back.').ending.kind).not.toBe('departure');
    expect(drama('I rode the horse away into the dark and I wasn’t scared.').ending.kind).toBe('departure');
  });
});

describe('shapes', () => {
  const cases: [string, string][] = [
    ['chase', 'Something was chasing me through a forest at night. I ran and ran but it kept coming after me, and I could hear it breathing behind me.'],
    ['search', 'I was looking for my car in a huge parking garage. I searched every level but I couldn’t find it anywhere.'],
    ['flight', 'I was flying over my hometown at dawn. I soared above the rooftops and the river, and I landed on the church tower.'],
    ['fall', 'I was standing on the edge of a cliff and suddenly I fell. I kept falling through the clouds for a long time.'],
    ['transformation', 'My cat turned into an old woman in a red coat. Then the old woman turned into a tree in the middle of my room.'],
    ['water', 'A huge wave rose over the beach and the sea flooded the town. I was swimming in the cold water between the houses.'],
  ];
  for (const [shape, text] of cases) {
    it(`reads a ${shape} dream as ${shape}`, () => {
      expect(drama(text).shape.primary).toBe(shape);
    });
  }

  it('notes that a dream comes back, beside its plot', () => {
    const d = drama('I keep having this dream. A black dog is chasing me down the street and I run until I wake up.');
    expect(d.recurring).toBe(true);
    expect([d.shape.primary, d.shape.secondary]).toContain('recurring');
    expect([d.shape.primary, d.shape.secondary]).toContain('chase');
  });

  it('does not take a world back to normal "again" inside the dream for a dream that comes back', () => {
    const d = drama('The sky had gone green and everyone was hiding. Then the green went out of the sky and it was a normal grey afternoon again. We ate cheese on toast.');
    expect(d.recurring).toBe(false);
    expect(d.clauses.find((c) => c.verbLemma === 'be' && c.markers.includes('recurring'))?.frame ?? false).toBe(false);
    // Said of the whole dream, it is still the writer's verdict.
    expect(drama('It was just a normal day at work. I answered emails and went home.').clauses[0]?.frame).toBe(true);
  });

  it('calls a dream of a few words a fragment when asked to', () => {
    const lex = getLexicon();
    const parsed = parseText('Just a snake.');
    expect(readDrama('Just a snake.', parsed, findSymbols(parsed, lex), scoreEmotions(parsed, lex).scores, lex, { sparse: true }).shape.primary).toBe('fragment');
  });
});

describe('what the dreamer says of the dream', () => {
  it('takes the image the dreamer names the dream by as its centre', () => {
    const text = 'Teeth dream again, I get these when im stressed. I was brushing my teeth and they crumbled into the sink. Then I was at the dentist and the dentist was my old teacher. He counted them with a pencil and he said one was not mine. He held it up and he smiled.';
    expect(drama(text).central?.mention.hit.entry.id).toBe('teeth');
  });

  it('finds who "she" is past an aside in brackets and a comparison with childhood', () => {
    const text = 'My sister and I havent spoken properly for 3 years (long story, a falling out over mums house). In the dream we were on a night ferry, like the one we used to get as kids. She stole all the crispy bits of the chips and I let her. She fell asleep with her head on my shoulder and she was smiling.';
    expect(drama(text).central?.mention.hit.entry.id).toBe('sister');
  });

  it('follows a pet of the back-story through the dream\'s "him", and gives a person\'s words to the person', () => {
    const text = 'Our dog Biscuit died in March. Last night I dreamed I was walking him along the canal and he was running ahead, really happy. Then he went round the corner and when I got there he was gone. There was a man fishing and I asked if he had seen a small brown dog and he said no dogs come down here any more. His lead was hanging on the fence. I took it and walked home. I wasnt crying in the dream but I woke up crying.';
    const d = drama(text);
    expect(d.central?.mention.hit.entry.id).toBe('dog');
    // "I wasn't crying in the dream" compares the dream with the waking: the dream ends on the way home.
    expect(words(d, text, d.ending.clause)).toMatch(/walked home|took it/);
  });

  it('leaves a remark about real life said in the present out of the dream, to the end of its sentence', () => {
    const text = 'The car rolled onto a beach and stopped at the edge of the water. I sat there with the window down. I dont even drive in real life, I never passed my test';
    const d = drama(text);
    expect(words(d, text, d.ending.clause)).toMatch(/window down/);
  });
});

describe('the writer\'s remarks around the dream', () => {
  it('leaves out the verdict that opens a report', () => {
    const text = 'Warning this one was horrible. I was babysitting in a big old house and the baby was asleep upstairs. Then the monitor crackled.';
    const d = drama(text);
    const told = d.clauses.filter((c) => !c.frame && !c.outside && !c.waking).map((c) => words(d, text, c.index)).join(' | ');
    expect(told).not.toMatch(/horrible/);
    expect(told).toMatch(/babysitting/);
  });

  it('reads things floating past the dreamer as no flight', () => {
    const d = drama('The water kept rising and I went up the stairs and I could see all our stuff floating in the hallway, the photo albums and the big clock. I climbed out onto the roof and waited.');
    expect([d.shape.primary, d.shape.secondary]).not.toContain('flight');
  });
});


describe('a pursuit comes after the dreamer', () => {
  it('reads someone the dreamer knows coming towards them as a meeting, a stranger coming towards them as a pursuit', () => {
    const dog = drama('I was on the beach with our dog Biscuit. I heard her bark and she came running towards me from the sea. I threw the ball and she ran after it.');
    expect(dog.clauses.some((c) => c.pursuit)).toBe(false);
    const friend = drama('I was sitting on a bench at the station. Then Kayla was walking across the hall toward me.');
    expect(friend.clauses.some((c) => c.pursuit)).toBe(false);
    const stranger = drama('We were in the food court and then this guy in a yellow raincoat just started walking toward us.');
    expect(stranger.clauses.some((c) => c.pursuit)).toBe(true);
    expect(drama('A man in a grey coat was running after me down the street.').clauses.some((c) => c.pursuit)).toBe(true);
  });
});

describe('"they" and "them" of things', () => {
  it('point to things in the plural, so the teeth pushed back in are the teeth, and the dream is about them', () => {
    const text = 'It was photo day and when I smiled my front teeth came out into my hand. I tried to push them back in and they would not stay, so I put them in my pocket.';
    const d = drama(text);
    const push = d.clauses.find((c) => c.verbLemma === 'push');
    expect(push && d.mentions.some((m) => m.clause === push.index && m.viaPronoun && m.hit.entry.id === 'teeth')).toBe(true);
    expect(d.central?.mention.hit.entry.id).toBe('teeth');
  });

  it('still point to a group named in the singular', () => {
    const d = drama('My family was at the table. I told them about the job and they laughed.');
    const told = d.clauses.find((c) => c.verbLemma === 'tell');
    expect(told?.object).toBe('other');
  });
});

describe('what the clause splitter and the image finder take for what', () => {
  it('keeps "red and silver with small mirrors" in one clause: "and" between two colours joins no clauses', () => {
    const text = 'An Egungun masquerade was coming down the lane, very tall, the cloth in layers of red and silver with small mirrors, and it had no face.';
    const d = drama(text);
    expect(d.clauses.some((c) => /^and silver/.test(words(d, text, c.index)))).toBe(false);
    // The second adjective that opens a new subject still starts a clause.
    const t2 = 'My arms went up and started getting stiff and barky and little leaves came out of my fingers.';
    const d2 = drama(t2);
    expect(d2.clauses.some((c) => /^and little leaves came out/.test(words(d2, t2, c.index)))).toBe(true);
  });

  it('reads a horse that follows the dreamer in a glad dream as company, and a man who follows in fear as a pursuit', () => {
    const glad = drama('There was a white horse in the hallway at my school. It followed me to every class. Then the horse came with me across the football field and I felt so free and happy.');
    const follows = glad.clauses.find((c) => c.verbLemma === 'follow');
    expect(follows?.companion).toBe(true);
    expect(follows?.pursuit).toBe(false);
    expect(glad.shape.primary).not.toBe('chase');
    const feared = drama('A man in a black coat followed me through the market and I was terrified. I ran and hid.');
    expect(feared.clauses.find((c) => c.verbLemma === 'follow')?.companion).toBe(false);
  });

  it('finds no snake in "the snake catcher" (a person), but keeps the snake itself', () => {
    const d = drama('There was a cobra in the rice drum. My mother-in-law shouted to call the snake catcher, but I said no. The snake was watching me.');
    const snakes = d.mentions.filter((m) => m.hit.entry.id === 'snake' && !m.viaPronoun);
    const text = 'There was a cobra in the rice drum. My mother-in-law shouted to call the snake catcher, but I said no. The snake was watching me.';
    const catcherAt = text.indexOf('snake catcher');
    expect(snakes.some((m) => d.spans.start[m.start] === catcherAt)).toBe(false);
    expect(snakes.length).toBeGreaterThanOrEqual(2);
  });

  it('takes "Platform 21" on a board for a sign, not an image of the dream', () => {
    const text = 'I have a ticket in my hand, and the board says Platform 21, but the platforms only go up to 20. I see the train pulling out.';
    const d = drama(text);
    const at = text.indexOf('Platform 21');
    expect(d.mentions.some((m) => d.spans.start[m.start] === at)).toBe(false);
  });
});

describe('the dream read as it goes', () => {
  it('reads a lucid "I thought \'I\'m dreaming, I can fly\'" as the dream, and a dropped lanyard as no fall', () => {
    const text = "I was standing on the beach at dusk and I noticed the waves were going backwards. I thought 'I'm dreaming, I can fly' and I jumped. So I took the lanyard off and dropped it into the sea and shot straight up, over the cliffs. Then I got scared and woke up.";
    const d = drama(text);
    const flew = d.clauses.find((c) => c.verbLemma === 'fly');
    expect(flew?.frame).toBe(false);
    expect(d.shape.primary).toBe('flight');
    expect(d.shape.primary).not.toBe('fall');
  });

  it('takes a relative "which" for the noun just before it, not for an animal named earlier', () => {
    const text = 'A fox trotted out through the cat flap, and I followed it into the back garden, which had become a wood.';
    const d = drama(text);
    const became = d.clauses.find((c) => c.verbLemma === 'become');
    const head = became?.subjectHead ?? null;
    expect(head === null ? '' : text.slice(d.spans.start[head], d.spans.end[head])).toBe('garden');
  });
});

describe('the ending as the dream leaves it', () => {
  it('reads no calm ending when the last thing the dreamer does is left undone after a glad moment', () => {
    const d = drama("I gave birth on the lecture hall steps and the baby was a tiny city. I wrapped it in my scarf and took the metro home and I felt weirdly proud. When I got home I didn't know where to put it down. I woke up with my hands cupped together.");
    expect(d.ending.kind).not.toBe('peace');
    expect(drama('I wrapped the baby in my scarf and took the metro home and I felt weirdly proud. I sat on the sofa with her in my arms. I woke up smiling.').ending.kind).toBe('peace');
  });
});

describe('what the dreamer says they are', () => {
  it('is the dreamer, never the "she" or "he" of the dream', () => {
    const text = "I'm a Nigerian student doing my MSc in Leeds. Dreamt I looked in the mirror and my reflection was a few seconds behind me. She was wearing the ankara dress my mother sewed.";
    const d = drama(text);
    const wearing = d.clauses.find((c) => c.verbLemma === 'wear');
    const head = wearing?.subjectHead ?? null;
    expect(head === null ? '' : text.slice(d.spans.start[head], d.spans.end[head])).not.toBe('student');
    const kid = 'Last night I had my first flying dream since I was a kid. We were walking along the seafront and she stepped off the railing and floated. She held out her hand and I took it.';
    const k = drama(kid);
    const held = k.clauses.find((c) => c.verbLemma === 'hold');
    const h = held?.subjectHead ?? null;
    expect(h === null ? '' : kid.slice(k.spans.start[h], k.spans.end[h])).not.toBe('kid');
  });
});

describe('how the dream ends', () => {
  it('keeps telling the dream after the dreamer tries to wake someone else', () => {
    const text = 'I was on a night bus and my brother was asleep beside me. The bus kept missing its stops. I tried to wake him up and he just mumbled. Then the bus turned into a boat and we drifted to a pier and got off.';
    const d = drama(text);
    expect(d.ending.waking).toBeNull();
    expect(words(d, text, d.ending.clause)).toMatch(/got off/);
  });

  it('does not call a waking that brings the dream back with it a break-off', () => {
    const text = 'My grandmother was baking bread in her old kitchen and she gave me the first slice. I wanted to ask her something but I could not find the words. I woke up and I could still smell the bread.';
    const d = drama(text);
    expect(d.ending.kind).not.toBe('waking');
    expect(words(d, text, d.ending.carried)).toMatch(/smell the bread/);
  });

  it('reads a closing feeling that is both hard and glad as mixed, misspelt or not', () => {
    const text = 'I had to give a toast at my cousin\'s party and forgot every word, so I sang instead. Everyone laughed and then joined in. I felt so embarassed but also a strange happy feeling. Then I woke up.';
    expect(drama(text).ending.kind).toBe('mixed');
    expect(drama('I was planting tomatoes with my ex in a garden. We did not talk much and the sun went down. I woke up feeling sort of calm and a bit sad.').ending.kind).toBe('mixed');
    // Tears of relief are one feeling, not two.
    expect(drama('I lost my dog at the fair and looked everywhere. At last I found him asleep under the carousel. I cried with joy.').ending.kind).not.toBe('mixed');
  });

  it('does not read a hard feeling felt only on waking as the dream cut short', () => {
    const d = drama('I was in a greenhouse with an old friend and we watered the orchids together. She laughed at my old jokes and the afternoon light was gold. I woke up feeling guilty.');
    expect(d.ending.kind).not.toBe('waking');
  });

  it('reads a runaway that comes to rest by itself as a halt', () => {
    const d = drama('I was riding my old bike down a steep hill and the brakes did nothing. I kept going faster past the school. Then the road went flat and the bike slowed down by itself and stopped at the bakery.');
    expect(d.ending.kind).toBe('halt');
  });

  it('gives what happens "for real" before the waking to the waking, not to the dream', () => {
    const text = 'I was rowing my son across a lake and he laughed at the ducks. Then he cried for real and I woke up and picked him up.';
    const d = drama(text);
    expect(words(d, text, d.ending.clause)).toMatch(/laughed at the ducks/);
  });

  it('reads past a pause between a subject and its verb, and past the road not taken', () => {
    const text = 'I was climbing a ladder to the roof and the top rung snapped and instead of dropping I just... floated.';
    const d = drama(text);
    const floated = d.clauses.find((c) => c.verbLemma === 'float');
    expect(floated?.subject).toBe('dreamer');
    expect(d.clauses.some((c) => c.verbLemma === 'drop')).toBe(false);
  });
});
