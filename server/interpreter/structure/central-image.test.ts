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
