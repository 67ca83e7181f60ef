import { describe, expect, it } from 'vitest';
import { interpretBuiltin } from '../builtin';
import { fluencyIssues, grammarIssues } from '../eval/reading-checks';
import { getLexicon } from '../lexicon';
import { motifBank, motifTexts, themeTexts, validateMotifs } from './motifs';
import { bankTemplates } from './voice';

const reading = (dream: string): string => interpretBuiltin(dream).interpretation;

describe('the motif lexicon', () => {
  it('validates, and every motif can be woven, named and tied to its theme', () => {
    expect(() => validateMotifs()).not.toThrow();
    const { motifs } = motifBank();
    expect(motifs.length).toBeGreaterThanOrEqual(300);
    for (const m of motifs) {
      const { gloss } = motifTexts(m.id);
      expect(gloss.length, m.id).toBeGreaterThanOrEqual(2);
      // A gloss is a clause woven after the retold moment: lower case (or a slot), no full stop.
      for (const g of gloss) expect(g, m.id).toMatch(/^([a-z]|\{)[^]*[^.]$/);
      expect(themeTexts(m.theme).tie.length, m.theme).toBeGreaterThanOrEqual(2);
    }
  });

  it('weaves only into sentences that carry the dream’s own words', () => {
    for (const key of ['weave.open', 'weave.single', 'weave.dev', 'weave.sub', 'weave.turn', 'weave.end', 'weave.wake', 'weave.quote', 'gloss.alone']) {
      const templates = bankTemplates(key);
      expect(templates.length, key).toBeGreaterThanOrEqual(3);
      for (const t of templates) expect(t, key).toMatch(/\{(clause|Clause|quote|name)\}/);
    }
    for (const m of motifBank().motifs) for (const t of themeTexts(m.theme).tie) expect(t, m.theme).toContain('{list}');
  });
});

describe('a moment is read in context, not by a dictionary', () => {
  it('hears a call from the dead only where a death is said, not in a call from a living sister near "our dad\'s flat"', () => {
    expect(reading("My sister rang me and we agreed to meet at our dad's flat. When I got there he was making cheese on toast.")).not.toMatch(/call from the dead|someone who cannot call/);
  });

  it('reads the words of a moment together only when they stand near each other', () => {
    // One run-on sentence: the floor at its start and the clasp that snaps at its end are no floor giving way.
    const r = reading('They were calling final boarding and I was on the floor at the gate tipping everything out of my bag and there was all this stuff in there that isnt mine or that I havent seen in years, like my nans purse with the clasp that snaps. I found the passport in the end.');
    expect(r).not.toMatch(/gives way|cannot carry you/);
    expect(reading('I was halfway up the old ladder when the rungs snapped under my hands and I fell.')).toMatch(/gives way|cannot carry you|gave way/);
  });

  it('tells a way down from a climb upward, and a call across the house from a quarrel', () => {
    const r = reading('I found a door in the hallway that went down to a cellar. My partner shouted from upstairs asking if I found it and I shouted back that its further down. Then I started climbing down the ladder into the dark and woke up.');
    expect(r).not.toMatch(/upward|the quarrel|anger is directed/);
    expect(r).toMatch(/descent|way down|further down/);
    expect(reading('My dad and I were shouting at each other in the kitchen about the car.')).toMatch(/quarrel|argument|anger/);
  });

  it('reads a younger self as younger, and says a gloss that names its moment only once', () => {
    const r = reading('I rang my own number and someone picked up and it was me, but younger, like 17, with loud music behind her.');
    expect(r).not.toMatch(/later self|older one/);
    expect(r).toMatch(/younger/);
    const t = reading('Teeth dream again. I was brushing my teeth in the old bathroom and my front teeth just crumbled into the sink. Then I was at the dentist.');
    expect(t).not.toMatch(/in your front teeth, your front teeth/i);
  });

  it('reads "moving" as a move of house only when it is one, and washing on a line as no cleaning', () => {
    const r = reading('I swam down to the village. There was a bike leaning on a wall and washing still on a line moving in the water like it was in the wind. I hung the skin on the washing line on the balcony.');
    expect(r).not.toMatch(/threshold between two homes|the move\b|the cleaning/);
    expect(reading('We were moving house and the new place had no doors. I carried boxes up the stairs all night.')).toMatch(/dwelling|moving (out|into)|threshold/);
  });

  it('does not read a bond broken where only things were not seen for years', () => {
    const r = reading('I tipped out my bag and there was all this stuff in there that isnt mine or that I havent seen in years, like my nans purse and a cassette tape.');
    expect(r).not.toMatch(/bond that waking life|lost touch/);
  });

  it('reads neither wrong room numbers as a failed call, a chasing dog as an attack, nor a house driven past as one\'s own', () => {
    expect(reading('I was looking for my hotel room but the room numbers were wrong and the corridor kept going.')).not.toMatch(/help is cut off|the failed call/);
    expect(reading('A big dog chased me across the park and I ran until I reached the gate.')).not.toMatch(/instinct turns on you|attacks?, and the dream asks/);
    expect(reading('We drove past our house and it had been painted blue, then we kept going to the beach.')).not.toMatch(/a place that is yours|finally your own/);
  });

  it('reads neither a woman\'s plait as hair falling out, a blackbird as a raven, nor feet sinking into a lawn as a way down', () => {
    const r = reading("I was standing barefoot in my grans back garden and my feet were going down into the lawn like roots. a woman with her hair in a long plait came out of the house with a watering can. a blackbird landed on my arm.");
    expect(r).not.toMatch(/losing hair|trickster|the descent is chosen|way down leads/);
    expect(r).toMatch(/gran's back garden/);
  });

  it('reads going up and down stairs as no descent, a window opened for a bird as no look inside, and a girl in pyjamas in bed as no exposure', () => {
    const r = reading("I went up and down the stairs for what felt like hours. I opened the window on the landing and the little bird hopped up onto my shoulder. I pulled the curtain back and it was me at about 10, in my old pyjamas, sitting up in bed.");
    expect(r).not.toMatch(/way down leads|descent is chosen|looking inside, the dream|without the covering|wrong clothes|come down, and where/);
  });

  it('reads a classmate who used to sit behind the dreamer as a memory, not a shadow at their back', () => {
    const r = reading('The patients were all people from my year at school, Kerry Mason and the twins and Daniel who used to sit behind me in maths. They all wanted something.');
    expect(r).not.toMatch(/figure at our back|in the twins the shadow|shadow in its commonest/);
  });

  it('does not speak of boxes where the dream has none', () => {
    const r = reading('I opened the envelope and found a key card. It had my name on it but spelt wrong, with an extra letter in it. I took it and woke up.');
    expect(r).not.toMatch(/box/);
  });

  it('reads a failed call for help as help cut off', () => {
    const r = reading('I was walking home at night and a man started following me. I tried to call my sister but my phone screen was cracked and my fingers kept hitting the wrong numbers. I woke up.');
    expect(r).toMatch(/tried to call your sister/);
    expect(r).toMatch(/help|reach|get through|line/);
  });

  it('reads keys that fail in their own number, and lost keys as lost rather than as keys that no longer fit', () => {
    const failing = reading('The keys would not turn in the lock.');
    expect(failing).toMatch(/(?:keys|they) fail you|(?:keys|they) no longer fit\b/);
    expect(failing).not.toMatch(/\bkey no longer fits\b/);
    expect(reading('I lost my keys in the snow and could not get home.')).not.toMatch(/no longer fit/);
  });

  it("reads a change as the dreamer's own only when the dreamer changes, and another's laughter in a storm as no joy in the rain", () => {
    const ship = reading('We were on a ship in a storm and my boss kept laughing. Then the ship turned into my old school.');
    expect(ship).not.toMatch(/your own body|you are becoming something else|what in you is changing/i);
    expect(ship).not.toMatch(/let the rain|soak|rewards it with joy/i);
    expect(reading('I turned into a wolf and ran through the snow.')).toMatch(/your own body|you are becoming something else|you are what undergoes/i);
    expect(reading('It was raining and I kept dancing in the street, soaked and happy.')).toMatch(/rain/);
  });

  it('reads a hallway that keeps getting longer as effort that does not close the distance', () => {
    const r = reading('I was late for an exam and the hallway kept getting longer the faster I ran. Every door was the wrong one. I woke up before I found the room.');
    expect(r).toMatch(/hallway kept getting longer/);
    expect(r).toMatch(/distance|recedes|further|nearer/);
  });

  it('names the turn and treats the ending and the waking', () => {
    const r = reading(
      'I was in my childhood bedroom at night and I could hear something scratching inside the wardrobe. The light switch did not work. ' +
        'I tried to scream but no sound came out. Something with long thin fingers came out and reached towards my bed. ' +
        'Then it was completely silent and I felt something sit down on the edge of the bed. I woke up drenched in sweat.',
    );
    expect(r).toMatch(/scratching inside the wardrobe/);
    expect(r).toMatch(/edge of the bed/);
    expect(r).toMatch(/drenched in sweat/);
    expect(r.indexOf('wardrobe')).toBeLessThan(r.indexOf('edge of the bed'));
    // The voice that fails is read, not only retold.
    expect(r).toMatch(/voice|words/);
  });

  it('opens a grief dream as one', () => {
    const r = reading('My dad died last spring. In the dream I was driving his old pickup truck to the lake where we used to fish. His fishing hat was on the passenger seat. I put his hat on and it fit. I drove home with the hat on.');
    expect(r.split('\n\n')[0]).toMatch(/your dad/);
    expect(r).toMatch(/death|grief|died/);
  });

  it('ends with questions made of the dream’s own moments', () => {
    const r = reading('I was at my grandmother’s house looking for her ring. I opened every drawer but they were full of receipts and plastic forks. Finally I found a small box under the bed, but there was only sand inside. I felt calm.');
    const last = r.split('\n\n').pop() ?? '';
    expect(last).toMatch(/\?$/);
    expect(last.split('?').length - 1).toBeGreaterThanOrEqual(1);
  });
});

describe('sense in motifs', () => {
  it('does not read a bullet train as a shooting, "at one point" as pointing, or an aside as the dream', () => {
    const train = reading('I was on a bullet train in Japan and I fell asleep in my seat. When I woke up my backpack was gone.');
    expect(train).not.toMatch(/wound|shot|harm reaches/);
    const point = reading('At one point I flew past my neighbor’s window and she waved at me. I landed on the roof of the library and watched the sun go down.');
    expect(point).not.toMatch(/shown where to go|pointing/);
  });

  it('does not take the dreamer’s own following for a pursuit, nor a laugh for a paralysis', () => {
    const r = reading('I followed my sister into the garden to tell her to stop. We danced and I laughed so hard I couldn’t breathe. Then we lay on the grass.');
    expect(r).not.toMatch(/pursuit begins|first means of escape/);
  });

  it('retells inverted questions and relative clauses only where it can do so whole', () => {
    for (const dream of [
      'It is my apartment but there is a door I never noticed. I kept thinking, how am I paying rent for all this. The last room had my own bed in it.',
      'On the roof there was a man feeding pigeons who looked like an older me, same jacket. He said good, now you know. Then I woke up.',
      'Mom said go on, I’m fine, and went back to her crossword. I walked down the hallway and every door was closed.',
    ]) {
      const r = reading(dream);
      expect(r, dream).not.toMatch(/\byou how am you\b|when who\b|you went back to her crossword/);
      expect(fluencyIssues(r), dream).toEqual([]);
      expect(grammarIssues(r), dream).toEqual([]);
    }
  });
});

describe('a motif reads only what its moment holds', () => {
  it('finds a place gone only where the place was sold, not where a shop sells things', () => {
    const shop = reading('I was looking for a clock shop. The shop was run by an old man with no eyebrows who only sold clocks with one hand. He gave me a clock with no hands at all.');
    expect(shop).not.toMatch(/no longer exists|gone from waking life/);
    const house = reading('In the dream I was in our old greenhouse at the house on Linden Road, which we sold in 2009. The glass was clean and the tomato plants were taller than me. My husband was at the far end tying up the vines.');
    expect(house).toMatch(/no longer exists|gone from waking life/);
  });

  it('reads no return of the dead where the dreamer says the parent is alive', () => {
    const alive = reading('My sister came down the aisle. When she got to the end her fiance wasn\'t there, it was our dad, but our dad\'s alive and fine, he was just standing where the groom should be looking confused.');
    expect(alive).not.toMatch(/return of the dead|someone lost is alive again|their return/);
    expect(reading('My mum was alive again and she was standing in the kitchen making tea. I hugged her.')).toMatch(/return of the dead|someone lost is alive again|their return|alive/);
  });

  it('names what the dream is about without an image it lacks, and asks about time without a deadline it lacks', () => {
    expect(reading("I've been waiting for results from a scan (probably nothing, the GP says) and I think it's on my mind. In the dream I was in a hospital waiting room that was also a train carriage, the seats were those blue and yellow moquette ones. A nurse called my name but said it wrong, \"Mr Hollins\" instead of Hollis. The doctor was a young woman with a lanyard full of badges and she put my x-ray up on a light box. In the middle of my chest there was a key, an old-fashioned brass one, clearly visible, and a little keyhole shape where my heart should be. She said \"well there's your problem\" and laughed in a kind way. I asked if they had to operate and she said no, I just had to find what it opened. Then she gave me a leaflet that was completely blank and sent me out and the waiting room had turned into my primary school hall with the climbing bars on the wall. I woke up at 4:10am and couldn't get back to sleep. Is this just anxiety or does the key mean something?")).not.toMatch(/clock/);
    expect(reading("I was in a city where the sky was made of white bathroom tiles, you could see the grout lines, and some tiles were missing and through the gaps there was a second sky that was dark purple with stars. Everyone walked around with umbrellas even though it wasn't raining, because every so often a tile would fall. I was looking for a clock shop because I'd been told my watch had stopped and that was why the tiles were falling. The shop was run by an old man with no eyebrows who only sold clocks with one hand. He said \"which hour did you lose?\" and I said I didn't know, and he said that was the most common answer. He gave me a clock with no hands at all and said it would be right twice a day anyway. When I walked out the tiles were all gone and the purple sky was everywhere and it was very quiet and warm. A tram went past with no one on it, ringing its bell. I got on it. That's where it ended.")).not.toMatch(/deadline/);
  });
});

describe('rising water', () => {
  it('rises where the water itself comes up, not where something else comes up near the pool', () => {
    expect(reading('I was doing laps in the pool at the gym. I saw the fins coming up the lane and I froze right in the middle of the pool. I got out somehow and sat shaking on the bench.')).not.toMatch(/rise|rising/i);
    expect(reading('I was in the basement of my parents house and there was water coming up through the floor. It kept rising and I could not find the stairs.')).toMatch(/comes toward you and will not stay|can no longer be kept at a safe distance/);
  });
});

describe('a motif never says what the dream denies or does not show', () => {
  it('reads no attack where the animals "did not attack", and no watching animal where the dreamer is the one who looks', () => {
    const r = reading('I was walking across a moor in deep snow. Then the wolves came, and they did not attack; they fell into step on either side of me like dogs on a lead. When I looked up the wolves had lain down in the snow in a ring, and the girl was gone. I woke up.');
    expect(r).not.toMatch(/attack, and the dream asks|instinct turns on you|now turns on you/);
    expect(r).not.toMatch(/sees? you, and being seen by an animal/);
    // The girl is gone, not the house: no place that no longer exists.
    expect(r).not.toMatch(/no longer exists|gone from waking life/);
    // Still: a wolf that attacks is read as one.
    expect(reading('I was walking across a moor in deep snow. Then the wolves came and they attacked me, and I ran until I woke up.')).toMatch(/attack, and the dream asks|instinct turns on you/);
  });

  it('agrees the watching animal with its number, and keeps it for an animal that looks at the dreamer', () => {
    const r = reading('The water was really dark and there were swans watching me, like an audience. I kept swimming until I woke up.');
    expect(r).not.toMatch(/swans sees/);
    expect(reading('I was in the forest. The fox looked at me for a long time and then walked off into the trees. I woke up.')).toMatch(/(?:the fox|it) sees you|gaze of the fox|its gaze/);
    // "I was watching a man sitting on the horse": the dreamer watches; no animal sees the dreamer.
    expect(reading('I was standing near the food counter eating sweets and watching some other man sitting on the horse in my suit. Everyone was happy. Then I woke up.')).not.toMatch(/sees you, and being seen by an animal/);
  });

  it('reads smoke from a chimney and a small fire as no fire that consumes', () => {
    expect(reading('At the end there was the house, low and whitewashed, with smoke coming from the chimney and the door standing open. I did not go in. I woke up.')).not.toMatch(/fire consumes|what in your life is burning/i);
    expect(reading('Then the mandap caught fire but a small fire, spreading slowly around the room, and nobody moved. Then I woke up.')).not.toMatch(/fire consumes|what in your life is burning/i);
    expect(reading('I was at home and the kitchen caught fire and it was spreading everywhere. I got out and woke up.')).toMatch(/fire consumes|the fire spreads|what in your life is burning/i);
  });

  it('reads help out of reach only where some help is there', () => {
    expect(reading('I flew over the cliffs and the ocean. Then I got scared I would go too high and lose the ground entirely, and I started dropping and woke up.')).not.toMatch(/help that cannot close|help is there, visible|whose help is offered/);
    expect(reading('I was in a deep hole and my brother was reaching down his hand to me but it was just out of reach. I woke up.')).toMatch(/help that cannot close|help is there, visible|whose help is offered/);
  });

  it('reads no panic that takes over where the same sentence says calm was the bigger part', () => {
    expect(reading('I was standing in the orchard. Part of me was panicking because I had to pick up my son, but the bigger part of me was completely calm. Then I woke up.')).not.toMatch(/panic takes over|fear is at its height/);
  });

  it('reads no lonely empty scene in "about 40 miles later", and no indifference in help handed back "like it was nothing"', () => {
    const r = reading('I was driving home on the highway. About 40 miles later I realized the car seat was empty. I went back and the old lady at the register handed him back like it was nothing. I woke up.');
    expect(r).not.toMatch(/no one is about|without witnesses/);
    expect(r).not.toMatch(/unmarked by others|nothing to them|indifference/);
  });

  it('reads no broken clock in "the wrong watches" someone hands over', () => {
    expect(reading("In the dream I'd been wearing my dad's watch at a wedding in a hotel and when I looked down it was gone. I went searching through the whole place, under tables, the cloakroom, the kitchens where lads were washing pots and kept handing me the wrong watches, digital ones. Then there was a puddle with the watch at the bottom, still ticking. I woke up.")).not.toMatch(/broken clock|time has no measure|cannot tell the time/i);
  });

  it('reads no deed that is only pretended, and no loss of footing in a slow fall', () => {
    expect(reading('I looked in the mirror. Then a cleaner came in and I pretended to be washing my hands, and when I looked up again it was just me. I woke up.')).not.toMatch(/clear and scrub|putting the inner house in order/);
    expect(reading('The ladder went soft. I fell but very slowly, past the stained glass, and landed in a skip full of feathers. Woke up laughing.')).not.toMatch(/losing one's footing/);
  });
});

describe('a gloss does not say what the moment does not hold', () => {
  it('does not read being the only one who noticed something as being left alone', () => {
    const r = reading('I was giving a talk at work and water started pouring down the walls. I was the only one who noticed it. I kept talking.');
    expect(r).not.toMatch(/after everyone else has gone|the last one left/);
  });

  it('does not take away the dreamer’s voice when it is another whose words make no sound', () => {
    const r = reading('My sister stood behind the glass door. She was saying something but there was no sound, only her lips moving. I pressed my hand on the glass.');
    expect(r).not.toMatch(/your voice|the words will not come/);
  });

  it('does not read a word hyphened to the next as the thing it names alone', () => {
    // "send-forth" is a farewell party, not a parcel sent far away.
    const r = reading('I was at home and my mother was ironing the dress she made for my send-forth. I helped her fold it and we laughed.');
    expect(r).not.toMatch(/far away, across a distance|the parcel/);
  });

  it('does not call the gladness of seeing someone again a feeling of freedom', () => {
    const r = reading('My ex had let herself into my flat and was moving my things around. She opened a cupboard and our dog was sitting in there wagging. I was so happy to see him I forgot to be annoyed. Then she left with him.');
    expect(r).not.toMatch(/freedom/);
  });

  it('does not read a sound that is no word as words kept inside', () => {
    const r = reading('I had turned into a tree in the park. My brother walked by and I tried to call him but all that came out was a rustle of leaves.');
    expect(r).not.toMatch(/big words|small sentence|small practical sentence/);
  });

  it('does not read the partners of a firm as a partner in love', () => {
    const analysis = interpretBuiltin('I was giving the yearly figures in the meeting room and the partners were nodding along. My notes had turned into a shopping list.');
    expect(analysis.interpretation).not.toMatch(/the relationship itself|the picture of the other/);
    expect(analysis.symbols.map((s) => s.symbol)).not.toContain('partner');
    expect(interpretBuiltin('My partner and I were painting the kitchen and the paint kept turning blue.').symbols.map((s) => s.symbol)).toContain('partner');
  });
});

describe('a room that fills', () => {
  it('reads a room filling with water as given up to the water, and one filling with birds as no flood', () => {
    expect(reading('My aunt was making soup in her kitchen. Then the kitchen filled with sparrows and she laughed. I woke up.')).not.toMatch(/water/);
    expect(reading('I was in my childhood home and the basement was filling with water. I walked upstairs and did not look back. I woke up.')).toMatch(/water/);
  });
});

describe('a dead line is no death', () => {
  it('does not read a phone line that was dead as someone who has died', () => {
    const r = reading('I was at the bus station with my old school bag. The driver said I had to pay in coins. I searched my pockets and found only buttons. Meanwhile they announced the last bus to Leeds. My sister was calling but the line was dead. I missed the bus. The sign said DELAYED, then GONE. I woke up early.');
    expect(r).not.toMatch(/has died|from the dead|who died/);
  });

  it('reads a silence as a figure\'s only when someone else keeps it, and never presumes that figure dead', () => {
    const hiding = reading('I was hiding in the shed and my uncle called my name from the garden, but his voice sounded wrong so I did not answer. Then the shed door rattled and I woke up.');
    expect(hiding).not.toMatch(/the figure answers with presence/);
    const boss = reading('I was in the corridor at work. My manager looked at me and didnt say a word. Then I woke up.');
    expect(boss).toMatch(/the figure answers with presence/);
    expect(boss).not.toMatch(/as the dead often do/);
    const nan = reading('My grandmother sat at the end of my bed. She just smiled and did not say a word. I held her hand.');
    expect(nan).toMatch(/the figure answers with presence rather than words/);
  });

  it('does not gloss a bed as sexuality: the one-line meaning is read to children and the frightened too', () => {
    const bed = getLexicon().symbols.find((s) => s.forms.includes('bed'));
    expect(bed?.meaning).toMatch(/rest/i);
    expect(bed?.meaning).not.toMatch(/sexual/i);
  });

  it('reads ice and a goal that recedes only where the dream holds them', () => {
    const reeds = reading('I stood on the bank of a river in my socks and my fingers grew thinner and longer until they were reeds. A dog barked and I woke up.');
    expect(reeds).not.toMatch(/thin ice|crossing is breaking/);
    const lake = reading('I was crossing a frozen lake and the ice was cracking under me. I woke up.');
    expect(lake).toMatch(/thin ice|crossing is breaking/);
    const sun = reading('I flew up towards the sun and as I got higher it got closer and closer until it was a lamp in my kitchen. I woke up.');
    expect(sun).not.toMatch(/recedes|no longer brings you nearer|further away the end/);
    const corridor = reading('I was running down the corridor at school and it kept getting longer. I woke up.');
    expect(corridor).toMatch(/recedes|no longer brings you nearer|further away the end/);
  });

  it('glosses bare feet on grass without a roof or a landing the dream may not hold', () => {
    for (const g of motifTexts('barefoot-grass').gloss) expect(g).not.toMatch(/roof|land/);
    for (const n of motifTexts('barefoot-grass').name) expect(n).not.toMatch(/wet/);
  });
});

describe('a motif does not fire on a phrase that only shares its words', () => {
  it('reads "kept turning me on and off" as no wrong turn on a road', () => {
    const r = reading('I was a lamp in a furniture shop. A family kept turning me on and off trying to decide if I matched their sofa. Then they put me back. I woke up.');
    expect(r).not.toMatch(/road takes you somewhere|not the one you chose|wrong turn/);
  });
});

describe('lying together', () => {
  it('needs someone lying with the dreamer, not a bed with windows or a floor', () => {
    expect(reading('I was lying on a straw mat in a hut with green shutters. A bird came in and sang. Then the roof lifted off and I saw stars.')).not.toMatch(/side by side|rest shared|you share/);
    expect(reading('The horse walked into the kitchen and lay down on the floor. I gave it an apple and it closed its eyes.')).not.toMatch(/side by side|rest shared|you share/);
    expect(reading('I was lying in the grass with him under a huge moon. We did not speak. Then the moon came down and sat between us.')).toMatch(/side by side|rest shared|closeness|you share/);
  });
});

describe('motifs that claim more than the dream holds', () => {
  it('reads a snake lying coiled, or biting its own tail, as no snake that strikes or holds the dreamer', () => {
    expect(reading('I opened the drawer and a snake lay coiled inside on my socks. I closed the drawer and went to make tea. Then the kettle sang.')).not.toMatch(/strikes or holds you|reaches you/);
    expect(reading('A snake crossed the hallway and curled up by the door, and then it bit its own tail. I stepped over it and went out.')).not.toMatch(/strikes or holds you|reaches you/);
  });

  it('reads an animal eating as no meal that gathers people', () => {
    expect(reading('I came into the kitchen and a fox was on the table eating the bread. It looked at me and kept eating. Then I sat down.')).not.toMatch(/gathers people/);
  });

  it('names no water where the theme is only depth', () => {
    const { about, tie, ask } = themeTexts('depth');
    for (const t of [...about, ...tie, ...ask]) expect(t).not.toMatch(/water/);
  });
});

describe('sirens', () => {
  it('are no war where only a flood is coming', () => {
    expect(reading('I was on the pier and sirens were going everywhere because a flood was coming. I kept fishing. Then the water rose to my knees and stopped.')).not.toMatch(/\bwar\b/);
  });
});

describe('a motif fires on what the moment shows, not on a word out of its sense', () => {
  it('beds that are made up are no apology', () => {
    const r = reading('I was in a hostel dormitory in the mountains. All the bunks were made up very tightly with grey blankets and nobody was there. I walked along them counting. Then I woke up.');
    expect(r).not.toMatch(/forgiv|apolog/i);
  });

  it('a garden full of machines is not a garden in flower', () => {
    const r = reading('We were in the hospital garden but the garden is now full of tents and trucks. A man in a yellow vest told me the ground was not level. Then the bell rang and I woke up.');
    expect(r).toMatch(/full of tents/);
    expect(r).not.toMatch(/flourish|in flower|flowering/i);
  });

  it('a body that grows longer is a change of form, not a goal that recedes', () => {
    const r = reading('I was sitting on a roof in the rain. My arms started to get longer and longer until they reached the street. I picked up a cat with them. Then I woke up.');
    expect(r).not.toMatch(/goal recedes|goal move/i);
  });

  it('floating a few centimetres over the floor is no view from above', () => {
    const r = reading('I was in my kitchen making tea. Then my feet left the tiles and I floated a few centimetres above the floor, and my mother did not notice. Then I woke up.');
    expect(r).not.toMatch(/from up there|from above/i);
  });

  it('a bag that will not close does not take the legs from the one running', () => {
    const r = reading('I was running down a long corridor with a bag that won\'t close, papers falling everywhere. Then I reached a lift and it opened. Then I woke up.');
    expect(r).not.toMatch(/means of escape|cannot move/i);
  });
});
