import { describe, expect, it } from 'vitest';
import { interpretBuiltin, interpretBuiltinWithGrounding } from '../builtin';
import { fluencyIssues } from '../eval/reading-checks';
import { tell } from './context';
import { retellsWithImage } from './reading';
import { nounPhrase, relativePhrase } from './noun-phrases';
import { contextOf } from './context-of.test-helper';
import { readCast } from './roles';
import { writersQuestions } from './life';

const words = (s: string): number => s.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
const quotes = (s: string): string[] => [...s.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '');

const LONG =
  'I was at a summer camp, like the one I went to as a child, but I was an adult and a counselor. It was getting dark and the kids had gone to the cabins. ' +
  'I was walking back from the lake alone on the dirt path when I heard something big in the trees to my left. I stopped and it stopped. ' +
  'I started walking again and it kept pace with me. I told myself it was a deer. Then it made a sound like someone trying to copy a person saying hello. ' +
  'I ran. The path kept forking and the lights of the cabins were always the same distance away. I could hear it running behind me now, crashing through the bushes. ' +
  'I tripped over a root and lost my flashlight, and in its light I saw something pale and far too tall standing between two pines, just watching. ' +
  'I crawled under the porch of a cabin and lay in the dirt holding my breath while it sniffed along the boards above me. ' +
  'Suddenly the camp bell started ringing and a woman in a white dress came out of the dining hall with a lantern. She called my name and held out her hand. ' +
  'I crawled out and took her hand and the thing in the trees was gone. In the end we walked together to the lake and the water was perfectly still. I woke up calm.';

describe('the reading does not assert what the dream only supposes, compares or denies', () => {
  it('reads no calm into a frightened dream, nor into what would have been fine', () => {
    const { interpretation } = interpretBuiltin(
      'A woman in a red coat was behind me in the car park all night and I was terrified. I kept thinking if I could reach the lift I would be fine, oddly enough. I hid behind a pillar and I woke up shaking.',
    );
    expect(interpretation).not.toMatch(/calm|at peace|peaceful|trust it/i);
  });

  it('takes "like she was expecting me" for a welcome, and "not a wave" for no wave', () => {
    const a = interpretBuiltin('I knocked at the cottage and the old man opened the door like he was expecting me. We had tea by the stove and I felt at home.').interpretation;
    expect(a).not.toMatch(/pregnan|growing in you|carry it to term/i);
    const b = interpretBuiltin('The lake crept up the lawn, not a wave, just a slow rise, and I watched it from the porch with my brother. Then it went back down and the grass was green again.').interpretation;
    expect(b).not.toMatch(/bigger than any defence|vast rises/i);
  });

  it('does not leave the dreamer behind because the water left something behind', () => {
    const { interpretation } = interpretBuiltin('The flood went down slowly and everything it left behind was shiny and new. My sister and I walked out onto the clean street.');
    expect(interpretation).not.toMatch(/you are left behind|without you/i);
  });
});

