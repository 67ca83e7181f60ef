/**
 * Stock glosses the dream's own moment contradicts are not said: menace or death in a peaceful
 * dream, a sexual reading for a writer who says they are under eighteen, a threshold for the door
 * of a fridge, a weapon's meaning for arrows painted on a floor.
 */
import { describe, expect, it } from 'vitest';
import { interpretBuiltin } from '../builtin';
import { contextOf } from './context-of.test-helper';
import { glossClashes } from './gloss-fit';

const read = (text: string): string => interpretBuiltin(text).interpretation;

describe('a peaceful dream', () => {
  const GENTLE =
    'A gentle dream I would like to keep. I was walking by a still lake in the evening and nobody else was around, but I did not feel alone. A hare came out of the reeds and sat beside me, quite unafraid. After a long while I knew it was time to go home, and I went without any sadness. I woke feeling rested.';

  it('gets no gloss of death, loneliness or timidity', () => {
    const r = read(GENTLE);
    expect(r).not.toMatch(/\bdeath\b|as death does/i);
    expect(r).not.toMatch(/\balone\b(?! dream)/i);
    expect(r).not.toMatch(/timid|fearful/i);
  });

  it('does not call its calm ending unsettled', () => {
    expect(read(GENTLE)).not.toMatch(/nothing is settled|tension is not resolved|work is not finished|still in play/i);
  });

  it('still reads the emptiness of a frightening dream', () => {
    const r = read('I was in an old house and nobody was around. The corridors went on and on and I was terrified that something was behind me.');
    expect(r).toMatch(/without witnesses|happen to you alone/);
  });
});

describe('a calm dream of someone who has died', () => {
  it('may still read an ending imposed from outside as one', () => {
    const r = read('My dad died last year. In the dream we were at his old allotment, it was calm and sunny, and then a nurse came and said visiting hours were over and I had to leave him there. I woke up.');
    expect(r).toMatch(/ended from outside|as death does/);
  });
});

describe('a dream the writer laughs at', () => {
  it('gets no talk of dying', () => {
    const r = read('weirdest dream lol. i was at school but the hallways were made of squishy blue foam and everyone was bouncing instead of walking. the hallways kept getting longer and i bounced down them forever, laughing, until i woke up');
    expect(r).not.toMatch(/dying|death/i);
  });
});

describe('a young writer', () => {
  it('gets no sexual or intimate reading of a bed', () => {
    const r = read('i was in my bedroom but the room was longer than normal like a corridor and my bed was at the far end and i knew something was under it because i could hear it scratching and then my mum called me from the kitchen but her voice was wrong so i didnt answer and then something grabbed my ankle and i woke up and couldnt move. why do i get such scary dreams im 15');
    expect(r).not.toMatch(/intima|sexual|desire|erotic|marriage bed/i);
  });

  // Young writers often give their age as a tag, a school year or a parent's rule rather than "I'm 15".
  const BEDROOM = 'i was in my bedroom but the room was longer than normal like a corridor and my bed was at the far end and i knew something was under it because i could hear it scratching and then my mum called me from the kitchen but her voice was wrong so i didnt answer and then something grabbed my ankle and i woke up and couldnt move.';
  it.each([
    ['(15F) why do i get such scary dreams'],
    ['15 y/o here, why do i get such scary dreams'],
    ['im in 9th grade. why do i get such scary dreams'],
    ['my mum wont let me sleep with the light on. why do i get these'],
    ['[16 m] why do i get such scary dreams'],
  ])('is recognised from "%s"', (tail) => {
    expect(read(`${BEDROOM} ${tail}`)).not.toMatch(/intima|sexual|desire|erotic|marriage bed/i);
  });
});

describe('a thing that is part of the scene', () => {
  it('reads no threshold into the door of a fridge', () => {
    const r = read('I was about to play in a concert and when I opened my case my cello was a fridge. I put it between my knees and played and it only hummed. Then the fridge door swung open and inside was my old violin, and I played a simple scale and everyone stood up.');
    expect(r).not.toMatch(/threshold/i);
  });

  it('reads no weapon into arrows on the floor of a shop', () => {
    const r = read('I was in a huge furniture store and all the arrows on the floor were pointing in different directions. A man in a grey coat started following me and I ran through the kitchen displays. I hid in a wardrobe and he knocked three times. Then I woke up.');
    expect(r).not.toMatch(/aggression|cut through/i);
  });

  it('does not read the first note of a concerto as a letter', () => {
    const a = interpretBuiltin('I was on stage to play the concerto and the orchestra was waiting. I kept trying to find the first note of the concerto and it just was not there. The audience started to hum and I woke up.');
    expect(a.symbols.map((s) => s.symbol)).not.toContain('letter');
  });
});

