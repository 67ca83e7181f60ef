/**
 * Who says and does what, what is the writer's waking life rather than the dream, and what the
 * reading may claim of a figure, a feeling, an ending or the dreamer's life: each on dreams of our own.
 */
import { describe, expect, it } from 'vitest';
import { archetypesByEvidence } from '../archetypes';
import { interpretBuiltin } from '../builtin';
import { parseText } from '../nlp';
import { dramaOf } from '../structure/drama-of.test-helper';
import { retell } from './revoice';
import { getDramaCues } from '../structure/cues';
import { readBeats } from './beats';
import { contextOf } from './context-of.test-helper';
import { feelingSentences } from './meaning';

const reading = (text: string): string => interpretBuiltin(text).interpretation;
const archetypeNames = (text: string): string[] => {
  const { parsed, drama } = dramaOf(text);
  return archetypesByEvidence(drama, parsed.tokens).map((g) => g[0]?.name ?? '');
};

describe("the writer's words before and inside the dream", () => {
  it('starts the dream after "Dream was this:" and leaves the apology for the writer\'s English out of it', () => {
    const text = 'Hello. I am 61, a retired baker from Porto, living in Leeds with my son. Sorry, my English is not so good. Dream was this: I walk into my old bakery and a fox is kneading the dough at the big table. I tell him to stop but he only laughs and gives me a loaf, still warm. Then I wake up.';
    const r = reading(text);
    expect(r).not.toMatch(/English|apolog|sorry/i);
    expect(r).toMatch(/you walk into your old bakery/);
    const { drama, parsed } = dramaOf(text);
    const walk = drama.clauses.find((c) => parsed.tokens.slice(c.start, c.end).some((t) => t.normal === 'bakery'));
    expect(walk?.frame).toBe(false);
  });

  it('keeps "The dream went like this:" out of the story and the telling after it in', () => {
    const { drama, parsed } = dramaOf('I am 45 and I work nights at a warehouse. The dream went like this: I was climbing a ladder of books in the rain. At the top my brother waited with an umbrella. I woke up calm.');
    const climb = drama.clauses.find((c) => c.verbLemma === 'climb');
    expect(climb?.frame).toBe(false);
    expect(parsed.tokens.find((t) => t.normal === 'warehouse')?.inDream).toBe(false);
  });

  it('does not tell "We never had a fig tree", said against the dream, as something that happened in it', () => {
    const r = reading('My aunt was in the old courtyard sweeping leaves. She looked up and said "You forgot to feed the fig tree again." We never had a fig tree. Then she handed me a small blue bowl and went back to sweeping. I woke up.');
    expect(r).not.toMatch(/you never had a fig tree/i);
    expect(r).toMatch(/fig tree/);
  });

  it('reads a grandmother remembered in a "used to" description of a thing as no figure of the dream', () => {
    const text = 'I was on a night bus with a basket of plums, the plums my grandmother used to pick in her orchard. The driver turned around and she handed me a ticket with no town on it. I got off at the sea.';
    const r = reading(text);
    expect(r).not.toMatch(/grandmother who used to/i);
    expect(archetypeNames(text)).not.toContain('Great Mother');
    const { parsed } = dramaOf(text);
    expect(parsed.tokens.find((t) => t.normal === 'grandmother')?.masked).toBeTruthy();
  });
});

describe('a memory inside the dream', () => {
  it('takes neither the bed nor the mother of "the soup I made for my mother when she was ill in bed" for images of the dream', () => {
    const text = 'I am in a school canteen and a bell keeps ringing. The cook wants the soup I made for my mother when she was ill in bed. I make it and a boy eats it by the window. It was lovely. I woke up.';
    const { parsed, drama } = dramaOf(text);
    expect(reading(text)).not.toMatch(/\bbed\b(?! when)[^.]*(centre|heart)|close to the bed/);
    expect(parsed.tokens.find((t) => t.normal === 'bed')?.masked).toBeTruthy();
    expect(parsed.tokens.find((t) => t.normal === 'mother')?.masked).toBeTruthy();
    expect(drama.images.map((h) => h.entry.id)).not.toContain('bed');
  });

  it('does not say a calm ending has the central image at its centre when the last moments do not hold it', () => {
    const r = reading('I was in a print shop and a huge old printer kept spitting out pages I could not read. The printer jammed and I pulled paper out of it for hours while the printer hummed. Much later I sat alone in a quiet orchard and ate a pear under the trees. It was lovely. I woke up.');
    expect(r).not.toMatch(/(paper|printer) at its (centre|heart)|peace with the (paper|printer)|(paper|printer) is part of that peace/);
  });
});

describe('a mother in the dream, named by what she does', () => {
  it('gives no Great Mother to a mother the writer says has died, who comes back in the dream', () => {
    const text = 'My mum died four years ago. Last night she was in my kitchen making tea, humming. She gave me a cup and said "You look tired, love." Then she went out into the garden and I woke up.';
    expect(archetypeNames(text)).not.toContain('Great Mother');
    expect(reading(text)).not.toMatch(/Great Mother|devouring|keeps us small/);
  });

  it('names only the giving face of a living mother who gives, not the face that holds fast', () => {
    const text = 'I was a child again in a wooden boat and my mother gave me a warm coat and a lantern. She pointed to the far shore. I rowed across on my own and reached a field of bright poppies. I felt proud.';
    const { parsed, drama } = dramaOf(text);
    const found = archetypesByEvidence(drama, parsed.tokens).flat().find((e) => e.name === 'Great Mother');
    expect(found?.reason).toBe('mother-gives');
    expect(reading(text)).not.toMatch(/devouring|keeps us small|reluctant to let it go|holds fast|pull back toward dependence/);
  });
});

