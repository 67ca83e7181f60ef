import { describe, expect, it } from 'vitest';
import { interpretBuiltin } from '../builtin';
import { contextOf } from './context-of.test-helper';
import { writersQuestions } from './life';

const asked = (text: string) => writersQuestions(contextOf(text)).map((q) => ({ kind: q.kind, topic: q.topic }));
const reading = (text: string): string => interpretBuiltin(text).interpretation;

// A dream told in the present that ends on a run of questions: the questions are the writer's, not the dream's.
const LANTERN =
  "My brother Declan drowned in 2019. It's night and I'm lying in bed and I can't move at all, there's a weight on my chest. Declan is standing at the foot of the bed holding the red lantern from the boat we shared. He sets the lantern down on the floor and smiles at me. Then I can move again and he's gone. Was it him? Should I have kept the lantern? Should I see a doctor about it?";

describe('questions that close a dream told in the present', () => {
  it('are read as the writer\'s questions, each of its own kind', () => {
    expect(asked(LANTERN)).toEqual([
      { kind: 'visit', topic: 'him' },
      { kind: 'regret', topic: 'the lantern' },
      { kind: 'health', topic: 'doctor' },
    ]);
  });

  it('answers a choice already made by what the dream last does with the thing, and a practical question by pointing to a doctor', () => {
    const r = reading(LANTERN);
    // The thing's last moment, or, where the reading has just told it, where the dream goes on to.
    expect(r).toMatch(/(?:Should you have kept the lantern\?|whether you should have kept the lantern\.)[^]*?(?:he sets the lantern down|goes on past it, to where|goes on to where)/);
    expect(r).not.toMatch(/\bthe dad sets\b|\bhe gone\b/);
    expect(r).toMatch(/(?:see a doctor about it\? Yes|whether to see a doctor\. I would say yes)/);
    // The body's own moment is named, in the dreamer's words.
    expect(r).toMatch(/weight on your chest|can't move at all/);
    // No quotation the writer did not write.
    for (const m of r.matchAll(/"([^"]+)"/g)) expect(LANTERN.toLowerCase()).toContain((m[1] ?? '').toLowerCase().replace(/[.,!?]+$/, ''));
  });

  it('does not take a question someone asks in the dream for the writer\'s', () => {
    expect(asked('I was at a bus stop and an old woman asked me "Is it late?" and I said "Is it?"').some((q) => q.kind === 'overNow')).toBe(false);
  });
});

describe('questions of safety and health', () => {
  it('answers "is it dangerous to do lucid dreaming?" honestly, with the dream\'s own moment of knowing', () => {
    const text = 'I was at the train station and the clock had no hands, so I did my finger check and my finger went through my palm, and I realised I was dreaming. I flew over the tracks and landed on a roof. Then I woke up. Is it dangerous to do lucid dreaming?';
    expect(asked(text)).toEqual([{ kind: 'health', topic: 'lucid dreaming' }]);
    const r = reading(text);
    expect(r).toMatch(/lucid dreaming is dangerous|Is lucid dreaming dangerous\?/);
    expect(r).toMatch(/doctor/);
    expect(r).toMatch(/realised you were dreaming|you realised/);
  });

  it('hears "is sleep paralysis dangerous" and "should I talk to my therapist"', () => {
    expect(asked('I woke up and could not move and there was a shadow by the door. Is sleep paralysis dangerous?')[0]?.kind).toBe('health');
    expect(asked('I was back in the old flat and the walls were breathing. Should I talk to my therapist about it?')).toEqual([{ kind: 'health', topic: 'therapist' }]);
  });
});

describe('questions of fortune, enemies and forgiveness', () => {
  it('answers "is this a sign I will fail" without foretelling, and keeps the writer\'s capitals', () => {
    const text = 'I was in the exam hall and my calculator was made of bread. The invigilator kept smiling at me. I woke up before the end. My LSAT is in two weeks. Is this a sign I will fail the LSAT?';
    expect(asked(text)).toContainEqual({ kind: 'predict', topic: 'fail the lsat' });
    expect(reading(text)).toMatch(/fail the LSAT\b/);
  });

  it('answers "do I have an enemy at work?" from what the feared creature does, and names no one', () => {
    const text = 'A big grey dog came into our office and walked between the desks. It sat next to my chair and put its head on my knee. My manager said "it has chosen you". I was scared at first and then I was calm. Do I have an enemy at work?';
    expect(asked(text)).toEqual([{ kind: 'enemy', topic: null }]);
    const r = reading(text);
    expect(r).toMatch(/Do you have an enemy at work\? /);
    expect(r).toMatch(/the (?:grey )?dog (?:puts|put|sits|sat|came|comes|walked|walks)/);
  });

  it('hears "is the crow an enemy?" as a question about the crow', () => {
    expect(asked('A crow followed me all the way to school and sat on the gate. Is the crow an enemy?')).toEqual([{ kind: 'enemy', topic: 'the crow' }]);
  });

  it('answers "does it mean he forgave me?" from what he does in the dream', () => {
    const text = 'My grandad and I fell out before he died. Last night he was in his shed fixing a radio and he handed me the screwdriver and laughed. Does it mean he forgave me?';
    expect(asked(text)).toEqual([{ kind: 'forgave', topic: 'he' }]);
    const r = reading(text);
    expect(r).toMatch(/(?:Does it mean he forgave you\?|You ask whether he forgave you\.)/);
    expect(r).toMatch(/he (?:hands|handed) you the screwdriver/);
  });

  it('answers "is it over now?" without promising, from how the dream ends', () => {
    const text = 'For years I dreamt of the flood in our old street. This time the water went down and my neighbour waved from her window and the sun came out. Is it over now?';
    expect(asked(text)).toEqual([{ kind: 'overNow', topic: null }]);
    expect(reading(text)).toMatch(/(?:Is it over now\? No one can promise|Whether it is over for good, no one can honestly promise)/);
  });

  it('answers "can dogs know stuff?" honestly and from what the dog does in the dream', () => {
    const text = 'Our old dog Pepper was sitting outside the hospital doors and would not let me go in. She barked at the lift. Can dogs know stuff?';
    expect(asked(text)).toEqual([{ kind: 'animalKnows', topic: 'dogs' }]);
    const r = reading(text);
    expect(r).toMatch(/(?:Can dogs know things\?|You ask whether dogs can know things\.)/);
    expect(r).toMatch(/no one can (?:say for certain|honestly say)/);
  });
});

describe('questions of getting better, and of one image asked about in more words', () => {
  it('answers "am I getting better or burying it?" from what changed, and names the help the writer already has', () => {
    const text = 'Since the crash I dream of the motorway at night with the lights coming at me. I started therapy in spring. Last night the road was empty and I pulled over and watched the sunrise and I felt calm. Am I getting better or am I burying it?';
    expect(asked(text)).toEqual([{ kind: 'healing', topic: null }]);
    const r = reading(text);
    expect(r).toMatch(/getting better, or burying it\?|getting better or burying it\./);
    expect(r).toMatch(/your therapy/);
  });

  it('hears "why seven?", "what does a cat in the oven mean?", "what does losing your keys in a dream mean?" and "what does it mean that nobody wanted the cake?"', () => {
    expect(asked('There were seven doors in the corridor and all of them were blue. I opened the last one and woke up. Why seven?')).toEqual([{ kind: 'meaning', topic: 'seven' }]);
    expect(asked('There was a cat in the oven, quite happy, and my aunt was baking around it. What does a cat in the oven mean?')).toEqual([{ kind: 'meaning', topic: 'the cat' }]);
    expect(asked('I lost my keys at the fair and looked everywhere. what does losing your keys in a dream mean?')).toEqual([{ kind: 'meaning', topic: 'keys' }]);
    expect(asked('At the party I carried a huge cake around and nobody wanted the cake. What does it mean that nobody wanted the cake?')).toEqual([{ kind: 'meaning', topic: 'the cake' }]);
  });

  it('hears "is this a good dream or a bad one?" as a fear to answer, and "should I call my cousin?" as a decision left to the writer', () => {
    expect(asked('I was walking on a beach and a whale sang to me. Is this a good dream or a bad one?')).toEqual([{ kind: 'worry', topic: null }]);
    expect(asked('My cousin was in a boat and waved to me from the river. Should I call my cousin?')).toEqual([{ kind: 'decide', topic: 'to call your cousin' }]);
  });
});