describe('the reading retells in plain prose', () => {
  it('drops spoken fillers and writes brackets and capitals as prose does', () => {
    const { interpretation } = interpretBuiltin('So I was in this like train station at night (of course) and the clocks were all wrong. Eventually I found the platform and the train was waiting for me.');
    expect(interpretation).not.toMatch(/this like|\( /);
    expect(interpretation).not.toMatch(/[a-z,;:] Eventually/);
  });

  it('tells another person’s quoted words with who said them, and never as the dreamer’s narration', () => {
    const { interpretation } = interpretBuiltin(
      'My grandad was sitting on the bench in the park. I sat down and he said "you grew tall". We watched the ducks for a long time. When I got up he took my hand and said "Off you go. They are waiting for you." I walked to the gate and the bench was empty.',
    );
    expect(interpretation).toMatch(/he said "you grew tall"|he said "Off you go/);
    expect(interpretation).not.toMatch(/,? and off you go|They are waiting for you\.(?!")/);
  });

  it('never quotes a verbless fragment alone', () => {
    const { interpretation } = interpretBuiltin('A dog was following me down the lane. Not barking, just trotting along at the same distance. I went through the gate and it stopped.');
    expect(interpretation).not.toMatch(/"Not barking/);
  });
});

describe("the dreamer's own remarks are not the dream", () => {
  it('retells the waking up to where the dreamer starts explaining it', () => {
    const r = interpretBuiltin('We were on a ship in a storm and my boss kept laughing. Then the ship turned into my old school. When I woke up I realized I had forgotten to send the report to my boss, which is probably why.').interpretation;
    expect(r).toMatch(/woke up/);
    expect(r).not.toMatch(/probably why/);
    const g = interpretBuiltin('I was in my grandmother’s garden and the roses were black. She handed me a letter. I woke up crying. I think it is because my divorce was finalized last week.').interpretation;
    // The writer's explanation is told back as their remark, in its own paragraph, never as the dream.
    const remark = g.split('\n\n').filter((p) => p.includes('divorce'));
    expect(remark).toHaveLength(1);
    expect(remark[0]).toMatch(/^You (mention|tell me|add|write) that your divorce was finalized last week/);
  });
});

describe('the reading never contradicts the dream', () => {
  it('does not call the dreamer happy because of "nobody laughed"', () => {
    const { interpretation } = interpretBuiltin('I told a joke at the party and nobody laughed.');
    expect(interpretation).toMatch(/nobody laughed/);
    expect(interpretation).not.toMatch(/\b(glad|joy|joyful|happy|gladness|laughter you)\b/i);
  });

  it('does not leave behind the horse the dreamer rides away', () => {
    const { interpretation } = interpretBuiltin('I rode the horse away into the dark and I wasn’t scared.');
    expect(interpretation).toMatch(/you rode/);
    expect(interpretation).not.toMatch(/left behind|abandon/i);
    // The denied fear is quoted as written, never as "not scared".
    expect(interpretation).not.toMatch(/"not scared"/);
  });

  it('does not read a baby asleep in the dreamer’s arms as abandoned', () => {
    const { interpretation, archetypes } = interpretBuiltin('The baby was asleep in my arms. I sang to her until the sun came up.');
    expect(interpretation).toMatch(/asleep in your arms/);
    expect(interpretation).not.toMatch(/abandon|neglect|left alone|forgotten|lost/i);
    expect(archetypes).toContain('Child');
  });
});

describe('the reading follows the dream', () => {
  const TURN =
    'I was in my grandmother’s kitchen and she was baking bread. We talked about the garden and the old apple tree. Suddenly the floor opened and I fell into a dark cellar full of water. ' +
    'In the end I found a small golden key at the bottom and climbed out into the sunlight.';

  it('speaks of how the dream begins, turns and ends, in that order', () => {
    const { interpretation } = interpretBuiltin(TURN);
    const begin = interpretation.indexOf('grandmother’s kitchen');
    const turn = interpretation.indexOf('the floor opened');
    const end = interpretation.indexOf('climbed out');
    expect(begin).toBeGreaterThanOrEqual(0);
    expect(turn).toBeGreaterThan(begin);
    expect(end).toBeGreaterThan(turn);
    expect(interpretation.trim().endsWith('?')).toBe(true);
  });

  it('reads the same dream the same way every time', () => {
    expect(interpretBuiltin(TURN)).toEqual(interpretBuiltin(TURN));
    expect(interpretBuiltin(LONG).interpretation).toBe(interpretBuiltin(LONG).interpretation);
  });

  it('asks a question made of the dream’s own images', () => {
    const { interpretation } = interpretBuiltin('A black dog was waiting for me at the door.');
    const question = interpretation.split('\n\n').pop() ?? '';
    expect(question).toMatch(/\?$/);
    expect(question).toMatch(/dog|door/);
  });

  it('touches the long dream’s images and its ending, not only its opening', () => {
    const { interpretation } = interpretBuiltin(LONG);
    expect(interpretation).toMatch(/summer camp/);
    expect(interpretation).toMatch(/woman in a white dress|held out her hand|took her hand/);
    expect(interpretation).toMatch(/lake|woke up calm/);
  });
});

describe('the reading’s length follows the dream', () => {
  it('writes 80 to 150 words for one line and more for a long dream, at most about 500', () => {
    for (const line of ['I was flying over my hometown at night.', 'My teeth were falling out one by one.', 'A snake was coiled on my pillow.', 'I missed the last train and the station was empty.']) {
      const n = words(interpretBuiltin(line).interpretation);
      expect(n, line).toBeGreaterThanOrEqual(80);
      expect(n, line).toBeLessThanOrEqual(150);
    }
    const long = words(interpretBuiltin(LONG).interpretation);
    expect(long).toBeGreaterThan(280);
    expect(long).toBeLessThanOrEqual(520);
  });
});

describe('the reading’s grammar and quotations', () => {
  it('agrees with plural images', () => {
    const { interpretation } = interpretBuiltin('The snakes were coiled on the stairs and they hissed at me. I ran to the door.');
    expect(interpretation).toMatch(/the snakes/);
    expect(interpretation).not.toMatch(/\bsnakes (is|was|has|belongs|stands|carries)\b/);
    expect(interpretation).not.toMatch(/\b(a|an) snakes\b/);
  });

  it('quotes only words the dreamer wrote', () => {
    for (const dream of [
      'I wasn’t scared at all, even when the wolf came closer. I said "go away" and it sat down.',
      'Fragment: a staircase into a lake. A man at the bottom said the ones that came back.',
      'I didn’t feel angry, just tired. My boss told me you should know that by now.',
    ]) {
      for (const q of quotes(interpretBuiltin(dream).interpretation)) expect(dream, q).toContain(q);
    }
  });
});

describe('the reading says each part of the dream once, in whole sentences', () => {
  it('refers back to a clause it has just told instead of telling it again', () => {
    const { interpretation } = interpretBuiltin(
      'I was in a supermarket looking for milk but the aisles kept changing. Then I was in a parking lot and couldn’t find my car. I walked around for what felt like hours.',
    );
    expect(interpretation.match(/in a supermarket looking for milk/g)).toHaveLength(1);
    expect(fluencyIssues(interpretation)).toEqual([]);
  });

  it('never ends a retold clause on an auxiliary, a conjunction or a clause that leads into another', () => {
    for (const dream of [
      'I checked my hands and I had six fingers. I was so excited I almost woke up, but I rubbed my hands together and it stabilized. Then it all faded.',
      'I was standing on the roof of a tall parking garage and the concrete crumbled and I fell. My boyfriend asked if I was ok.',
      'I ran down the street and jumped and... nothing. I couldn’t fly at all. I kept doing little hops like a kangaroo.',
      'Best lucid dream I’ve had. I was walking across a parking lot at night and the streetlights were flickering. I jumped and kept going up.',
      'My dad was telling me a story about a ghost he saw as a kid, and while he was talking, the kitchen slowly filled with fog until I couldn’t see him anymore. When the fog cleared, I was alone.',
    ]) {
      expect(fluencyIssues(interpretBuiltin(dream).interpretation), dream).toEqual([]);
    }
  });

  it('lowers the dreamer’s sentence-initial capital on a common word, and keeps it on a name', () => {
    const calm = interpretBuiltin('I was swimming with turtles in clear blue water. Everything was quiet and slow.').interpretation;
    expect(calm).not.toMatch(/[a-z,:] Everything\b/);
    const named = interpretBuiltin('I was at a bakery with my friend. Tom and I opened a new shop and Tom baked bread all night.').interpretation;
    expect(named).not.toMatch(/\btom\b/);
  });
});

describe('the structured analysis for the LLM path', () => {
  it('comes with the reading as a plain serialisable object', () => {
    const { analysis, grounding } = interpretBuiltinWithGrounding(
      'A man in a grey coat followed me through the market. I ran into a church and hid. In the end he sat down beside me and gave me a key.',
    );
    expect(analysis.interpretation.length).toBeGreaterThan(100);
    expect(grounding).not.toBeNull();
    expect(JSON.parse(JSON.stringify(grounding))).toEqual(grounding);
    expect(grounding?.shape.primary).toBe('chase');
    expect(grounding?.ending.kind).toBe('gift');
    expect(grounding?.centralImage?.symbol).toBe('unknown man');
    expect(grounding?.phases.exposition[0]).toMatch(/followed me through the market/);
    expect(grounding?.archetypes.map((a) => a.name)).toContain('Shadow');
  });

  it('has none for a dream not in English', () => {
    expect(interpretBuiltinWithGrounding('Soñé que estaba en la casa de mi madre y había una serpiente enorme en la cocina.').grounding).toBeNull();
  });
});

describe('contractions typed without the apostrophe', () => {
  it('retells "couldnt", "wont" and "wasnt" as one word, with the apostrophe back', () => {
    const text = interpretBuiltin('I couldnt find my keys anywhere and my brother wont answer the door. It wasnt scary though.').interpretation;
    expect(text).toMatch(/couldn't find/);
    expect(text).not.toMatch(/\b(could|wo|was) nt\b/);
  });
});

describe('voices, quotations and denied feelings', () => {
  it('gives a shouted quotation back its closing mark, and reads a voice raised to carry as no anger', () => {
    const a = interpretBuiltin('A red door stood alone in a field. My little brother was counting behind it. Then he shouted \'coming!\' and I woke up.');
    expect(a.interpretation).toMatch(/['"]coming!['"]/);
    expect(a.interpretation).not.toMatch(/'coming\./);
    const b = interpretBuiltin('My partner shouted from upstairs asking if I had found it, and I shouted back that it was further down. I went down the ladder.');
    expect(b.emotions.anger).toBeLessThan(0.2);
    expect(b.interpretation).not.toMatch(/anger/);
  });

  it('does not read a feeling replaced by another as one held at arm\'s length', () => {
    const a = interpretBuiltin('I fell for ages through cloud, not scary, more like being dropped. I landed in soft snow and was in my own bed.');
    expect(a.interpretation).not.toMatch(/named only to be denied|seldom troubles|set it aside/);
    expect(interpretBuiltin('It didnt feel scary, more strange, and the mirror touched my face.').interpretation).not.toMatch(/"nt /);
  });

  it('reads kicking through the air as effort, not as an outburst', () => {
    const a = interpretBuiltin('I could fly but it was hard work, like kicking through treacle. I kicked really hard and popped up above the power lines and landed on the church roof.');
    expect(a.interpretation).not.toMatch(/anger|outburst/);
    expect(interpretBuiltin('I was so furious that I kicked the door and slammed it behind me.').interpretation).toMatch(/anger|outburst|held back/);
  });
});

describe('an ending that points back', () => {
  it('tells the moment an ending\'s "it" points to', () => {
    const r = interpretBuiltin('I was in a hotel and went out to get ice. A cleaner started pushing her trolley towards me and I ran. I hid behind a big silver fridge in the kitchens. Then she was just there next to me and she held out a key card. It had my name on it but spelt wrong. I took it and woke up.').interpretation;
    expect(r).toMatch(/held out a key card/);
    expect(r).toMatch(/you took it/);
    expect(r).not.toMatch(/hold[s]? none of what you hoped/);
  });
});

describe('whose words', () => {
  it('gives the words at the turn to the person who said them, not to the dream\'s animal', () => {
    const r = interpretBuiltin('I was walking my dog along the canal and he ran round the corner and was gone. There was a man fishing and I asked if he had seen a small brown dog and he said no dogs come down here any more. His lead was hanging on the fence. I took it and walked home.').interpretation;
    expect(r).not.toMatch(/words of the (small |brown |small brown )?dog|by the (small |brown )?dog are seldom|What the (small |brown )?dog says/);
  });
});

describe('a clause that starts with its verb', () => {
  it('gets its subject back when told with the clause it leads into', () => {
    const r = interpretBuiltin('My grandad was in his shed fixing a radio. He handed me a jar of screws, and I sat on the bucket and started sorting them into the little drawers like I used to when I was small. Then he went out and up the garden.').interpretation;
    expect(r).not.toMatch(/(^|[.:;] )started sorting/m);
  });
});

describe('who a later "she" is', () => {
  it('introduces the figure a told "she" points back to, even from a long run-on sentence typed without apostrophes', () => {
    const r = interpretBuiltin('had this last night and cant shake it. I was staying in a hotel, like a big old seaside one with the carpet that has swirly patterns, and I\'d gone out of my room to get ice. theres a cleaner at the end of the corridor with one of those trolleys with towels and little shampoos on it and she starts pushing it towards me. not fast at first. I go the other way and turn a corner and the corridor is way longer than it should be and I can hear the trolley wheels squeaking behind me getting quicker. I\'m trying room doors and my key card wont work on any of them, the light just goes red red red. I ran down the fire stairs and came out in the kitchens which were full of steam and I hid behind a big silver fridge. the squeaking stopped. then she was just there next to me, really close, and she held out a key card. it had my name on it but spelt wrong, with an extra letter in it. I took it and woke up').interpretation;
    expect(r).toMatch(/there's a cleaner/);
    expect(r).not.toMatch(/theres/);
  });
});

describe('an aside in brackets', () => {
  it('is the writer\'s remark about now, not the dream: a living father is not read as one returned from the dead', () => {
    const r = interpretBuiltin("I was on my dads allotment (he's still alive, he just lives far away now and isnt well) and we were picking peas. His old radio was on in the shed playing the cricket. We sat on buckets and shared a flask of tea.").interpretation;
    expect(r).not.toMatch(/still alive|return of the dead|absent person/);
  });
});

describe('the present-tense report', () => {
  it('retells "im" and "theyre" with their apostrophes, leaves "except I dont have kids" out, and closes a quoted line', () => {
    const a = interpretBuiltin("school run in the dream except I dont have kids. im walking up to the gates with a little boy holding my hand and I'm in just my pants. nobody says anything, theyre being really polite about it. the little boy says 'you always do this' and goes inside. I just stood there feeling ok about it.");
    expect(a.interpretation).not.toMatch(/don't have kids|\bim\b|they re\b/);
    expect(a.interpretation).not.toMatch(/the kids/);
    expect(a.interpretation).not.toMatch(/'you always do this"/);
    expect(a.keywords).not.toContain('kid');
    // A dream told in the present keeps its own moments: "I don't have my keys" happens in it.
    const b = interpretBuiltin("im standing outside my old school and I dont have my keys. the door is locked and a dog is barking inside.");
    expect(b.interpretation).toMatch(/keys/);
  });
});


describe('a gloss after the moment it reads', () => {
  it('does not name the image twice when the gloss names it already', () => {
    const snake = interpretBuiltin('A snake was coiled on my pillow.').interpretation;
    expect(snake).not.toMatch(/in the snake, with the snake/i);
    expect(snake).toMatch(/snake/i);
    const kitchen = interpretBuiltin(
      "I was in a glass elevator going up the outside of a really tall hotel, with a group of people in suits I didn't know, maybe colleagues. Everyone was talking about a presentation I was supposed to give and I realised I hadn't prepared anything. The elevator kept going up past where the floors should have ended. Then there was a loud snap and it dropped. Everybody else stayed calm and kept talking, like they didn't notice, and I was holding on to the rail screaming. The city was rushing up at us. Right before we hit the ground, the elevator stopped and the doors opened onto my childhood kitchen. My legs were shaking. I woke up with my heart pounding.",
    ).interpretation;
    expect(kitchen).toMatch(/kitchen/i);
    expect(kitchen).not.toMatch(/in the childhood kitchen, [^.]*kitchen/i);
  });
});

describe('losing a job', () => {
  it('is read only where the dream says so, not in letting go of a rope or a gun being fired', () => {
    const job = /your place is taken away|losing the job|being found not good enough/i;
    expect(interpretBuiltin('I was at work and my boss called me in and told me I was fired. I packed my desk into a box and walked out into the rain.').interpretation).toMatch(job);
    expect(interpretBuiltin('My manager said they had to let me go, and I was let go in front of everyone at the meeting. I cried in the lift.').interpretation).toMatch(job);
    expect(interpretBuiltin('When I tried to land it got hard, the ground kept moving away like I was too light, and in the end I had to just let go and then I woke up.').interpretation).not.toMatch(job);
    expect(interpretBuiltin('The soldier fired his gun into the air and everyone ran to the river.').interpretation).not.toMatch(job);
  });
});

describe('a dream remembered in pieces', () => {
  const BITS = 'Bits I remember from last night, in no particular order:\n- a red canoe parked on the hard shoulder of a motorway\n- a vending machine that only sold keys\n- being very small and hiding under a piano\n- someone said the word Wednesday like it was a threat\nFelt uneasy all morning.';
  it('reads a boat on dry land as no water dream', () => {
    expect(interpretBuiltin(BITS).interpretation).not.toMatch(/\bwater\b/i);
  });
  it('takes the feeling of the morning after as the waking, not as one more piece', () => {
    const { interpretation, emotions } = interpretBuiltin(BITS);
    expect(interpretation).not.toMatch(/(Next|And then|After that), felt uneasy/);
    expect(interpretation).toMatch(/uneasy/);
    expect(emotions.apprehension).toBeGreaterThan(0.3);
  });
});

describe('something of yours trodden on', () => {
  it('is read where someone steps on it, not where the dreamer steps over or up', () => {
    const trodden = /trodden on|walk over what you are wearing/;
    expect(interpretBuiltin('At the ball a man stepped on my dress and tore the hem, and he did not even notice. I went home alone.').interpretation).toMatch(trodden);
    expect(interpretBuiltin('The staircase had a missing step and in every dream I have to decide whether to step over it. I woke up.').interpretation).not.toMatch(trodden);
    expect(interpretBuiltin('I was standing in my allotment by the rhubarb bed and I simply stepped up onto the air as if it were a step.').interpretation).not.toMatch(trodden);
  });
});

describe('a dream that says how it always starts', () => {
  it('is not introduced by a formula that says it starts', () => {
    const reading = interpretBuiltin("I have had a version of this dream since I was seven. It always starts in my grandparents' house in Ohio, the one with the long staircase going up from the front hall. The ninth step is missing and I have to decide whether to step over it. I woke up.").interpretation;
    expect(reading).toMatch(/It always starts in your grandparents' house/);
    expect(reading).not.toMatch(/(start|begins like this|starts here)[^.]*: it always starts|At the start, it always starts/i);
  });
});

describe('the image the dream is about', () => {
  it('is read where the first sentence runs on past what the opening retells', () => {
    const reading = interpretBuiltin(
      'it was the school photo day and the photographer kept telling all of us to smile wider and wider and wider, and when I did my front teeth came out into my hand like mints. no blood at all, they were just loose. I tried to push them back in and they would not stay, so I put them in my coat pocket and then more came out. my friend Priya was laughing but then her face went serious and she said "you can\'t be in the picture like that". then I was in the school toilets trying to stick them back in with chewing gum and the bell kept ringing and ringing and ringing. woke up and checked my teeth with my tongue.',
    ).interpretation;
    expect(reading).toMatch(/your front teeth came out into your hand[^.]*(grip|hold)/);
  });

  it('is told in full when its moment is longer than a moment is usually told', () => {
    const reading = interpretBuiltin(
      'i was in the canteen at work and the soup was green. i was sitting with tom and priya and when i bit into my sandwich three of my teeth just fell out onto the plate. i tried to push them back in but they wouldnt stay. tom was laughing. then the fire alarm went off and everyone left and i was still under the table looking for my last tooth.',
    ).interpretation;
    expect(reading).toMatch(/three of your teeth just fell out onto the plate/);
    // And "them" then points to something the reading has told.
    expect(reading.indexOf('teeth just fell out')).toBeLessThan(reading.indexOf('push them back'));
  });

  it('is never told from a relative clause that has lost the one it speaks of', () => {
    const reading = interpretBuiltin(
      'i was in the canteen at work and the soup was green. everyone from my old team was sitting at the long table by the window, even the ones who left years ago, laughing about something i missed, and my three front teeth were wobbling and clicking against each other while they talked about the christmas party. i tried to push them back in but they wouldnt stay. tom was laughing. then the fire alarm went off and everyone left and i was still under the table.',
    ).interpretation;
    expect(reading).not.toMatch(/(^|[.:;] |, )(Next, |Then |After that, |Later, )?who left/);
  });
});

describe('an open ending told without a reading', () => {
  it('gets one sentence that reads it, in a dream read at only one moment', () => {
    const reading = interpretBuiltin(
      'We were camping by a river in the mountains, me and my cousin, and it was late in the evening. I went down to the water to wash the pots and the stones were slippery. My cousin shouted something from the tent but I could not hear what. The sky was orange and the trees were very dark. I walked along the bank for a long time looking for a place to cross, and every place I tried the water was deeper than it looked. In the end I sat on a rock and watched the water go past for a while.',
    ).interpretation;
    const close = reading.split('\n\n').find((p) => /you sat on a rock/.test(p)) ?? '';
    expect(close).toMatch(/no solution stated|without a verdict|left open/);
  });
});


describe('a "them" whose things the reading has not told', () => {
  it('names them when the moment is told on its own', () => {
    const ctx = contextOf('i was at my desk and three of my teeth just fell out onto the keyboard. i tried to push them back in but they wouldnt stay. then the phone rang.');
    const push = ctx.drama.clauses.find((c) => c.verbLemma === 'push');
    expect(push && tell(ctx, push.index)).toMatch(/^you tried to push your teeth back in/);
  });

  it('leaves "them" alone where people were named just before', () => {
    const ctx = contextOf('my friends were standing by the gates with their bikes. i walked over to them and we talked for a while. then the phone rang.');
    const walk = ctx.drama.clauses.find((c) => c.verbLemma === 'walk');
    expect(walk && tell(ctx, walk.index)).toMatch(/to them/);
  });
});

describe('a moment told from the middle of its sentence', () => {
  it('never opens on a relative clause that has lost the one it speaks of', () => {
    const ctx = contextOf('everyone from my old team was sitting at the long table by the window, even the ones who left years ago, laughing about something i missed, and my three front teeth were wobbling. then the alarm went off.');
    const wobble = ctx.drama.clauses.find((c) => c.verbLemma === 'wobble');
    expect((wobble && tell(ctx, wobble.index, 16)) ?? '').not.toMatch(/^who /);
  });
});

describe('a number word that opens the dreamer\'s sentence', () => {
  it('loses its capital inside the reading\'s sentence ("Then hundreds of kids…")', () => {
    const ctx = contextOf('I had the keys to the gate. Hundreds of kids were lined up in the yard in green uniforms waiting for me. I woke up.');
    const lined = ctx.drama.clauses.find((c) => c.verbLemma === 'line');
    expect(lined && tell(ctx, lined.index)).toMatch(/^hundreds of kids were lined up/);
  });
});

describe('how told moments are joined and introduced', () => {
  const KEY_DOOR =
    "only got a bit of this. a red front door standing in the middle of a field on its own, no house, no walls. my little brothers voice behind it counting like for hide and seek, 'ninety seven, ninety eight'. I had a key in my mouth for some reason. I walked round the back of the door and there was just more field. then he shouted 'coming!' and I woke up";

  it('tells two moments only retold, one after the other, in one sentence rather than "Then…. Later…."', () => {
    const { interpretation } = interpretBuiltin(KEY_DOOR);
    expect(interpretation).toMatch(/you had a key in your mouth(, and then|, and|; then|, and after that) you walked round the back of the door/);
    expect(interpretation).not.toMatch(/you had a key in your mouth\. /);
  });

  it('keeps the dream\'s own time word as the transition ("At some point you went…")', () => {
    const { interpretation } = interpretBuiltin(
      'I was at the beach with friends. We built a sandcastle near the water. At some point we went to get ice cream from a van. We sat on the wall and ate it. Eventually the sun went down. I woke up.',
    );
    expect(interpretation).toMatch(/At some point you went to get ice cream/);
    expect(interpretation).not.toMatch(/(Then|Next|Later|After that|Soon|From there),? at some point/i);
  });

  it('never tells a short clause opened by "when" alone, as if it were a moment ("You tell me that when you were in trouble.")', () => {
    const { interpretation } = interpretBuiltin(
      "only remember a tiny bit. a white room with nothing in it except a bowl of oranges on the floor, and someone behind me saying my full name the way my grandmother used to when I was in trouble\nthen I was outside in deep snow with bare feet and not cold at all, holding one of the oranges in both hands, and that's all I've got",
    );
    const sentences = interpretation.split(/(?<=[.!?])\s+/).filter((x) => /when you were in trouble/i.test(x));
    for (const x of sentences) expect(x).toMatch(/\w+ used to when you were in trouble/);
  });

  it('opens a dream whose first clause only places the dreamer with the dreamer there ("It begins with you in Balogun market…")', () => {
    const { interpretation } = interpretBuiltin('I was walking up a steep hill in thick mist towards a small grey chapel. The door was locked. I knocked and nobody answered. I woke up.');
    expect(interpretation).toMatch(/^(The dream opens with you|It begins with you|The first scene finds you) walking up a steep hill in thick mist/);
    // A first clause that goes on into another moment keeps its "you were".
    const { interpretation: more } = interpretBuiltin('I was at home and the phone rang. It was my brother. He said he was lost. I woke up.');
    expect(more).not.toMatch(/with you at home and/);
  });

  it('opens and closes the story in the sentence itself, not with a label and a colon', () => {
    const dreams = [
      KEY_DOOR,
      'I dreamed I finally told my boss Graham exactly what I think of him. We were in the Monday meeting and he did his usual thing of presenting my spreadsheet as his own work. And I kept going. Everyone clapped. Then he shrank until he was about the size of a stapler.',
      'I was in my grandmother\'s kitchen making tea. The kettle was whistling. I went to the window and looked out at the garden. At some point my cousin came in with a cake. We ate it at the table. I woke up feeling calm.',
      'I was at a train station in the evening. I bought a ticket from the machine. I sat on a bench and waited. A man sat down next to me. The train came and I got on it. I woke up.',
    ];
    for (const d of dreams) {
      const { interpretation } = interpretBuiltin(d);
      expect(interpretation).not.toMatch(/(is this|like this|Where it leaves you|stage is set|It ends here|starts here|It closes with this): /);
    }
  });
});

describe('the climax keeps the thing taken in hand', () => {
  it('tells a late handled object the closing words point back to, though the middle is crowded', () => {
    const reading = interpretBuiltin('had a really bad one. i was in my parents house in tucson at night and i heard the back slider door open. i knew someone was inside. i grabbed my phone to call 911 but the screen kept turning into the instagram camera and i couldnt dial. then i tried to yell for my mom and no sound came out, like my throat was full of cotton. footsteps coming down the hall really slow. i hid in my closet and through the gap i could see a man in a grey hoodie, no face just shadow, standing in my room looking at my desk. he picked up my sketchbook and started flipping through it. i was so scared i was shaking. then he turned and looked right at the closet and said in a totally normal voice "these are good, why do you hide them" and i woke up.').interpretation;
    expect(reading).toMatch(/he picked up your sketchbook/);
    // Told where it happens: before the words that point back to it.
    expect(reading.indexOf('sketchbook')).toBeLessThan(reading.indexOf('these are good'));
  });
});

describe('the last picture before the ending', () => {
  it('is told, though the middle has used up the length', () => {
    const reading = interpretBuiltin("I was standing in the car park of my old secondary school and the sky had gone a strange green colour. Everyone's phones went off at the same time with a message that said STAY WHERE YOU ARE. My sister rang me and we agreed to meet at our dad's flat. The streets were full of people walking the same way but nobody was talking. When I got to the flat my dad was already making cheese on toast, which made me laugh. We sat on the sofa and for a while I was really frightened. My sister told a story about her driving test and we all laughed. Then the green went out of the sky and it was a normal grey afternoon again. The old lighthouse picture was still hanging over the fireplace. We ate the cheese on toast. I woke up feeling oddly peaceful.").interpretation;
    expect(reading).toMatch(/the old lighthouse picture was still hanging over the fireplace/i);
    expect(reading.indexOf('lighthouse')).toBeLessThan(reading.indexOf('ate the cheese on toast'));
  });
});

describe('the ending told at its motif', () => {
  it('goes on to the picture its sentence closes on', () => {
    const reading = interpretBuiltin("I was flying over my home town at night, just above the chimneys. I could see into people's kitchens, a woman washing up, a dog asleep by a radiator. Then there was a row of wind turbines ahead and I knew I had to get over them, so I pushed really hard and suddenly I was above them and it was easy. I landed on the roof of the town hall and sat next to the clock with a seagull and I could see all the way to the lighthouse. Felt amazing when I woke up.").interpretation;
    expect(reading).toMatch(/you landed on the roof of the town hall/);
    expect(reading).toMatch(/you could see all the way to the lighthouse/);
  });
});

describe('a late moment told short of its sentence', () => {
  it('goes on to the image the sentence lands on', () => {
    const reading = interpretBuiltin("I went back to my old house to get my guitar. The house had turned into a restaurant and a waiter who looked like my uncle said I needed a reservation. I told him I used to live there and he laughed. I walked through the kitchen and my ex was there cooking and chatting with strangers and she didn't look sad at all. I asked about my guitar and she pointed to the garden. It was out in the rain and the strings were rusted and the wood was swollen. I pick it up and try to play it anyway, and it plays fine, and the whole garden fills with music. I sit down on the wet grass playing and the restaurant noise fades away. I woke up with a strange feeling.").interpretation;
    expect(reading).toMatch(/you pick it up and try to play it/);
    expect(reading).toMatch(/the whole garden fills with music/);
  });

  it('at the turn, goes on to where the turn lands', () => {
    const reading = interpretBuiltin("I went back to my old house to get my guitar. The house had turned into a restaurant and a waiter who looked like my uncle said I needed a reservation. I told him I used to live there and he laughed. I walked through the kitchen and my ex was there cooking and chatting with strangers and she didn't look sad at all. I asked about my guitar and she pointed to the garden. It was out in the rain and the strings were rusted and the wood was swollen. Then suddenly I pick it up and try to play it anyway, and it plays fine, actually it sounds better than it ever did. I sit down on the wet grass playing and the restaurant noise fades away. I woke up with a strange feeling.").interpretation;
    expect(reading).toMatch(/it sounds better than it ever did/);
  });
});

describe('the feeling arc spans the dream', () => {
  it('names no journey of feeling "from the start" when the first named feeling comes near the end', () => {
    const r = interpretBuiltin("I was standing on the beach at dusk and the waves were rolling backwards. I jumped and it worked, only a metre up. I looked down and I was still wearing my lanyard. I took it off and dropped it into the sea and shot straight up, over the cliffs and the pool. Then I got scared I'd go too high, and I started dropping and woke up. Still felt amazing though.").interpretation;
    expect(r).not.toMatch(/from "scared" at the start|from "scared" to "amazing"/);
  });

  it('still names the arc where the feeling at the start gives way to another at the close', () => {
    const r = interpretBuiltin('I was terrified. I was lost in a dark forest and something was following me through the trees. I ran and ran until I came to a river. I crossed it on a little bridge. On the other side there was a meadow in the sun. I sat down in the grass and felt completely happy.').interpretation;
    expect(r).toMatch(/"terrified"[^.]*"happy"/);
  });
});

describe('an image tied back to its clause', () => {
  it('gives no subject back to a clause that opens on a participle ("rolling away from the sand")', () => {
    const r = interpretBuiltin("I was standing on the beach at Coogee at dusk and I noticed the waves were going backwards, rolling away from the sand, and that's how I knew. I jumped and flew over the cliffs. Then I woke up.").interpretation;
    expect(r).not.toMatch(/you rolling away/);
  });
});

describe('the edges of a dream told as pictures', () => {
  it('tells a waking the writer points at ("That is where I woke.") without the pointing words', () => {
    const r = interpretBuiltin('I was rowing across a grey lake towards an island with a lighthouse. A heron stood on the prow and watched me. When I reached the shore the lighthouse keeper waved me in. That is where I woke.').interpretation;
    expect(r).not.toMatch(/that is where you woke/i);
  });

  it('reads "then nothing, woke up" as the dreamer waking, not as nothing waking', () => {
    const ctx = contextOf('a green gate at the end of a lane. i pushed it and it swung open without a sound. then nothing, woke up at 4am with my heart racing');
    const last = ctx.drama.clauses[ctx.drama.clauses.length - 1];
    expect(last?.subject).toBe('dreamer');
    expect(ctx.drama.ending.waking).toBe(last?.index);
  });

  it('makes a sentence of an opening picture that has no verb to carry it', () => {
    const r = interpretBuiltin('only bits of it. someone in the next room saying my name over and over, really softly. i opened the door and the room was full of snow. then i woke up.').interpretation;
    expect(r).toMatch(/there was someone in the next room saying your name/);
  });
});

describe('a moment told apart from the sentence before it', () => {
  it('does not tell "so close I could hear" without its "so"', () => {
    const ctx = contextOf('I was lost in a forest at night. The deer walked on either side of me, so close I could feel their warmth. I followed them to a river.');
    const feel = ctx.drama.clauses.find((c) => c.verbLemma === 'feel');
    expect(feel).toBeDefined();
    for (const c of ctx.drama.clauses) if (feel && c.index < feel.index) ctx.told.add(c.index);
    expect((feel && tell(ctx, feel.index)) ?? '').not.toMatch(/^close/);
  });

  it('names the creatures a "they" stands for when the sentence that brought them was not told', () => {
    const ctx = contextOf('I was crossing a frozen lake under a low sky. Then the foxes came. There were four of them, thin and red, and they did not bite; they trotted along beside me like dogs. A boy waved from the far shore.');
    const bite = ctx.drama.clauses.find((c) => c.verbLemma === 'bite');
    expect(bite).toBeDefined();
    // The count before it was told already; the foxes' own sentence was not.
    for (const c of ctx.drama.clauses) if (bite && c.sentence === bite.sentence && c.index < bite.index) ctx.told.add(c.index);
    const told = bite ? tell(ctx, bite.index) : null;
    expect(told).toMatch(/^the foxes did not bite/);
  });
});

describe('a gloss that only says the moment again', () => {
  it('hears "you are too late for /" after "you missed /" as the moment told again', () => {
    // The image is written "/" in both, as glossOf compares them.
    expect(retellsWithImage('you are too late for / , which often accompanies a sense of having fallen behind in life', 'you missed / ')).toBe(true);
    expect(retellsWithImage('time runs out before you arrive, and what you are late for shows what matters', 'you missed / ')).toBe(false);
    expect(retellsWithImage('in / I see the collective track of life', 'you missed / ')).toBe(false);
  });
});

describe('a place and what others did there', () => {
  const DREAM = "I lost my granddad's ring at a christening in a big hotel. I went looking through the whole building, under the chairs, the bar, the kitchens where boys were washing dishes and kept handing me the wrong rings, plastic ones. Then I was out in the car park and there was a drain with the ring at the bottom. I reached in and it was freezing.";

  it('does not give the verb after "where" to the place ("the kitchens that were washing dishes")', () => {
    const ctx = contextOf(DREAM);
    const m = ctx.drama.mentions.find((x) => x.hit.entry.id === 'kitchen');
    const c = m ? ctx.drama.clauses[m.clause] : undefined;
    expect(m && c).toBeTruthy();
    if (m && c) expect(relativePhrase(ctx.tokens, c, m, nounPhrase(ctx.tokens, m), ctx.cues) ?? '').not.toMatch(/that were/);
  });

  it('does not tell the place and what others did there as a moment of its own', () => {
    const r = interpretBuiltin(DREAM.replace('boys were washing dishes', 'cooks were scrubbing trays')).interpretation;
    expect(r).not.toMatch(/(^|[:.] )the kitchens where cooks/im);
  });
});

describe('an image is named once in a sentence', () => {
  const sentences = (text: string): string[] => text.split(/(?<=[.!?])\s+/);

  it('a gloss woven after the moment that named its image refers to it by a pronoun', () => {
    const { interpretation } = interpretBuiltin('I was back at my old grammar school but it was dark and the corridors smelled of paint. I looked for my locker and could not find it. Then the bell rang and I woke up.');
    const first = sentences(interpretation).find((s) => s.includes('earlier stage of your life')) ?? '';
    expect(first).toMatch(/your old grammar school but it was dark/);
    expect(first).toMatch(/, and it belongs to an earlier stage/);
    expect(first.split('your old grammar school').length - 1).toBe(1);
  });

  it('a gloss that opens on the image is said alone, not after "With" and the same name', () => {
    const { interpretation } = interpretBuiltin('I was in my uni corridor but it kept going and going, longer than any real building. Something followed me. I woke up.');
    expect(interpretation).toContain('Your uni corridor goes on beyond any real building');
    expect(interpretation).not.toMatch(/With your uni corridor/);
  });

  it('a person keeps the name, and a gloss in a sentence of its own keeps it too', () => {
    const { interpretation } = interpretBuiltin('I was at the dentist and the dentist was my old maths teacher. He said my teeth were fine. I woke up relieved.');
    expect(interpretation).not.toMatch(/\bit (?:carries|is|stands|speaks|brings)\b/);
  });
});

describe('moments are told in the dream\'s order', () => {
  it('a last moment without its own subject closes the reading after the moment before it', () => {
    const r = interpretBuiltin('I was on a garage roof fixing tiles. The ladder bent like rubber. I fell very slowly past the windows, and the neighbours were waving at me. Landed in a pile of straw. Woke up laughing.').interpretation;
    const fell = r.indexOf('you fell very slowly');
    const landed = r.indexOf('you landed in a pile of straw');
    expect(fell).toBeGreaterThan(-1);
    expect(landed).toBeGreaterThan(fell);
    expect(r).not.toMatch(/(?:By the end|In the end|At the close|Last of all|And finally), you fell/);
  });

  it('the chase is told before losing what was chased', () => {
    const r = interpretBuiltin('A cat was sitting on my desk at work, cool as anything. It had my badge in its teeth. It jumped down and ran out through the door and I chased it into the car park, which had turned into a beach. Lost it in the dunes. Woke up annoyed.').interpretation;
    expect(r.indexOf('you chased it into the car park')).toBeGreaterThan(-1);
    expect(r.indexOf('you lost it in the dunes')).toBeGreaterThan(r.indexOf('you chased it into the car park'));
  });
});

describe('the waking is not told by a stock line', () => {
  it('a bare waking after the last moment closes that moment\'s sentence', () => {
    const r = interpretBuiltin('I was in a huge furniture shop with my sister. We argued about a sofa. She walked off. I followed the arrows on the floor to the tills and bought a lamp. I woke up.').interpretation;
    expect(r).toContain('bought a lamp, and then you woke up.');
    expect(r).not.toMatch(/Then you woke\.|And then you woke up\.|the dream let you go/);
  });

  it('a waking told in full is not followed by "and the dream let you go"', () => {
    for (const text of [
      'I was on a ferry and the sea was flat and silver. A gull landed on the rail next to me and looked at me. I woke up with my hands cupped together.',
      'I was baking bread with my grandad in his old kitchen and he showed me how to fold the dough. I woke up laughing.',
    ]) {
      expect(interpretBuiltin(text).interpretation).not.toMatch(/the dream let you go/);
    }
  });
});

describe('an image the moment names with its own article', () => {
  it('is named by its possessive in the gloss, not again in full', () => {
    const r = interpretBuiltin('My neighbour was rowing past in a little red boat and he called up to me. The street was flooded. I woke up.').interpretation;
    expect(r).toContain('the dream remembers its very colour');
    expect(r).not.toMatch(/colour of the red boat/);
  });
});

describe('what the dream searches for', () => {
  it('takes no search from a loss that is only feared ("so I wouldn\'t lose it")', () => {
    const feared = readCast(contextOf('I held the map against my chest so I would not lose it. Later I was looking for my brother\'s red scarf in a crowded market.'));
    expect(feared.sought?.text).toMatch(/scarf/);
    const lost = readCast(contextOf('I lost my wedding ring in the sand and dug with both hands.'));
    expect(lost.sought?.text).toMatch(/ring/);
  });
});


describe('the closing question', () => {
  // Frames that fit any noun ("what has reminded you of the cat?") ask nothing of this dream.
  const STOCK = /reminded you of|in (?:some )?other form|in another form|as large just now as|(?:think of|toward) (?:the|your) [\w ]+ (?:when you think of \w+ )?now, awake/i;
  const last = (text: string): string => interpretBuiltin(text).interpretation.split('\n\n').pop() ?? '';

  it.each([
    ['I was walking by a canal and a white goose followed me, honking. I fed it bread and it sat down beside me on the bench. Then it flew off over the water.'],
    ['I was on a bus and a small brown dog got on by itself and sat next to me. It had a ticket in its mouth. We rode to the end of the line together and it got off at the sea.'],
    ['A fox came into my flat through the kitchen window and sat on the sofa. It watched television with me. Then it curled up and went to sleep. My dad moved into a care home last month.'],
    ['I found a wolf cub in my garden shed and wrapped it in my scarf. It licked my hand. My mum came out and we both just looked at it. I\'m starting university in September.'],
  ])('asks after the dream itself, not in a frame that would fit any noun: %s', (dream) => {
    const q = last(dream);
    expect(q).toMatch(/\?$/);
    expect(q).not.toMatch(STOCK);
    expect(q).not.toMatch(/mean to you personally, before any theory/);
  });

  it('does not ask an animal what it would see of the writer\'s situation', () => {
    const q = last('I was at the seaside and a seagull kept landing on my shoulder and taking chips out of my hand. I was laughing at first, then it took my wallet and flew over the pier and dropped it into the sea. I watched it sink. I got promoted to team lead on Friday.');
    expect(q).not.toMatch(STOCK);
    expect(q).not.toMatch(/might the seagull see|if the seagull could see/i);
  });
});

describe('the answer about a plural image', () => {
  it('agrees with "the teeth" and does not call them "it"', () => {
    const r = interpretBuiltin('I was at a dinner party and my teeth started to crumble in my mouth, one after another, and I kept spitting them into my napkin so nobody would notice. Then my sister laughed and I woke up. What does it mean when your teeth fall out?').interpretation;
    expect(r).toMatch(/the teeth|your teeth/i);
    expect(r).not.toMatch(/teeth crumbles|teeth falls|teeth is\b|teeth[^.?]{0,30}\bwith it\b/i);
  });
});

describe('the figure is named where its pronouns point', () => {
  it('names the doctor all the "she"s refer to, not the nurse who shares her image and came first', () => {
    const cast = readCast(contextOf('I was in a clinic with orange chairs. A nurse read out my name wrong. The doctor was a tall woman with silver rings and she held my x-ray up to the window. She said there was a bird inside my ribs. She laughed and then she gave me a paper bag to let it out. I woke up.'));
    expect(cast.central?.text).toBe('the doctor');
    expect(cast.figure?.text).toMatch(/doctor/);
  });
});

describe('a fill taken from the dream is a whole moment, not a fragment of one', () => {
  const HARBOUR =
    'Hi, I am Tom, 58, from Leeds. My son Jack (20) is moving to Sydney in March for a job, very far, and I am glad for him but a bit broken inside.\n\n' +
    'The dream: we are at the harbour, for his ferry. I am in charge of the bags. First I lose my wallet, I put it on a bench and when I turn it is gone. I ask a sailor and he answers me only with a whistle. Then I realise I have lost Jack too. I run along the quay shouting his name and the speakers are calling my name instead.\n\n' +
    'At pier 4 there is a man sitting with my wallet in his hands, very calm, maybe 40 years old, and he is Jack but older, with a beard like mine. He gives me the wallet and says "Dad, you forgot it at my flat". Inside the wallet was only one thing, a photo Jack took when he was 6 of our dog.\n\n' +
    'I woke up crying but not sad. Does it mean I will lose touch with my son?';

  it('does not offer an age with no subject as the gentle picture that answers a fear', () => {
    const r = interpretBuiltin(HARBOUR).interpretation;
    expect(r).not.toMatch(/: maybe 40 years old/);
    // The fear is still answered, without a detail where none stands on its own.
    expect(r).toMatch(/lose touch with your son(\? No|\. It does not)/);
  });

  it('keeps a place that opens on "at the end of" whole when it is offered as a detail', () => {
    const r = interpretBuiltin('Me, 52, from Porto. My son is leaving for Canada in October for work and I am proud but also sad. The dream: we were at the train station to say goodbye. I lost his coat and looked everywhere for it. At the end of the platform there was a man sitting on a bench with the coat folded on his lap, very calm, maybe 60 years old, and he was my son but older. He gave me the coat and smiled. I woke up crying. Does it mean I will lose my son?').interpretation;
    expect(r).not.toMatch(/\bof the platform there was/);
  });

  it('tells a clause paused by "…" between its subject and verb to its verb, and says no stock waking after a close it could not tell', () => {
    const pier = interpretBuiltin('I was walking on the pier with my dog. Then a huge wave came over the rail and instead of drowning I just... floated. Dog barking, still dry. Then I woke up.').interpretation;
    expect(pier).toContain('instead of drowning you just floated');
    expect(pier).not.toMatch(/instead of drowning you[,.]/);
    const toast = interpretBuiltin('My best friend from work is getting married soon and she asked me to give a toast at her wedding. In the dream I was on a stage at the wedding with a microphone and I forgot every word. Then I woke up.').interpretation;
    expect(toast).not.toContain('Then the dream let you go.');
  });

  it('does not say the body woke before the fear did', () => {
    const dreams = [
      'I was running through a dark forest and something was chasing me. I fell into a river. I woke up at 4 am, sweating, heart pounding.',
      'I was in my old flat and someone was knocking on every window at once. I hid in the bath. Then I woke up, 3 am, sweating.',
      'A man in a grey coat followed me through the market and I could not find the exit. Then I woke up sweating and shaking.',
      'I was in a lift that kept falling and the buttons did nothing. I woke up with my heart racing.',
    ];
    for (const d of dreams) expect(interpretBuiltin(d).interpretation).not.toMatch(/before the fear does/);
  });
});

describe('the reading tells the dream to its end', () => {
  it('says what came back with the dreamer instead of calling the waking a break-off', () => {
    const r = interpretBuiltin('My grandmother was baking bread in her old kitchen and she gave me the first slice. I wanted to ask her something but I could not find the words. I woke up and I could still smell the bread.').interpretation;
    expect(r).not.toMatch(/breaks off|cut the dream short|too soon|before anything was settled|still open/);
    expect(r).toMatch(/came back with you|crossed over into waking with you|came with you (?:out of sleep|across the threshold)/);
  });

  it('gives the last-event label to the dream\'s last event, after someone else is woken', () => {
    const r = interpretBuiltin('I was on a night bus and my brother was asleep beside me. The bus kept missing its stops and all the signs were in a language I did not know. I tried to wake him up and he just mumbled. Then the bus turned into a boat and we drifted to a pier and got off.').interpretation;
    expect(r).toMatch(/pier/);
    expect(r).not.toMatch(/(?:In the end|By the end|At the close|Last of all|The last thing that happens is that|The dream closes as)[^.]*signs/);
    expect(r.indexOf('wake him')).toBeLessThan(r.indexOf('pier'));
  });

  it('reaches a last line that has no verb, and a pause before the verb does not cut the moment', () => {
    const r = interpretBuiltin('I was climbing a wooden ladder up the side of my old school to reach the roof, where my friends were waiting with a kite. The top rung snapped and instead of dropping I just... floated. Ladder gone, still floating. Then I woke up.').interpretation;
    expect(r).toMatch(/you just floated/);
    expect(r).toMatch(/"Ladder gone, still floating"/);
    expect(r).not.toMatch(/Then the dream let you go|choosing differently|You fall\b/);
  });

  it('names what came back with the dreamer once, not twice in one sentence', () => {
    const r = interpretBuiltin('My grandfather and I were mending a fishing net on the harbour wall and he hummed an old song. He tied the last knot and put the net in my hands and walked off along the pier. I woke up and could still feel the net.').interpretation;
    expect(r).toMatch(/could still feel the net[;:,] (?:it|so that|the dream|what)/);
    expect(r).not.toMatch(/feel the net[^.]*the net came/);
  });

  it('reads a mixed feeling at the end as the dream\'s own close, in the dreamer\'s words', () => {
    const r = interpretBuiltin('I had to give a toast at my cousin\'s party and forgot every word, so I sang instead. Everyone laughed and then joined in. I felt so embarassed but also a strange happy feeling. Then I woke up.').interpretation;
    expect(r).not.toMatch(/Nothing is settled|left as the dream found/);
    expect(r).toMatch(/"embarrassed" and "happy"/);
  });

  it('says a runaway came to rest rather than that nothing was solved', () => {
    const r = interpretBuiltin('I was riding my old bike down a steep hill and the brakes did nothing. I kept going faster past the school and the church. Then the road went flat and the bike slowed down by itself and stopped at the bakery.').interpretation;
    expect(r).toMatch(/bakery/);
    expect(r).toMatch(/stops by itself|comes to rest|stop you did not have to make/);
    expect(r).not.toMatch(/no solution stated|Nothing is settled|your own, a ground/);
  });

  it('does not read a baby\'s real crying as tears the dreamer woke with', () => {
    const r = interpretBuiltin('I was rowing my son across a lake and he laughed at the ducks. A heron flew over us and landed on the bow. Then he cried for real and I woke up and picked him up.').interpretation;
    expect(r).not.toMatch(/(?:In the end|By the end|At the close|Last of all|And finally|The last thing that happens is that|The dream closes as)[^.]*cried/);
    expect(r).not.toMatch(/the feeling crosses into waking|the dream's feeling still in your body/);
  });

  it('tells words whose speaker heads the sentence, and a question reported in the teller\'s words', () => {
    const r = interpretBuiltin('I was standing by the river in my home town and the water was very low. A heron walked past me on the mud. And a voice, which was the river but also sounded like my sister, said "you forgot the keys". Then my father was asking why I never call him.').interpretation;
    expect(r).toMatch(/said "you forgot the keys"/);
    expect(r).toMatch(/your father was asking why you never call him/);
  });

  it('reaches the end of a dream told in one long sentence', () => {
    const r = interpretBuiltin('so i was in my old school but the corridors were full of sand and i kept walking and walking and the lockers were all open and full of letters i had written as a kid and then the floor tilted and i slid down into the gym which was a desert and i could breathe fine and i could see the whole town at once and then i woke up').interpretation;
    expect(r).toMatch(/(?:In the end|By the end|At the close|Last of all|And finally|The last thing that happens is that|The dream closes as), you could see the whole town at once/);
  });

  it('tells a cock crowing as the bird it is', () => {
    const r = interpretBuiltin('My grandmother was sitting in the yard shelling peas and humming. She gave me a bowl and told me to finish. I kept shelling and the bowl never filled. She was laughing. Then the cock crowed and I woke up.').interpretation;
    expect(r).toMatch(/the cock crowed/);
  });
});

describe('the writer\'s own questions are answered from the dream, not misread', () => {
  it('reads "when a woman dreams she is X" as a question about the state dreamt, not about the woman', () => {
    const text = 'I am a retired nurse, 67. I dreamt I was bald, completely bald, and I was standing in the queue at the post office. A woman behind me said "Suits you, that." I laughed and bought a stamp with a lighthouse on it, and then I walked out into the sun. What does it mean when a woman dreams she is bald?';
    const qs = writersQuestions(contextOf(text));
    expect(qs[0]).toMatchObject({ kind: 'being', topic: 'bald', about: 'a woman' });
    const r = interpretBuiltin(text).interpretation;
    expect(r).toMatch(/You ask what it means when a woman dreams of being bald|What does it mean when a woman dreams of being bald/);
    expect(r).not.toMatch(/You ask about the woman/);
  });

  it('answers "why does it keep being X" about X, not about the dream returning', () => {
    const qs = writersQuestions(contextOf('I was back at the swimming baths and my old swimming coach was standing on the diving board, and he shouted "Again, from the top!" I swam and swam and the pool got longer. Why does it keep being coaches?'));
    expect(qs.map((q) => q.kind)).not.toContain('recurring');
    expect(qs[0]).toMatchObject({ kind: 'meaning', topic: 'coaches' });
  });

  it('answers a word made up in the dream\'s speech as the dream\'s own coinage', () => {
    const text = 'I was baking bread with my aunt in her old kitchen. She held out her hand and said "Pass me the big tolerant, the one on the hook." I looked at the hooks and there were only spoons. She laughed and kneaded the dough with her elbows. What on earth is a tolerant?';
    expect(writersQuestions(contextOf(text))[0]).toMatchObject({ kind: 'coined', topic: 'tolerant' });
    const r = interpretBuiltin(text).interpretation;
    expect(r).toMatch(/dream's own word|the dream coined it/);
    expect(r).toMatch(/your aunt's mouth/);
    expect(r).toMatch(/"tolerant" (?:is a word for|names) a manner/);
  });

  it('answers a forecast asked of a thing with what the thing does in the dream, not with a prediction', () => {
    const text = 'I was driving my van along the coast road and the radio was playing hymns. At the petrol station the van was empty, the keys were still in it, and on the dashboard a brown envelope with my grandmother\'s handwriting on the front. Is the envelope about good news coming?';
    expect(writersQuestions(contextOf(text))[0]).toMatchObject({ kind: 'thingOmen', topic: 'the envelope' });
    const r = interpretBuiltin(text).interpretation;
    expect(r).toMatch(/not (?:read it as a forecast|take it as a prediction)/);
    expect(r).toMatch(/your grandmother's handwriting on the front/);
  });

  it('does not turn "does this mean I should stop?" into "not to stop"', () => {
    const text = 'I was on the roof of the depot fixing the gutter and the ladder slid away. I stood there while the rain came and my brother waved from the car park. Does this mean I should stop?';
    expect(writersQuestions(contextOf(text))).toMatchObject([{ kind: 'decide', topic: 'to stop' }]);
  });

  it('hears "why my sister in a crown?" and "who is the boy?" as questions about those figures', () => {
    const text = 'My sister was in a crown at the bus stop, handing out oranges. A boy with a red kite stood beside her and said "She is late again." Then the bus came and we all got on. Why my sister in a crown? Who is the boy?';
    const qs = writersQuestions(contextOf(text));
    expect(qs).toMatchObject([{ kind: 'meaning', topic: 'your sister in crown' }, { kind: 'meaning', topic: 'the boy' }]);
  });
});

describe('the one mourned is the one the report names', () => {
  it('a younger brother who died is not read as the father whose boat he rows', () => {
    const r = interpretBuiltin('My older sister Clare died in the spring and we had not made peace. Last night I dreamt she was sitting in the old green van our father had, parked by the sea, and she was eating chips and offered me one. She said "Go on, they are still hot." I took one and woke up. Was that really her?').interpretation;
    expect(r).toMatch(/meeting your sister|meeting with your sister/);
    // The father is told only where the dream names him, as the van's owner.
    expect(r.replaceAll('the old green van your father had', '')).not.toMatch(/your father/);
  });
});

describe('a pronoun is not left where a later thing would take it', () => {
  it('the thing that is gone is named again after another thing is told', () => {
    const r = interpretBuiltin('I was at the airport gate and the backpack was gone, I was only holding a small tin of mints. Then I woke up.').interpretation;
    expect(r).not.toMatch(/tin of mints, and it goes? missing/);
    expect(r).toMatch(/tin of mints, and the backpack goes missing/);
  });
});

describe('a mixed feeling is not a movement', () => {
  it('two feelings named in one breath are not read as a passage from one to the other', () => {
    const r = interpretBuiltin('I was at my old school for an exam and the paper was blank. I felt afraid and also a little happy that I could go home. Then the bell rang and I woke up.').interpretation;
    expect(r).not.toMatch(/movement from|runs from|moves from/);
  });
});

describe('a business named after a figure is no one in the dream', () => {
  it('does not list "a Pilot" (a truck stop where the writer slept) among the dream\'s people', () => {
    const r = interpretBuiltin("52 F, bus driver. Had this last night in the sleeper at a Pilot in Elko. I'm walking through a train station that's closing, all the shutters half down, and a woman in a green raincoat starts following me. I walk faster, she walks faster. I hide in a ticket office full of old suitcases. Then she finds me and hands me a ticket with my name on it. Woke up at 4.").interpretation;
    expect(r).not.toMatch(/Pilot/);
    expect(r).toMatch(/green raincoat/);
  });
});