describe('a feeling, whose and with what', () => {
  it('does not set a feeling named on waking beside the central image of an earlier scene', () => {
    const r = reading('I was in a lift with my grandfather and he was wearing my school tie. He pressed every button and laughed. My grandfather held the doors open for a goat. Much later I was alone on a beach and I got really nervous and woke up.');
    expect(r).not.toMatch(/nervous[^.]*(grandfather|belongs with)/);
  });

  it('quotes neither a writer\'s "I\'m so confused" after the dream nor a "good argument" as the dream\'s feeling', () => {
    const said = feelingSentences(contextOf('I was at a harbour selling umbrellas to seagulls. One seagull made a very good argument for a discount and I agreed. I gave it two umbrellas and it flew off over the water. I woke up. Should I change jobs? I\'m so confused.'), 'the seagull').join(' ');
    expect(said).not.toMatch(/"confused"/);
    expect(said).not.toMatch(/"argument"/);
  });

  it('gives the feeling of an "it" that acts to that creature, not to the dreamer', () => {
    const { drama } = dramaOf('A heron walked into my classroom and stood on the desk. I asked it to leave, and it flew out through the window, offended, flapping.');
    const flew = drama.clauses.find((c) => c.verbLemma === 'fly');
    expect(flew?.feelings.length).toBe(0);
    expect(flew?.othersFeelings.map((f) => f.emotion)).toContain('anger');
  });
});

describe('who speaks', () => {
  it('hears a "he" after "8 year old me" as the younger self, not the father named before', () => {
    const text = 'I was in the garden of my parents\' house and my dad was mowing the lawn. I went inside and 8 year old me was sitting on the stairs with a jigsaw. I asked to help and he said "No, you will lose the pieces." Then my dad called us for dinner and I woke up.';
    const { drama, parsed } = dramaOf(text);
    const said = drama.clauses.find((c) => c.verbLemma === 'say' && c.subject === 'other');
    expect(parsed.tokens[said?.subjectHead ?? -1]?.normal).toBe('me');
    expect(reading(text)).not.toMatch(/by your dad/);
  });

  it('retells "little me" as "your little self", and "8 year old me" as "your 8 year old self"', () => {
    const retold = (text: string): string | undefined => {
      const { tokens } = parseText(text);
      return retell(tokens, 0, tokens.length, getDramaCues(), 30)?.text;
    };
    expect(retold('Little me waved from the swing.')).toMatch(/^your little self waved from the swing/);
    expect(retold('8 year old me was sitting on the stairs.')).toMatch(/^your 8 year old self was sitting on the stairs/);
  });
});

describe('what a moment means, and how the dream ends', () => {
  it('does not read a scene by the image a "but" sets aside ("roses everywhere, but the pond was frozen")', () => {
    const r = reading('I was at my aunt\'s farm in August, roses everywhere, but the pond was completely frozen. My cousin was skating on it in a swimsuit. I woke up.');
    expect(r).not.toMatch(/flourish|growth|blooming|in bloom/i);
  });

  it('ends a dream where the dreamer turns down what is offered on the refusal, not the offer', () => {
    const text = 'I was walking along a pier in the rain. An old fisherman held out a silver fish to me and I said "No thanks, I have enough." Then I woke up.';
    const { drama } = dramaOf(text);
    expect(drama.ending.kind).not.toBe('gift');
    expect(reading(text)).toMatch(/"No thanks, I have enough"/);
  });

  it('does not read a baby heard crying as the dreamer\'s own tears, nor broken things in a house as the house falling apart', () => {
    const text = 'I was cleaning the windows of a bus at night when I heard a baby crying somewhere. I found it in a bag under the seat and held it. I carried it home, but my home was a garage full of broken radios all playing at once. I woke up.';
    const ids = readBeats(contextOf(text)).flatMap((b) => b.motifs.map((h) => h.motif.id));
    expect(ids).not.toContain('crying-in-dream');
    expect(ids).not.toContain('house-decay');
    expect(reading(text)).not.toMatch(/fall(s)? apart|dwelling decays|inner house needs repair/i);
  });
});

describe('a motif only where the moment shows it', () => {
  it('does not read a form merely filled in as a standard no one explains', () => {
    const r = reading('I was at the post office filling in a form for a parcel to my cousin. Every line I filled on the form turned into a tiny river with boats on it. The clerk laughed and stamped it anyway. I woke up smiling.');
    expect(r).not.toMatch(/standard that no one will explain|without being told what is wrong/);
  });
});

describe("questions and archetypes that fit the dreamer's life", () => {
  it('does not ask a firefighter "what in your life is burning"', () => {
    const r = reading('41M, firefighter in Leeds. Since a warehouse fire in 2018 I keep having the same dream. I am in a stairwell full of smoke, I hear someone calling, and the fire spreads around me and I can\'t find the door. Last night the smoke was cold and I walked out into a car park. I woke up calm.');
    expect(r).not.toMatch(/what in your life is burning/);
  });

  it('does not read a breathing mask taken off as the persona', () => {
    const text = 'I was diving in a green lake. My mask filled with water so I took the mask off and I could breathe fine under the water. A turtle swam beside me to the bottom. I woke up.';
    expect(archetypeNames(text)).not.toContain('Persona');
  });
});