describe('a find that is an escape', () => {
  it('does not read the door found while fleeing as something of your own come upon', () => {
    const r = read('Something was chasing me down a long corridor at school and I never saw it, I only heard it behind me. I kept trying doors but they were all locked. Finally I found a door that opened into the old gym and I hid under the stage. Then I woke up.');
    expect(r).not.toMatch(/something of your own, waiting to be recognised|putting something into your hands/);
  });

  it('still reads a find in a dream without a chase', () => {
    const r = read('I was walking on the beach and I found a ring in the sand. I put it on and it fit perfectly. Then I woke up.');
    expect(r).toMatch(/something of your own, waiting to be recognised|putting something into your hands/);
  });
});

describe('a thing the dream takes back', () => {
  it('reads no fire where the flames turned out to be streamers', () => {
    const r = read('The whole house was burning but it turned out the flames were just paper streamers, and everyone was laughing. Then I woke up hungry.');
    expect(r).not.toMatch(/passion|what in your life is burning|the fire spreads/i);
  });

  it('reads no snake where it was only a rope', () => {
    const a = interpretBuiltin('There was a snake on my pillow but it was only a rope. I laughed and went back to sleep.');
    expect(a.symbols.map((s) => s.symbol)).not.toContain('snake');
    expect(a.interpretation).not.toMatch(/shedding its skin|renewal and of danger/);
  });
});

// A gloss said of one moment claims only what that moment's words bear out: who does the deed,
// whether the dreamer speaks, whether anyone has left, whether a fear rules, whether a flight was hard.
describe('a gloss held to its moment', () => {
  it('does not give the dreamer a meal someone else eats', () => {
    const r = read('My uncle was driving the tractor down to the field. Every time we hit a bump he would laugh and eat a sausage roll out of his coat pocket. Then we reached the gate and I woke up.');
    expect(r).not.toMatch(/what you eat|you are absorbing|lets you enjoy it/);
  });

  it('does not say the dreamer spoke where the dream never lets them', () => {
    const r = read('My aunt was sitting in her garden shelling peas. I said hello and she didn\'t answer, she just kept shelling them into a bowl. Then the rain started and I woke up.');
    expect(r).not.toMatch(/lets you say|say what you needed/);
  });

  it('does not say everyone has left where only time is left', () => {
    const r = read('I was sitting the maths test in the gym. The teacher said I had five minutes left and everybody turned around and looked at me. I could not read the questions. Then I woke up.');
    expect(r).not.toMatch(/already (left|gone)|stayed on while the day ended/);
  });

  it('does not say panic takes over where the sentence holds the fear still', () => {
    const r = read('A bear came into the tent in the night. I was terrified but I knew I had to stay completely still, so I did, and it sniffed my hair and went out again. Then I woke up.');
    expect(r).not.toMatch(/panic takes over|at its height/);
  });

  it('does not call a flight hard work that the dream says came easily', () => {
    const r = read('I found I could fly just by thinking about it and I floated up over the harbour. Later my sister called me from below and I started to sink, and the harder I tried to stay up the heavier I felt. I landed on the pier.');
    expect(r).not.toMatch(/not effortless|has to be earned|takes effort/);
  });

  it('does not tell an apology only wanted as one that mended things', () => {
    const r = read('I was in the kitchen with my brother. I wanted to say sorry for the wedding but I couldn\'t get the words out. He kept drying the plates. Then I woke up.');
    expect(r).not.toMatch(/apology mends|bond be restored|forgiveness enters/);
  });
});

describe('a figure cast in a role', () => {
  it('gives a tender father no passage on law and judgement', () => {
    const r = read('My dad was in his shed fixing a bike wheel like he always did on Sundays. He handed me a spanner and we worked on it together without talking. Then he put his arm around my shoulders and walked back to the house. I woke up.');
    expect(r).not.toMatch(/\blaw\b|sky-gods|authority|forbid|inherited/);
  });

  it('gives a father who only works at something the father who provides, not the lawgiver', () => {
    const r = read('My dad was painting the garden fence.');
    expect(r).not.toMatch(/\blaw\b|sky-gods|forbid/);
    expect(r).toMatch(/provides|handed on/);
  });

  it('gives the mother and father of a family the dream watches no myth of the dreamer\'s parents', () => {
    const r = read('I was at a picnic in the park. A family was sitting near us. The mother was shouting at her kids and the father was asleep. I woke up.');
    expect(r).not.toMatch(/personal mother|maternal ground|world of law|sky-gods|lawgiver/);
  });

  it('gives someone else\'s dad no passage on the father either', () => {
    const r = read('i was a kettle in a shop. a family kept picking me up and putting me down. the dad said "too shiny" and they left. then a teaspoon waved at me.');
    expect(r).not.toMatch(/\blaw\b|sky-gods|authority|inherited/);
  });

  it('does not weigh the boss by standards where the dream shows no judging', () => {
    const r = read('My boss was a giraffe and he was driving the minibus to the conference, eating crisps. I was in the back taking notes. We all sang along to the radio. I woke up laughing.');
    expect(r).not.toMatch(/whose standard|sets the standard|weight of expectation/);
  });
});

