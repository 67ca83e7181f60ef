import { describe, expect, it } from 'vitest';
import { scoreEmotions } from '../emotions';
import { getLexicon } from '../lexicon';
import { parseText } from '../nlp';

const ownerOf = (text: string, word: string): string | null => parseText(text).tokens.find((t) => t.normal === word)?.experiencer ?? null;
const scores = (text: string) => scoreEmotions(parseText(text), getLexicon()).scores;

describe('whose feeling a feeling word is', () => {
  it.each([
    ['My sister was furious.', 'furious', 'other'],
    ['I was furious.', 'furious', 'dreamer'],
    ['Everyone was scared except me.', 'scared', 'other'],
    ['He looked sad.', 'sad', 'other'],
    ['It made me sad.', 'sad', 'dreamer'],
    ['We were all terrified.', 'terrified', 'dreamer'],
    ['I saw my mum crying in the kitchen.', 'crying', 'other'],
    ['I saw my sister and cried.', 'cried', 'dreamer'],
    ['An angry man stood at the door.', 'angry', 'other'],
    ['The clown was scary.', 'scary', 'dreamer'],
    ['To my relief the door opened.', 'relief', 'dreamer'],
    ['Her anger filled the room.', 'anger', 'other'],
    ['The dog scared me.', 'scared', 'dreamer'],
  ])('%s → %s is %s', (text, word, owner) => {
    expect(ownerOf(text, word)).toBe(owner);
  });

  it('counts other people\'s feelings far less than the dreamer\'s own', () => {
    expect(scores('My sister was furious.').anger).toBeLessThan(scores('I was furious.').anger / 2);
    expect(scores('Everyone was scared except me.').apprehension).toBeLessThan(0.2);
  });
});

describe('sarcasm', () => {
  it.each([
    ['Great, just great. Now the car won\'t start.', 'great'],
    ['Oh wonderful, another exam dream.', 'wonderful'],
    ['I never took Latin. Wonderful.', 'wonderful'],
    ['Perfect, now I was late for the train.', 'perfect'],
    ['Yay, my car broke down again.', 'yay'],
  ])('%s is ironic', (text, word) => {
    expect(parseText(text).tokens.find((t) => t.normal === word)?.sarcastic).toBe(true);
  });

  it.each([
    ['It was a great day at the beach with my friends.', 'great'],
    ['We won the game. Wonderful!', 'wonderful'],
    ['Yay, we were finally at the lake!', 'yay'],
  ])('%s is sincere', (text, word) => {
    expect(parseText(text).tokens.find((t) => t.normal === word)?.sarcastic).toBe(false);
  });

  it('reads "great, just great" as frustration, not happiness', () => {
    const s = scores('Great, just great. Now the car won\'t start.');
    expect(s.happiness).toBe(0);
    expect(s.anger).toBeGreaterThan(0.3);
  });
});

describe('the dream\'s frame in the emotions', () => {
  it('leaves the waking back-story\'s feelings out and keeps the mood one wakes with', () => {
    expect(scores('Last night before bed I argued with my mum and cried. I dreamed of a quiet lake.').sadness).toBe(0);
    expect(scores('I was walking by a lake. Then I woke up crying.').sadness).toBeGreaterThan(0.3);
  });

  it('does not read "nobody laughed" as laughter, and reads "couldn\'t help laughing" as laughter', () => {
    expect(scores('I told a joke and nobody laughed.').happiness).toBeLessThan(0.2);
    expect(scores('I couldn\'t help laughing at his hat.').happiness).toBeGreaterThan(0.3);
  });
});
