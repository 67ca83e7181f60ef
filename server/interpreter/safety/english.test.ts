import { describe, expect, it } from 'vitest';
import { parseText } from '../nlp';
import { englishSignals } from './english';
import { detectDistress } from './index';

const check = (text: string) => detectDistress(text, parseText(text));
const fires = (text: string): boolean => check(text).support;

/** Phrasings written for these tests, not taken from the evaluation set. */
describe('English distress rules', () => {
  const positives: [string, string][] = [
    ['a wish in the dream', 'In the dream I wanted so badly to just not exist anymore.'],
    ['a wish with a filler', 'All I wanted was to die, and the room kept getting smaller.'],
    ['a wish inside "part of me"', 'Part of me wanted to disappear for good.'],
    ['a diary fragment without a subject', 'Wanted to die. Then a red curtain.'],
    ['not wanting to wake up after a lovely start turned dark', "I was floating in a warm lake under the stars. Then everything went black and empty. I was alone in the water. I didn't want to wake up."],
    ['not wanting to wake up, with death beside it', 'I was dead in the dream and I did not want to wake up.'],
    ['not wanting to live', 'I no longer want to be alive. In the dream I was a stone.'],
    ['not wanting to be here', 'In the dream I told my sister I did not want to be here anymore.'],
    ['a wish clause', 'I prayed I would not wake up. The dream was warm and dark.'],
    ['not wanting to wake up in an empty place', 'I was sitting in an empty grey station and I did not want to wake up.'],
    ['an outer agent wished for', 'I hoped the waves would take me.'],
    ['a plan with a height', 'I dreamt I was standing on the ledge of my building, about to jump.'],
    ['a plan as a gerund', 'I kept thinking about ending my life during the whole dream.'],
    ['a plan of pills', 'In the dream I was ready to end it all, the pills lined up on the desk.'],
    ['a deliberate crash', 'I was in a car and I drove it off the bridge on purpose.'],
    ['a method: an overdose', 'I took an overdose in the dream and my mum found me.'],
    ['a method: the tracks', 'I lay on the tracks in the dream and waited.'],
    ['a method: the water', 'I walked into the river and let the current take me.'],
    ['self-harm, again', 'Last night I dreamed I cut myself again after two years clean.'],
    ['self-harm as an urge', 'The urge to hurt myself was so strong in the dream.'],
    ['self-harm named', "I've been self harming and I dreamed my arms were covered in feathers."],
    ['self-harm: drowning oneself', 'I was trying to drown myself in the bathtub in the dream.'],
    ['a farewell', 'In the dream I was writing farewell notes to my children.'],
    ['a burden', "I'm a burden on my family and I dreamed they were dragging a cart with me in it."],
    ['better off dead', "I'd be better off dead, that's what I kept thinking in the dream."],
    ['happier without me', "I feel like everyone would be happier if I wasn't here."],
    ['hopelessness about everything', 'I feel hopeless about everything and the dream just made it worse.'],
    ['no reason to go on', "There's no reason to keep going. I dreamt of a road that ended in fog."],
    ['what is the point of living', 'Honestly what is the point of living.'],
    ['suicidal thoughts', 'I have thoughts of suicide and last night I dreamed of a white horse.'],
    ['a recurring dream of the act', 'I keep dreaming that I kill myself in different ways.'],
    ['a command the dreamer hears', 'A voice told me to kill myself and I started walking.'],
    ['relief at not waking', 'Lately I feel it would be simpler just to not wake up at all. The dream was a grey corridor.'],
    ['relief at not being here', "It'd be a relief not to be here anymore, and in the dream I was packing an empty box."],
    ['easier if the dreamer were gone', 'I keep thinking things would be easier for everyone if I just wasn\'t around.'],
    ['disappearing for good, as a relief', 'It seems easier to vanish for good. I dreamed of a train with no driver.'],
    ['walking on into the water', 'I just kept walking into the lake, it was cold and quiet.'],
    ['walking into the sea without stopping', 'In the dream I waded into the sea and did not stop.'],
    ['rather not waking', "I'd rather not wake up tomorrow, to be honest."],
    ['no point in waking', "I can't see the point of waking up anymore. I dreamed of my old school."],
    ['staying asleep forever', 'The dream was empty and grey and I wished I could stay asleep forever.'],
    ['a past attempt with an article', 'After a suicide attempt last spring I keep dreaming of the ward.'],
    ['recovery told in years clean', 'Four years clean from self-harm now, and I dreamed of my old pencil case.'],
    ['a dreamed overdose with the act kept awake', 'I dreamed I swallowed a whole bottle of pills and honestly I wish I had.'],
    ['hopelessness with a laugh that masks it', 'I feel hopeless lol. I dreamed of a closed shop.'],
    ['an overdose of ones own after a friend is named', "My friend drove me home after I OD'd last winter, and I dreamed of her car."],
  ];
  for (const [name, text] of positives) {
    it(`fires on ${name}`, () => {
      expect(check(text).signals, text).not.toEqual([]);
    });
  }

  const negatives: [string, string][] = [
    ['an idiom of eagerness', 'I was dying to tell my friend the news in the dream.'],
    ['an idiom of craving', "I'd kill for a coffee right now, and I dreamed of a giant espresso machine."],
    ['an idiom of effort', 'I killed myself trying to finish the exam in the dream, writing page after page.'],
    ['an idiom of laughter', 'We laughed so hard we nearly died, it was a great dream.'],
    ['a fear of dying', 'I was terrified I would die when the ship sank, and I swam to the shore.'],
    ['a prediction of dying', 'I thought I was going to die when the lift fell.'],
    ['a grandmother passing away', 'My grandmother passed away in the dream and we buried her under the apple tree.'],
    ['an animal shot', 'I shot the wolf before it could reach my children.'],
    ['a character in a film', 'The villain in the movie wanted to kill himself, it was a strange dream.'],
    ["a friend's past", 'My friend told me she had tried to kill herself years ago, and in the dream we walked on a beach.'],
    ["an uncle's suicide", 'My uncle committed suicide when I was a child and I dreamed of his old car.'],
    ['a course book', 'I was reading a book about suicide prevention for my nursing course and dreamed about exams.'],
    ['a film title', 'The movie was called Suicide Squad and we watched it in the dream.'],
    ['an accident', 'I cut myself on a broken glass in the dream and a nurse bandaged it.'],
    ['a fall', 'I hurt myself badly when I fell off the horse in the dream.'],
    ['a burn on the stove', 'I burned my hand on the stove in the dream and it turned into a flower.'],
    ['a flying leap', 'I jumped off the roof and flew over the city like a bird.'],
    ['a parachute jump', 'I was supposed to jump out of the plane, and the instructor checked my parachute twice.'],
    ['being rescued', 'I was drowning in the dream but someone pulled me out.'],
    ['a lovely dream one would not leave', 'In the dream I was with my late father again, it was wonderful, and I didn\'t want to wake up.'],
    ['a warm, musical dream one would not leave', 'I was lying in a meadow in the sunshine while someone played soft music, and I did not want to wake up.'],
    ['a building one would not go back into', 'I opened the fire exit and outside it was a beach at sunrise, completely silent. I stood there and didn\'t want to go back in.'],
    ['a car about to be driven', 'Then I was alone in the garage holding the keys my dad gave me and the engine was running.'],
    ['a lovely dream set two sentences before', "I was floating in a warm lake under the stars. Somebody was playing a guitar on the shore. I didn't want to wake up."],
    ['a holiday one would not leave', "I went on holiday in the dream and didn't want to come back home to the rain."],
    ['a negated wish', "I don't want to die, I want to understand why I keep dreaming of graves."],
    ['someone else feeling a burden', 'A woman in the dream kept crying that she was a burden, and I hugged her.'],
    ["someone else's quoted words", 'The old man on the bench kept saying "I want to die", and I sat with him.'],
    ['an outing', "I can't go on the roller coaster, I said in the dream, and my brother laughed."],
    ['a goodbye letter before surgery', 'I wrote a letter to my grandmother saying goodbye before her surgery.'],
    ['a worried question', 'I dreamed of my own grave. Does it mean I want to die?'],
    ['a threat against the dreamer', 'My mother wanted me to die in the dream, and I ran out of the house.'],
    ['a sleepy morning', "I didn't want to wake up and go to work, so I stayed in the dream a bit longer."],
    ['hopeless at a subject', "I'm hopeless at maths and I dreamed of an exam in a swimming pool."],
    ['an earlier alarm', 'It would be easier not to wake up so early, so I dreamed I had moved my shift.'],
    ['a sleeping baby', 'It would be easier to not wake the baby, so in the dream I whispered.'],
    ['a flatmate asleep', 'It would be better if I did not wake up my flatmate when I come in late.'],
    ['a chore one would rather skip', "It would be a relief not to have to drive to my aunt's tomorrow."],
    ['a wish to be around more', 'Things would be easier if I was around more for my kids.'],
    ['a short escape', 'It seemed easier to disappear for a few minutes into the cloakroom at the wedding.'],
    ['a husband asleep', "I'd rather not wake my husband, he works nights, so I wrote the dream down quietly."],
    ['paddling with a purpose', 'We kept walking into the sea to look for shells and then went back to our towels.'],
    ['a swim and back', 'I walked into the sea, swam for a while and came back out laughing.'],
    ['a pointless meeting', "I don't see the point of this meeting, and I dreamed it went on forever."],
    ['a lovely dream left too soon', 'It was such a lovely dream about my grandmother that I wished I could stay asleep forever.'],
    ['a suicide attended at work', 'On my shift we were called to a suicide, and that night I dreamed of snow on the tracks.'],
    ['a coffee overdose', 'I dreamed I overdosed on coffee and could hear colours.'],
    ['pills that turn into something else', 'I dreamed I swallowed a whole jar of pills but they were jelly beans and I floated off.'],
    ['pills that change in the dream', 'In the dream I took a handful of tablets and they turned into moths in my throat.'],
    ['a dreamed overdose ruled out awake', "I dreamed I took all my pills at once. I'm not suicidal at all, I love my life, it just unsettled me."],
    ['an armed stranger', 'I dreamed a guy with a knife followed me home and cut my arm.'],
    ['a rope put to work', 'In the dream I had a noose in my hand and was using it to tie up the boat.'],
    ['a burden while healing', 'I feel like a burden on my partner since my hip operation, and I dreamed I was a snail.'],
    ['a burden for a week', "I'm such a burden on my housemates this week, I flooded the kitchen, and dreamed of a leaking ark."],
    ['despair about a team, named after', "There's no point anymore. With the club I mean, relegated again, and I dreamed of an empty stadium."],
    ['a dead phone', 'My phone died and I lost all my photos and I literally wanted to die, then I dreamed of a blank album.'],
    ['a prevention course', 'I teach suicide-prevention workshops to teachers, and I dreamed of an empty classroom.'],
    ["a friend's overdose", "My cousin from the hostel OD'd in spring; I am well, and I dreamed of his jacket."],
    ['despair called dramatic', 'Lost the contract today, my life is over lol, I know I am being dramatic, and I dreamed of a sinking desk.'],
  ];
  for (const [name, text] of negatives) {
    it(`stays quiet on ${name}`, () => {
      expect(check(text).signals, text).toEqual([]);
    });
  }

  it('reads an end said with a partner as a relationship, with a method as a method', () => {
    expect(englishSignals(parseText('I keep thinking about ending it all with my boyfriend, and I dreamed of a closed door.'))).toEqual([]);
    expect(englishSignals(parseText('I was thinking about ending it all with him, we fight every day.'))).toEqual([]);
    expect(englishSignals(parseText('I want to end it all with pills.'))).not.toEqual([]);
  });

  it('keeps a gentle line for a dreamer in recovery: past self-harm still counts', () => {
    expect(fires("I used to self-harm years ago but I'm fine now, and I dreamed of my old school.")).toBe(true);
  });

  it('reads tense as the dream report does: past and present both count', () => {
    expect(fires('In the dream I wanted to die.')).toBe(true);
    expect(fires('I want to die.')).toBe(true);
  });

  it('names what fired', () => {
    const { signals } = check("I was standing on the bridge ready to jump, and I'm just a burden.");
    expect(signals.map((s) => s.kind)).toEqual(['plan', 'burden']);
    expect(signals[0]!.evidence).toMatch(/ready to jump/);
  });
});