describe('glossClashes said of a moment', () => {
  const at = (text: string, verb: string) => {
    const ctx = contextOf(text);
    const c = ctx.drama.clauses.find((x) => x.verbLemma === verb);
    return { ctx, clause: c?.index ?? -1, token: c?.verb ?? undefined };
  };

  it('refuses a deed of the dreamer\'s where another does it, and allows it where the dreamer does', () => {
    const his = at('My uncle sat in the cab and ate a pork pie.', 'eat');
    expect(glossClashes(his.ctx, 'what you eat in a dream is what you are absorbing', his)).toBe(true);
    const mine = at('I sat in the cab and ate a pork pie.', 'eat');
    expect(glossClashes(mine.ctx, 'what you eat in a dream is what you are absorbing', mine)).toBe(false);
  });

  it('refuses "lets you say" where the dreamer never speaks after the silence', () => {
    const m = at('She didn\'t answer. She kept sweeping the yard and I watched her.', 'answer');
    expect(glossClashes(m.ctx, 'the silence leaves the talking to you, and the dream lets you say what you needed to say', m)).toBe(true);
    const spoke = at('She didn\'t answer. So I told her everything about the move.', 'answer');
    expect(glossClashes(spoke.ctx, 'the silence leaves the talking to you, and the dream lets you say what you needed to say', spoke)).toBe(false);
  });

  it('refuses "everyone has already left" where nobody leaves', () => {
    const m = at('I had two minutes left and everybody turned around.', 'turn');
    expect(glossClashes(m.ctx, 'everyone else has already left, and you did not notice', m)).toBe(true);
    const gone = at('When I looked up everyone had gone home.', 'go');
    expect(glossClashes(gone.ctx, 'everyone else has already left, and you did not notice', gone)).toBe(false);
  });

  it('refuses "panic takes over" where the sentence sets something against the fear', () => {
    const m = at('I was terrified but I knew I had to stay still.', 'terrify');
    expect(glossClashes(m.ctx, 'panic takes over, and I would take it as a pointer', { clause: m.clause, token: 2 })).toBe(true);
    const plain = at('I was terrified and ran for the door.', 'terrify');
    expect(glossClashes(plain.ctx, 'panic takes over, and I would take it as a pointer', { clause: plain.clause, token: 2 })).toBe(false);
  });

  it('refuses law and judgement for a father the dream shows tender, not for one it shows stern', () => {
    const tender = contextOf('My dad handed me a spanner and put his arm around my shoulders.');
    const dad = tender.drama.mentions.find((m) => m.hit.entry.id === 'father');
    expect(glossClashes(tender, 'the father stands for the world of law and convention', { clause: dad?.clause ?? 0, figure: dad?.hit ?? null })).toBe(true);
    const stern = contextOf('My dad stood in the doorway and would not let me in. He shouted at me to go back.');
    const dad2 = stern.drama.mentions.find((m) => m.hit.entry.id === 'father');
    expect(glossClashes(stern, 'the father stands for the world of law and convention', { clause: dad2?.clause ?? 0, figure: dad2?.hit ?? null })).toBe(false);
  });

  it('refuses a reading that opens on the dreamer doing what another person does', () => {
    const m = at('My aunt kept brushing my hair again and again.', 'brush');
    expect(glossClashes(m.ctx, 'you do it again, and again, without being told what would make it right', m)).toBe(true);
    expect(glossClashes(m.ctx, 'the dream lets you move freely', m)).toBe(true);
    const mine = at('I kept brushing my hair again and again.', 'brush');
    expect(glossClashes(mine.ctx, 'you do it again, and again, without being told what would make it right', mine)).toBe(false);
  });

  it('refuses a gift where nothing is given', () => {
    const m = at('An old man was sitting on the bench and he smiled at me.', 'smile');
    expect(glossClashes(m.ctx, 'the old one comes with a question and a gift rather than an explanation', m)).toBe(true);
    const given = at('An old man on the bench gave me a shell.', 'give');
    expect(glossClashes(given.ctx, 'the old one comes with a question and a gift rather than an explanation', given)).toBe(false);
  });

  it('takes a figure shaking its head at the dreamer for one that judges', () => {
    const ctx = contextOf('I kept dropping the plates. The manager was watching me and shaking his head.');
    const boss = ctx.drama.mentions.find((m) => m.hit.entry.id === 'boss');
    expect(glossClashes(ctx, 'whose voice is it, inside you, that sets the standard the manager sets?', { clause: boss?.clause ?? 0, figure: boss?.hit ?? null })).toBe(false);
  });
});
