/**
 * The central image is what the dream does something with: the thing handed over, lost, found or
 * changed, or the one who acts at the turn; not the place the dream happens in, the song playing
 * in the background, or a word that only says what another thing is made of.
 */
import { describe, expect, it } from 'vitest';
import type { Drama } from './types';
import { dramaOf } from './drama-of.test-helper';

function drama(text: string): Drama {
  return dramaOf(text).drama;
}

const central = (text: string): string | undefined => drama(text).central?.mention.hit.entry.id;

describe('the central image is not the stage', () => {
  it('follows the lift that moves, not the shopping centre it stands in', () => {
    expect(central('Glass elevator in a shopping mall. I pressed 7 and it went up past the roof and then it dropped.')).toBe('elevator');
  });

  it('takes what another hands the dreamer over the place where it happens', () => {
    const text = 'I was standing in a wide green field at dusk, and I walked across the field to the gate. Then my uncle gave me a small wooden box.';
    expect(central(text)).toBe('box');
  });

  it('does not make the song danced to the centre when "it felt easy" is only the mood', () => {
    const text = 'We were dancing slowly to a song I did not know, and it felt warm and easy. Then my brother gave me a folded map and I put it in my coat.';
    expect(central(text)).not.toBe('drum');
  });

  it('reads "a paper boat" as a boat, not as paper', () => {
    const text = 'At the party my friend gave me a paper boat and I set it on the river and watched it float away.';
    expect(central(text)).toBe('boat');
  });
});

describe('who a pronoun is', () => {
  it('does not take an animal in a list of contents for the "she" who is sought', () => {
    const d = drama('I lost my baby daughter in the station. I opened the lockers one by one and they were full of junk, umbrellas, a kettle, a cat. At last I found her in the last one and she was smiling.');
    const cat = d.mentions.filter((m) => m.hit.entry.id === 'cat');
    expect(cat.every((m) => !m.viaPronoun)).toBe(true);
    expect(d.central?.mention.hit.entry.id).not.toBe('cat');
  });
});

describe('what acts', () => {
  it('does not count arrows that only point as acting', () => {
    const d = drama('I was in a huge furniture store and the arrows on the floor were pointing in different directions. A man in a grey coat started following me and I ran.');
    const k = d.images.findIndex((h) => h.entry.id === 'sword');
    if (k >= 0) expect(d.imageReasons[k]).not.toContain('acts');
  });
});

describe('a borrowed face', () => {
  it('does not make the one whose face another wears the centre, nor the "he" who then acts', () => {
    const text = 'I was in a restaurant and the waiter had the face of my grandfather, and he poured water into my glass but it never filled. I kept holding the glass out and he kept pouring.';
    const d = drama(text);
    expect(d.central?.mention.hit.entry.id).not.toBe('grandfather');
    expect(d.mentions.filter((m) => m.hit.entry.id === 'grandfather' && m.viaPronoun)).toHaveLength(0);
  });
});

describe('a part a figure plays is not a second figure', () => {
  it('reads the "he" after "my dog Pepper was my teacher" as the dog, and makes the dog the centre', () => {
    const d = drama('I dreamt my old dog Pepper was my teacher and took the school assembly. He stood at the front in a gown and barked out the notices, then he gave me a detention for my shoes.');
    const he = d.clauses.filter((c) => c.subjectHead !== null && c.start > (d.clauses[0]?.end ?? 0));
    const heads = he.map((c) => d.mentions.find((m) => m.clause === c.index && m.role === 'subject')?.hit.entry.id);
    expect(heads.filter((h) => h === 'dog').length).toBeGreaterThanOrEqual(2);
    expect(d.central?.mention.hit.entry.id).toBe('dog');
  });

  it('reads the "she" after "the pilot was a girl from my class" as the pilot', () => {
    const { parsed, drama: d } = dramaOf('We were on a small plane over the hills. The pilot was a girl from my class and she kept laughing. Then she let me hold the controls.');
    const c = d.clauses.find((x) => parsed.tokens[x.start]?.normal === 'then');
    expect(parsed.tokens[c?.subjectHead ?? -1]?.normal).toBe('pilot');
  });
});

describe('who someone turns out to be is not a part they play', () => {
  it('keeps the "she" after "she was my aunt" as the aunt', () => {
    const { parsed, drama: d } = dramaOf('I was on a ferry in the fog. A lady sat on the bench facing me. When she lifted her veil she was my aunt, young again. She gave me a folded map and told me to keep it dry.');
    const gave = d.clauses.find((c) => c.verbLemma === 'give');
    expect(parsed.tokens[gave?.subjectHead ?? -1]?.normal).toBe('aunt');
  });

  it('keeps a nameless someone who "was my grandfather" as the grandfather', () => {
    const { parsed, drama: d } = dramaOf('I was in a station at night. At the ticket desk the old man was my grandfather. He slid a ticket under the glass and smiled.');
    const slid = d.clauses.find((c) => parsed.tokens[c.start]?.normal === 'he');
    expect(parsed.tokens[slid?.subjectHead ?? -1]?.normal).toBe('grandfather');
  });
});

describe('a "they" after "their"', () => {
  it('means the owners, not the things they own', () => {
    const { parsed, drama: d } = dramaOf('We were on a night bus. All my flatmates sat at the back in their yellow raincoats, but they had no mouths. I rang the bell and nobody moved.');
    const c = d.clauses.find((x) => parsed.tokens[x.start]?.normal === 'but');
    expect(parsed.tokens[c?.subjectHead ?? -1]?.normal).toBe('flatmates');
  });
});

describe('a "he" far from the name it stands for', () => {
  it('goes on meaning the one the last "he" meant, and that person weighs more than the boat they leave on', () => {
    const text = 'My brother Tom died last spring after a long time in hospital, and I have been sorting his flat with my sister most weekends since then, which has been hard on both of us and on the kids, who keep asking about him. ' +
      'Last night I dreamt we were standing on the old jetty at Brancaster where we used to go crabbing with string and bacon every summer when we were little, and it was early morning with a thin grey mist over the whole of the marsh and the creek. ' +
      'He was about twenty again, brown from the summer, in the blue jumper Mum knitted. He held out a bucket of crabs to show me. A ferry came in slowly out of the mist, an old wooden ferry with no name painted on it. ' +
      'The ferry bumped against the jetty and the rope went tight, and a gull landed on the rail and looked at the two of us for a long while with its yellow eye, and the water slapped at the posts under our feet. He said "That one is mine." He gave me the bucket. He stepped onto the ferry and waved and it slid away into the mist, and I stood there holding the bucket and felt calm.';
    const { parsed, drama: d } = dramaOf(text);
    const said = d.clauses.find((c) => parsed.tokens[c.start]?.normal === 'he' && c.verbLemma === 'say');
    expect(parsed.tokens[said?.subjectHead ?? -1]?.normal).toBe('brother');
    expect(d.central?.mention.hit.entry.id).not.toBe('boat');
  });
});

describe('the word an image is named by', () => {
  it('counts the "she"s for the word they point back to: the doctor, not the nurse met first', () => {
    const { parsed, drama: d } = dramaOf('I was in a clinic with orange chairs. A nurse read out my name wrong. The doctor was a tall woman with silver rings and she held my x-ray up to the window. She said there was a bird inside my ribs. She laughed and then she gave me a paper bag to let it out. I woke up.');
    expect(d.central?.mention.hit.entry.id).toBe('doctor');
    expect(parsed.tokens[(d.central?.mention.end ?? 0) - 1]?.normal).toBe('doctor');
  });
});
