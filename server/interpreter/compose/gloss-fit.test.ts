/**
 * Stock glosses the dream's own moment contradicts are not said: menace or death in a peaceful
 * dream, a sexual reading for a writer who says they are under eighteen, a threshold for the door
 * of a fridge, a weapon's meaning for arrows painted on a floor.
 */
import { describe, expect, it } from 'vitest';
import { interpretBuiltin } from '../builtin';

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
