/**
 * Slips a reader notices first: the dreamer's typos handed back, one relative taken for another.
 */
import { describe, expect, it } from 'vitest';
import { interpretBuiltin } from '../builtin';
import { getLexicon } from '../lexicon';
import { parseText } from '../nlp';
import { findSymbols } from '../symbols';
import { getDramaCues } from '../structure/cues';
import { retell } from './revoice';
import { contextOf } from './context-of.test-helper';
import { readCast } from './roles';
import { dramaOf } from '../structure/drama-of.test-helper';

const retold = (text: string): string | undefined => {
  const { tokens } = parseText(text);
  return retell(tokens, 0, tokens.length, getDramaCues(), 30)?.text;
};

describe("the dreamer's typos", () => {
  it('retells a common misspelling as the word meant, keeping a capital', () => {
    expect(retold('I left my coat on the train and forgot about it completley')).toMatch(/forgot about it completely/);
    expect(retold('Wierd lights were over the lake')).toMatch(/^Weird lights/);
  });

  it('keeps the misspelling inside a quotation, which stays the dreamer\'s own words', () => {
    const { tokens } = parseText('She said "it was wierd" and left.');
    expect(tokens.find((t) => t.value === 'wierd')?.value).toBe('wierd');
  });
});

describe('relatives by marriage', () => {
  it.each(['mother in law', 'mother-in-law'])('does not call a %s "your mother"', (kin) => {
    const r = interpretBuiltin(`I dreamt I was at the bank and the cashier was my ${kin} and she would not help me. I woke up upset. Is it a bad omen?`).interpretation;
    expect(r).not.toMatch(/\byour mother\b(?![- ]in[- ]law)/);
    expect(r).not.toMatch(/parent to himself/);
  });
});

describe("the writer's words around the dream", () => {
  it('does not tell the writer\'s present, said before "but I dreamt", as the dream\'s first moment', () => {
    const r = interpretBuiltin('My driving test is on Friday so this is probably no surprise but I dreamt the test was held on a beach and the car had no wheels and the examiner was my old piano teacher and then I woke up.').interpretation;
    expect(r).not.toMatch(/driving test is on Friday/i);
    expect(r).toMatch(/beach/);
  });

  it('does not tell a closing "any idea what this is about" or "it felt like it meant something" as a moment of the dream', () => {
    const r = interpretBuiltin('bits i remember:\n- a blue tram full of sand\n- my cousin selling balloons\n- a clock with no hands\n- i was laughing at the end\nany idea what this is all about??\nit felt like it meant something').interpretation;
    expect(r).not.toMatch(/any idea what/i);
    expect(r).not.toMatch(/meant something/i);
  });
});

describe('who "he" is', () => {
  const DOG = 'Our old cat Misty is 16 and the doctor at the surgery said we have maybe a couple of months left with her. Last night I dreamt we were in the garden of our first house. She was young again and chasing leaves. Then a stranger on the wall picked her up. She sat on the wall and purred loudly at me. I woke up crying.';

  it('does not take "a couple of months" or a person named earlier for the animal that purrs', () => {
    const r = interpretBuiltin(DOG).interpretation;
    expect(r).not.toMatch(/couple of months/i);
  });

  it('does not take a person named nearer for the "he" who barks', () => {
    const text = 'I dreamt I was walking our dog Rex on the cliffs at dusk. A fisherman in a yellow coat waved at me from the rocks. He stood on the highest rock and barked twice at the sea. Then the fog came in and I woke up.';
    const { parsed, drama: d } = dramaOf(text);
    const barked = parsed.tokens.findIndex((t) => t.normal === 'barked');
    const clause = d.clauses.find((c) => c.start <= barked && barked < c.end && c.subjectHead !== null);
    expect(parsed.tokens[clause?.subjectHead ?? -1]?.normal).not.toBe('fisherman');
  });
});

describe('names at the start of a sentence', () => {
  it('keeps the capital of a name paired with the dreamer ("Mark and I")', () => {
    expect(retold('Mark and I walked along the pier in the rain')).toMatch(/^Mark and you walked/);
    const r = interpretBuiltin('We completed on the flat last week. Mark and I are splitting up after twenty years, calmly as these things go, and the flat in York was the last thing to share out. This dream, though, was about the house I grew up in. A small girl in a school uniform showed me round it like a buyer. In my old bedroom there was a box full of seeds. I woke before I could plant them. I felt calm.').interpretation;
    expect(r).toMatch(/Mark and you are splitting up/);
    expect(r).not.toMatch(/\bmark and you\b/);
  });
});

describe('a word the dreamer takes back', () => {
  it('reads no fire where the dreamer says it was not really fire', () => {
    const text = 'dreamt my radio only played static and i had to ring 999 because the garage was on fire (it wasnt really fire it was like yellow ribbons). kept typing FIRE into my phone. then the radio turned into a toaster. woke up hungry.';
    const r = interpretBuiltin(text).interpretation;
    expect(r).not.toMatch(/fire consumes|burning|the fire spreads/i);
    const parsed = parseText(text);
    expect(findSymbols(parsed, getLexicon()).map((h) => h.entry.id)).not.toContain('fire');
  });
});

describe("the writer's introduction before \"last night I dreamed\"", () => {
  // Greetings, where the writer is from, what they did years ago: none of it is the dream's first
  // scene once the writer says plainly where the dream begins.
  const dreams: [string, RegExp][] = [
    ['Hello friends. I am 29, from Lagos, working in a bank. My sister got married in March and it was a big stress for everybody. Last night I dreamed I was standing on the roof of the bank and pigeons were carrying my files away one by one. I woke up laughing.', /roof of the bank/],
    ['Hola, I am from Lima. Sorry for my english. I was 6 years with my ex and we finished badly. In my dream I am in a bus full of balloons and the driver is my old teacher. He gives me a map with no streets. Then I wake up.', /bus full of balloons/],
    ['Good morning all. Retired teacher, 71, widowed since 2019. I sold the car in the spring. So last night I dreamt that my husband was mowing the lawn in his Sunday suit and waved at me to come out. I woke up before I could go.', /mowing the lawn/],
    ['Namaste all. I am 27, from Pune. My parents have fixed my marriage meeting with one boy from a good family. We have to give final answer by end of this month.\n\nLast night I dreamt it was my wedding day itself. All the flowers were white instead of orange. Then a white horse came but nobody was sitting on it. Then I woke up.', /wedding day/],
    ['Hola, I am from Guadalajara. I have two weeks in a new job as accountant in a big company, before I was 8 years in the small office of my uncle.\n\nIn my dream I am in the big market, buying mangos. A tall man follows me. Then I wake up.', /big market/],
    ['Hi, I am from Cork. Sorry for the long post. This dream I had three nights ago and I keep going back to it.\n\nI was in my old school gym and it was full of sand. My brother was building a boat in the middle of it. Then I woke up.', /school gym/],
  ];
  it.each(dreams)('opens the reading on the dream, not on the introduction: %s', (text, firstScene) => {
    const reading = interpretBuiltin(text).interpretation;
    const firstParagraph = reading.split('\n\n')[0] ?? '';
    expect(firstParagraph).not.toMatch(/\b(hello|hola|namaste|good morning|sorry for|from lagos|from lima|from pune|from guadalajara|from cork|retired teacher|sold the car|got married|finished badly|marriage meeting|new job|three nights ago)\b/i);
    // The dream's own first scene, even after a blank line, is where the reading begins.
    expect(firstParagraph).toMatch(firstScene);
  });
});

describe("the writer's last paragraph after the dream", () => {
  const dreams = [
    'I was in my grandmother\'s kitchen and the kettle was singing a hymn. She poured tea into a cup with no bottom and laughed. Then the window filled with snow.\n\nMy aunt says kettles in dreams mean news is coming. Is that true? Or is it just because I miss her? I still make her recipes sometimes.',
    'I was on a ferry that kept turning back to the harbour every time we got close to the island. The captain was a heron and he kept saying "not yet".\n\nI know it\'s obviously about the visa. I just found it funny and also a bit sad. Is this dream telling me to give up?',
    'I was in our old flat and the bath overflowed until the whole floor was a warm lake. I was not scared at all and I floated out of the window.\n\nMy sister says water is feelings. Does this mean I am over him? Or that I am hiding it from myself? I still make his coffee sometimes.',
  ];
  it.each(dreams)('does not tell the remarks and questions as the dream\'s last moments: %s', (text) => {
    const reading = interpretBuiltin(text).interpretation;
    expect(reading).not.toMatch(/(In the end|At the close|Last of all|The last thing that happens is that|And finally|Then)[^.]*\b(aunt says|still make her recipes|found it funny|obviously about the visa|dream telling|sister says|still make his coffee)/i);
    expect(reading).not.toMatch(/The dream goes on: is/);
  });
});

describe('a thing after an article is read as a thing, not an adjective or a verb', () => {
  const tag = (text: string, word: string): string | undefined => parseText(text).tokens.find((t) => t.normal === word)?.pos;

  it('reads "a key" handed or given as the key, and "the gate" or "the shed" as places', () => {
    expect(tag('My grandmother handed me a key and told me to keep it.', 'key')).toBe('NOUN');
    expect(tag('She handed me a small key.', 'key')).toBe('NOUN');
    expect(tag('He gave me a key to the shed.', 'shed')).toBe('NOUN');
    expect(tag('At the gate my uncle gave me a coin.', 'gate')).toBe('NOUN');
  });

  it('leaves words that only stand after an article without a noun, and one who acts after "her"', () => {
    expect(tag('I felt a little anxious and left.', 'anxious')).toBe('ADJ');
    expect(tag('I saw her leave the house.', 'leave')).toBe('VERB');
    expect(tag('It was a little.', 'little')).not.toBe('VERB');
  });

  it('reads the key given in a dream as an image of its own', () => {
    const dreams = [
      'I was in a tall empty house with wooden floors. An old woman I did not know came down the stairs. She handed me a key and walked out into the garden. I tried every door upstairs but none of them opened. Then I woke up.',
      'It was getting dark and the field was wet. My uncle was waiting by the fence. He gave me a key and said nothing. I walked across the field alone. I woke up before I got there.',
    ];
    for (const dream of dreams) {
      const r = interpretBuiltin(dream);
      expect(r.symbols.map((s) => s.symbol)).toContain('key');
      expect(r.interpretation).toMatch(/\bthe key\b/);
    }
  });
});

describe('images read by what the dream does with them', () => {
  it('does not read a cellar the dreamer is taken into for shelter as the source of threat', () => {
    const r = interpretBuiltin('There were sirens and my neighbour pulled me by the hand into the cellar under her house. It was dark and smelled of apples. We waited a long time and then it went quiet.').interpretation;
    expect(r).not.toMatch(/threat comes from|what comes out of it/);
  });

  it('reads a stage where one waits for a matatu as a stop, not a theatre', () => {
    const a = interpretBuiltin('I was at the stage waiting for a matatu to town but every one that came was full. Finally I got on and we drove past my old school.');
    expect(a.symbols.map((s) => s.symbol)).not.toContain('stage');
    expect(a.interpretation).not.toMatch(/theatre|persona|performance/i);
  });

  it('still reads a stage one stands on to sing as a stage', () => {
    const a = interpretBuiltin('I was on a stage singing and I forgot all the words and everyone stared.');
    expect(a.symbols.map((s) => s.symbol)).toContain('stage');
  });

  it('reads no road in a lamp that kept being turned on and off', () => {
    const r = interpretBuiltin('i was a desk lamp in a shop and a couple kept turning me on and off to see if i was bright enough. then they bought a different one.').interpretation;
    expect(r).not.toMatch(/road takes you|not the one you chose/);
  });
});

describe('whose deed it is', () => {
  it('gives a deed after "every time we…" to the one who does it, not to the time', () => {
    const text = 'My uncle was driving the van. Every time we hit a bump he would shout and eat a biscuit.';
    const { drama: d } = dramaOf(text);
    const eat = d.clauses.find((c) => c.verbLemma === 'eat');
    const shout = d.clauses.find((c) => c.verbLemma === 'shout');
    expect(eat?.subject).toBe('other');
    expect(shout?.subject).toBe('other');
  });
});

describe('who a he or she is', () => {
  const drama = (text: string) => {
    const { parsed, drama: d } = dramaOf(text);
    return { parsed, d };
  };

  it('takes a name the dream gives someone who then acts for the "he" after it, before the partner named in the introduction', () => {
    const { parsed, d } = drama('I have been with my husband for ten years. Last night I dreamed I was at a wedding in a barn and Callum was there, which was odd. Nobody minded. He came over and asked me to dance.');
    const came = d.clauses.find((c) => c.verbLemma === 'come');
    expect(parsed.tokens[came?.subjectHead ?? -1]?.value).toBe('Callum');
  });
});

describe('qualities the dreamer denies', () => {
  it('does not name the water by the "dirty" the dream denies', () => {
    const r = interpretBuiltin('I was washing dishes when suddenly water began to pour in under the back door. Not dirty water, very clear, like a swimming pool. It rose very fast, to my knees, to my chest. I was not afraid. Then I was floating on my back and laughing.').interpretation;
    expect(r).not.toMatch(/dirty water/);
  });
});

describe('a chase the dreamer turns to face', () => {
  it('does not ask the dreamer to imagine turning toward the pursuer they already faced', () => {
    const r = interpretBuiltin('A tall man in a grey coat was following me through the station. I ran up the stairs and he was there already. So I stopped and turned and asked him what he wanted. He handed me an envelope. Then I woke up.').interpretation;
    expect(r).not.toMatch(/if you stopped and turned toward/);
  });
});

describe('what a search is for', () => {
  it('does not take the pockets searched for the thing sought', () => {
    const r = interpretBuiltin('I was late for my shift at the hospital. The guard at the door would not let me in without my badge. I searched all my pockets and found only a pencil. I walked round and round the building and there was no other door. I woke up tired.').interpretation;
    expect(r).not.toMatch(/looking for your pockets|search for your pockets|your pockets (is|are) never found/);
  });
});

describe('a garment given back', () => {
  it('reads a jacket put round the dreamer, named before, as a garment returned', () => {
    const r = interpretBuiltin('I was cold on the pier. My brother took off his old jacket and put it around my shoulders. It was the one I lost years ago. Then I woke up.').interpretation;
    expect(r).toMatch(/put back on you|garment returns to you/);
  });

  it('reads no garment in a snake that wraps itself round the dreamer\'s arm', () => {
    const r = interpretBuiltin('A golden snake was in my bed. It slowly wrapped itself around my arm and put its head on my shoulder. I woke up.').interpretation;
    expect(r).not.toMatch(/put back on you|garment returns to you/);
  });
});

describe("the split between the writer's frame and the dream", () => {
  const inDream = (text: string, word: string): boolean | undefined => parseText(text).tokens.find((t) => t.normal === word)?.inDream;
  const firstParagraph = (text: string): string => interpretBuiltin(text).interpretation.split('\n\n')[0] ?? '';

  // The dream is announced in many ways; whatever the writer said before it is theirs.
  const announced: [string, RegExp, RegExp][] = [
    // A learner's "I dream very strange" names the dream and tells none of it.
    ['Hello. I am from Busan and my English is not good, sorry. Yesterday I dream very strange. I am in a big library and all the books are wet. A cat is reading a newspaper. Then I wake up.', /library/, /busan|english|sorry|very strange/i],
    // An aside between commas after the time, and an introduction in the present.
    ['My son is 4 months old and I sleep maybe four hours a night. My husband works nights and my sister lives in Oslo. Last night, after the last feed, I dreamed I was carrying him across a frozen lake. He looked up and laughed like an old man. Then the ice sang under us and I woke up.', /frozen lake/, /husband works|sister lives|four hours|4 months/i],
    // A night named by its day.
    ["Hi. I'm from Accra. My father is in hospital since ten days and I visit him every evening. On Saturday night I dreamt I was fishing with him on a lake of milk. He caught a silver key. I woke up calm.", /lake of milk/, /accra|in hospital|every evening/i],
    // The dream named by whom it was of, after background told in the past.
    ["My uncle died last May in Porto, and I could not go to the funeral. Next month is his memorial and I'm flying home. My cousins and I have not spoken much since. Two nights ago I dreamed of him for the first time. He was mending a red net on the beach. He gave me one end and we pulled together. Then I woke up.", /red net|beach/, /died last may|funeral|memorial|cousins|first time/i],
    // Eight words of lead before the dream word.
    ['I am 30, a second year law student. I have been thinking about leaving law for music. I did not tell my parents yet.\n\nLast night I had my first real lucid dream. I was in an empty concert hall and the seats were full of snow. I sat at the piano and the snow began to melt.', /concert hall/, /leaving law|did not tell|law student/i],
    // An opening remark about the dream coming back.
    ["this happened again last night and im scared to sleep now. i was back in my old school and the corridors were flooded to the knee. a woman in a grey coat kept calling my name from the stairs.", /old school|flooded|grey coat/, /happened again|scared to sleep/i],
    // An emoji between the announcement and the telling.
    ['had the strangest dream last night 😳 i was on a ferris wheel made of bread and it started to rain soup. then a seagull took my shoe. woke up hungry', /ferris wheel/, /strangest dream/i],
    // The writer's week told before "and last night i dreamt".
    ['so i started a new job on tuesday (junior designer at a tiny studio) and last night i dreamt my boss was a heron. he kept stealing my pens and hiding them in the sink. woke up laughing', /heron/, /new job|junior designer/i],
  ];
  it.each(announced)('opens the reading on the dream, not on what the writer said first: %s', (text, scene, frame) => {
    const first = firstParagraph(text);
    expect(first).toMatch(scene);
    expect(first).not.toMatch(frame);
  });

  it('keeps the dream\'s present-tense first scene when a number in it is no age', () => {
    const text = "I've had this dream for years and it came back twice this month, so I'm writing it down. I'm back at my old school, in the gym, exam in five minutes. I can't find my pen. Everyone else is already writing.";
    expect(inDream(text, 'gym')).toBe(true);
    expect(firstParagraph(text)).toMatch(/gym/);
  });

  it('ends the dream at a waking that closes its paragraph, so the remarks after it are the writer\'s', () => {
    const text = 'I am in a market and every fruit has a face. The oranges are singing. A man gives me a melon and I wake up.\n\nIn my country people say fruit in a dream means money is coming, so I am hopeful. Also my exam is next Friday. Is this good dream?';
    expect(inDream(text, 'melon')).toBe(true);
    expect(inDream(text, 'country')).toBe(false);
    expect(inDream(text, 'hopeful')).toBe(false);
  });

  it('does not end the dream at a waking told as the habit of a dream that comes back', () => {
    const text = 'I have had this dream since I was a child. I am on a ferry that never reaches the island. I always climb to the top deck and wake up as the horn sounds.\n\nLast night was different. A boy in a yellow raincoat threw me a rope and I caught it. I woke up before I could pull.';
    expect(inDream(text, 'rope')).toBe(true);
    expect(inDream(text, 'raincoat')).toBe(true);
  });

  it('ends the dream at a waking when every sentence after it is the writer\'s own', () => {
    const text = 'I was at my old school looking for my locker. The corridors kept getting longer. My mum was the headmistress and she handed me a bell. Then I woke up. My mum was diagnosed with diabetes at the start of the month. We have never been close. I am the one driving her to appointments. Why do I keep dreaming about school?';
    expect(inDream(text, 'bell')).toBe(true);
    expect(inDream(text, 'diagnosed')).toBe(false);
    expect(inDream(text, 'appointments')).toBe(false);
    expect(interpretBuiltin(text).interpretation).not.toMatch(/(end|close|finally|last)[^.]*diagnosed/i);
  });

  it('still reads the waking in a one-sentence dream before the writer\'s last question', () => {
    const text = 'i was in a cave and a bat flew at my face and i tried to run and then i woke up and couldnt move for a minute. why do i get such scary dreams';
    const { drama: d } = dramaOf(text);
    expect(d.ending.waking).not.toBeNull();
  });

  it('reads "that\'s when I wake up" as the waking, and a last question typed without its mark as the writer\'s', () => {
    const text = "im in a swimming pool but the water is jelly. my coach is shouting numbers. i try to swim but i cant move my arms. thats when i wake up every time. i have nationals in like 2 weeks and my dad keeps comparing me to my sister. why do i keep having this dream";
    const tokens = parseText(text).tokens;
    expect(tokens.find((t) => t.normal === 'wake')?.waking).toBe(true);
    expect(tokens.find((t) => t.normal === 'nationals')?.inDream).toBe(false);
    expect(tokens.find((t) => t.normal === 'why')?.inDream).toBe(false);
    expect(tokens.find((t) => t.normal === 'jelly')?.inDream).toBe(true);
  });

  it('leaves the writer\'s last paragraph out of the dream, "Nothing decided yet" with it', () => {
    const text = 'I have a recurring dream about a hotel. I am always at the reception and nobody comes. Last night I found a lift that went sideways.\n\nMy husband and I are discussing moving to Spain. Nothing decided yet. Why do I keep dreaming this hotel?';
    expect(inDream(text, 'lift')).toBe(true);
    expect(inDream(text, 'discussing')).toBe(false);
    expect(inDream(text, 'decided')).toBe(false);
  });

  it('keeps a moment that only says it happened "in the dream" when the telling goes on', () => {
    const text = 'I was on a bench by the sea with my grandmother. I started to cry in the dream and she hugged me without a word. Then the tide came in.';
    expect(inDream(text, 'cry')).toBe(true);
    expect(inDream(text, 'hugged')).toBe(true);
    expect(inDream('We were at the harbour at dusk. So I kissed Andre in the dream. Then the boats all left.', 'kissed')).toBe(true);
    // Set against the waking, the same words compare the dream with the day.
    expect(inDream('I was on a bench by the sea. I was not crying in the dream but I woke up crying.', 'crying')).toBe(false);
  });

  it('does not take the writer\'s "New dad here" for the "he" of the dream', () => {
    const text = 'New dad here, our son is 6 weeks old and I am back at work. Dream: I was on a ferry and I had left him on the pier. He was waving a tiny flag at me. I woke up and checked the cot.';
    const { parsed, drama: d } = dramaOf(text);
    const waving = parsed.tokens.findIndex((t) => t.normal === 'waving');
    const clause = d.clauses.find((c) => c.start <= waving && waving < c.end && c.subjectHead !== null);
    expect(parsed.tokens[clause?.subjectHead ?? -1]?.normal).toBe('son');
  });

  it('takes a "she" of the dream that reaches back into the introduction for the one it is about', () => {
    const text = 'My daughter is three months old. My mother lives in Lisbon and my aunt visits on Sundays. Last night I dreamed I was holding her by the window. She opened her eyes and sang to me in a deep voice. Then I woke up.';
    const { parsed, drama: d } = dramaOf(text);
    const sang = parsed.tokens.findIndex((t) => t.normal === 'sang');
    const clause = d.clauses.find((c) => c.start <= sang && sang < c.end && c.subjectHead !== null);
    expect(parsed.tokens[clause?.subjectHead ?? -1]?.normal).toBe('daughter');
  });
});

describe("the writer's introduction with no announcement of the dream", () => {
  const inDream = (text: string, word: string): boolean | undefined => parseText(text).tokens.find((t) => t.normal === word)?.inDream;
  const reading = (text: string): string => interpretBuiltin(text).interpretation;
  const firstParagraph = (text: string): string => reading(text).split('\n\n')[0] ?? '';

  // A first paragraph about the writer, then a blank line and the dream told straight away.
  const introduced: [string, RegExp, RegExp][] = [
    // A greeting, an age tag, work and news in the present perfect.
    ["Hi all, 41F from Leeds. I teach year six and I've just been made deputy head, starting in January.\n\nI was on a ferry crossing a lake of ink. The captain was my old headteacher and she handed me the wheel. The ferry sank slowly and nobody minded. Then I woke up.", /ferry/, /leeds|deputy|teach|january/i],
    // News told in a past that is plainly before the dream, and why they post.
    ['58M, Swansea. Took early retirement from the post office in March after thirty years. My son said I should post this because it keeps coming back.\n\nI was in the sorting office at night and every letter was blank. My old boss kept stamping them anyway. I tried to leave but the doors were all post boxes.', /sorting office|blank/, /swansea|retirement|son said|post this/i],
    // An announcement with no "I" ends the introduction.
    ['hey, 33F in Perth, nurse, just moved house with my partner. had a really strange dream about bees.\n\nI was in my old kitchen and the walls were humming. When I opened the cupboard it was full of honeycomb. A bee sat on my hand and did not sting.', /kitchen|humming/, /perth|nurse|moved house/i],
    // "I am 40, … married for …": the writer's family status, told as background.
    ['Good morning everyone. I am 40, a pharmacist in Lagos, married for eleven years with two daughters.\n\nI was walking along a railway line in the rain. A white horse followed me and then overtook me. At the station it was waiting with my name on a card.', /railway|rain/, /lagos|pharmacist|married/i],
  ];
  it.each(introduced)('opens the reading on the dream, not on the introduction: %s', (text, scene, frame) => {
    const first = firstParagraph(text);
    expect(first).toMatch(scene);
    expect(first).not.toMatch(frame);
    // A marriage stated as background is no wedding in the dream.
    expect(reading(text)).not.toMatch(/a wedding joins|the marriage asks/);
  });

  it('keeps a first paragraph that sets the dreamer in a scene, greeting or not', () => {
    const text = "Hello, I'm 12. I'm in a castle made of sand and the tide is coming in.\n\nThen a crab with a crown walks in and asks me for the key. I give it my shoe.";
    expect(inDream(text, 'castle')).toBe(true);
    expect(inDream(text, 'tide')).toBe(true);
  });

  it('keeps a one-paragraph dream told in the present after a bare greeting', () => {
    const text = "Hi. I'm in a glass lift going up the outside of a tower. My brother is in the lift too and he is eating an orange. At the top the doors open onto a field.";
    expect(inDream(text, 'hi')).toBe(false);
    expect(inDream(text, 'lift')).toBe(true);
    expect(firstParagraph(text)).toMatch(/glass lift/);
  });

  it('keeps the telling that goes on after "I had a … dream but I could…" in an introduction', () => {
    const text = '22, second year of nursing school in Cork. I had a swimming dream but I could only swim while holding a red kite. I swam over the rooftops and saw my nan hanging washing. Then I woke up.';
    expect(inDream(text, 'kite')).toBe(true);
    expect(inDream(text, 'cork')).toBe(false);
  });

  it('reads "Dream is I\'m back at…" after the introduction as the dream\'s first scene', () => {
    const text = "Not one for this sort of thing. 61, Dayton. Drove a school bus for 25 years, retired last spring.\n\nDream is I'm back on the bus route. Every stop has the same kid waiting, and he never gets on. I keep driving and the road turns to water.";
    expect(inDream(text, 'route')).toBe(true);
    expect(inDream(text, 'dayton')).toBe(false);
    expect(inDream(text, 'retired')).toBe(false);
    expect(firstParagraph(text)).toMatch(/back on the bus route/);
  });

  it('leaves out the writer\'s present set against the dream by "but in the dream"', () => {
    const text = "im 16 from Buffalo. i dont have my boat licence yet but in the dream i was steering a ferry through a storm. my cousin was the only passenger and she kept laughing. then the ferry landed on a roof.";
    expect(inDream(text, 'boat')).toBe(false);
    expect(inDream(text, 'steering')).toBe(true);
    expect(firstParagraph(text)).not.toMatch(/licen[cs]e/);
    // The city the writer is from is no figure of the dream.
    expect(reading(text)).not.toMatch(/buffalo/i);
  });

  it('does not read a marriage told as the couple\'s years as a wedding in the dream', () => {
    const text = 'My husband and I, married for twelve years now, were walking along a pier at dusk. The boards turned into piano keys and every step played a note. A gull landed on his shoulder and spoke my name.';
    expect(reading(text)).not.toMatch(/a wedding joins|the marriage asks/);
  });
});

describe("the writer's background and questions set between the dream's moments", () => {
  const inDream = (text: string, word: string): boolean | undefined => parseText(text).tokens.find((t) => t.normal === word)?.inDream;

  it('leaves the writer\'s verdict in brackets out of the moment it interrupts', () => {
    const text = 'I was in a bakery with my son. He was sitting on the counter (he was like one year old so impossible) and eating a whole loaf. The baker laughed and gave him another.';
    expect(inDream(text, 'impossible')).toBe(false);
    expect(inDream(text, 'loaf')).toBe(true);
    expect(interpretBuiltin(text).interpretation).not.toMatch(/impossible/);
  });

  it('leaves a "Context:" paragraph after the dream out of it', () => {
    const text = 'I was in a forest of white trees and every tree had a bell. A fox rang one and all the birds flew up. Then it was quiet.\n\nContext: I am a nurse and I work nights on a cancer ward. My shifts change next month.';
    expect(inDream(text, 'fox')).toBe(true);
    expect(inDream(text, 'nurse')).toBe(false);
    expect(inDream(text, 'shifts')).toBe(false);
  });

  it('leaves a death dated in the past perfect, a life span in the present perfect and a parting dated by its year out of the dream', () => {
    const orchard = 'I was walking with my grandfather in his orchard. He had died the year before. He showed me a tree full of tiny lamps and told me to pick one.';
    expect(inDream(orchard, 'died')).toBe(false);
    expect(inDream(orchard, 'lamps')).toBe(true);
    const station = 'I was at the bus station with my sister. She has been living in Canada for ten years. We were waiting for a bus that never came.';
    expect(inDream(station, 'canada')).toBe(false);
    expect(inDream(station, 'bus')).toBe(true);
    const flat = 'I was in my old flat in Leeds. My ex and I had split up there in 2019. The kitchen was full of sunflowers.';
    expect(inDream(flat, 'split')).toBe(false);
    expect(inDream(flat, 'sunflowers')).toBe(true);
    // A span of the dream's own time stays the dream's.
    expect(inDream('I was walking on a beach. I had been walking for days. Then a dog came.', 'days')).toBe(true);
    expect(inDream('I am in a long tunnel. I have been walking for hours. My brother is behind me.', 'hours')).toBe(true);
  });

  it('leaves the writer\'s question between the moments out of the dream, but not the dreamer\'s wondering in it', () => {
    const boat = 'I was on a small boat in a grey sea. Why a boat? Then a whale came up beside me and looked at me. I touched its skin and it was warm.';
    expect(inDream(boat, 'why')).toBe(false);
    expect(inDream(boat, 'whale')).toBe(true);
    expect(interpretBuiltin(boat).interpretation).not.toMatch(/why a boat/i);
    const baby = 'Last night I dreamed that the baby was already born. I had left him in the supermarket. Is this a sign that I am going to be a bad mother? I ran back and found him playing with a lemon.';
    expect(inDream(baby, 'sign')).toBe(false);
    expect(interpretBuiltin(baby).interpretation).not.toMatch(/(goes on|then|next)[^.]*is this a sign/i);
    expect(inDream('The lights went out one by one. What was happening to the street? I ran.', 'happening')).toBe(true);
    // A question said in the dream, cut off by its own mark, goes on with the saying.
    expect(inDream('She answered backwards. I kept saying what? what is that? and getting angry.', 'that')).toBe(true);
  });
});

describe('names, deaths and marriages the dream does not hold', () => {
  const symbolsOf = (text: string): string[] => interpretBuiltin(text).symbols.map((s) => s.symbol);

  it('takes a place or a person written with a capital for a name, not an image', () => {
    const city = 'I drove with my uncle from Phoenix to the coast and the car filled with sand. Then we stopped at a bridge and he got out.';
    expect(symbolsOf(city)).not.toContain('unicorn');
    expect(interpretBuiltin(city).interpretation).not.toMatch(/\bthe phoenix\b/i);
    const friend = 'I was in a garden with my friend Rose and we were digging a hole. Then the hole filled with water and we laughed.';
    expect(symbolsOf(friend)).not.toContain('rose');
    // The same word as a thing in the dream is still the image.
    expect(symbolsOf('I was in a garden and a red rose grew out of the wall. Then the wall fell down and I ran.')).toContain('rose');
  });

  it('holds no thing that a bare "not" denies', () => {
    expect(symbolsOf('There was a huge bear in the corridor. Not baby, full size. It walked to my desk and sat down.')).not.toContain('baby');
    expect(symbolsOf('I was not a baby anymore. I held a baby in my arms and sang.')).toContain('baby');
  });

  it('reads no grief where a death is only said, foreseen or feared', () => {
    const text = 'I am standing on a ferry and my shoes are full of coins. Then the coins turn into shells and I throw them into the sea. A gull takes one.\n\nIs this dream about money? My sister says shells mean somebody will die, now I am a bit nervous honestly.';
    expect(interpretBuiltin(text).interpretation).not.toMatch(/grief|mourn|with your sister again/i);
  });

  it('reads no wedding in being married', () => {
    const text = 'I was living in a lighthouse, married for ten years to a fisherman. Then a storm came and the lamp went out, and I climbed the stairs in the dark.';
    expect(interpretBuiltin(text).interpretation).not.toMatch(/wedding|marriage asks/i);
  });
});

describe('the place the dreamer is in', () => {
  it('takes no place word that only describes another noun for the setting', () => {
    expect(readCast(contextOf('I was in church clothes and the water kept rising around me. Then a boat came and I climbed in.')).setting).toBeNull();
    expect(readCast(contextOf('I was standing in street clothes and the water kept rising around me. Then a boat came and I climbed in.')).setting).toBeNull();
    expect(readCast(contextOf('I was in the school cafeteria and the water kept rising around me. Then a boat came and I climbed in.')).setting?.text).toMatch(/school/);
  });
});

describe('the scene falling quiet', () => {
  it('reads "it became very quiet" as the air of the scene, not a change in the creature before it', () => {
    const r = interpretBuiltin('I was walking a small dog through a crowded station and everyone was shouting. I asked if this would go on forever. The dog led me to a bench, and then it became very quiet. Then I woke up. Is it a bad sign?').interpretation;
    expect(r).not.toMatch(/the dog became|keep their shape|changed form|becoming something else/);
  });
});

describe("the writer's lines around a dream told in one paragraph", () => {
  const inDream = (text: string, word: string): boolean | undefined => parseText(text).tokens.find((t) => t.normal === word)?.inDream;
  const reading = (text: string): string => interpretBuiltin(text).interpretation;

  it('ends the introduction at "In the dream I…" even after a question and a fragment of the writer\'s', () => {
    const text = "Married? Forty years this June. I'm 68, I keep bees in Wexford, and my son wants me to give the hives up. My wife has been gone since 2011. In the dream I'm in the orchard behind our first cottage and she is lifting a frame out of a hive. The bees are silver. She hands me the frame and it is a letter. I woke up at six.";
    expect(inDream(text, 'married')).toBe(false);
    expect(inDream(text, 'wexford')).toBe(false);
    expect(inDream(text, 'orchard')).toBe(true);
    const r = reading(text);
    expect(r).not.toMatch(/you're 68|you keep bees in Wexford/i);
    expect(r.split('\n\n')[0]).toMatch(/orchard/);
  });

  it('reads "I woke up in my bed and could not move" as the first scene after a remark naming sleep paralysis', () => {
    const text = "34, Porto, bus driver. I think this was sleep paralysis, I read about it after. I woke up in my bed and I could not move, only my eyes. At the foot of the bed an old man in a fisherman's jumper was winding blue wool onto a spool, and the wool went under the blanket to my wrist. I wanted to call my wife but no sound came. He said \"Quase pronto\" and smiled. Then my hand moved and he was gone. My grandfather died when I was 9, he mended nets. Was it him? Why blue wool?";
    expect(inDream(text, 'paralysis')).toBe(false);
    expect(inDream(text, 'spool')).toBe(true);
    expect(inDream(text, 'grandfather')).toBe(false);
    const r = reading(text);
    expect(r).not.toMatch(/this was sleep paralysis/i);
    expect(r).toMatch(/wool/);
    expect(r).not.toMatch(/(At the close|In the end|Last of all|And finally)[^.]*grandfather died/i);
  });

  it("does not tell the writer's present and dated background after a past-tense dream as its last moments", () => {
    const text = "47, Ballarat, baker. A heron in the bakery, standing on the flour bin with its wings folded. I was not surprised. I asked it what it wanted and it said \"Rye\" in my mother's voice. It walked into the big oven and the oven went cold. In the morning the trays were full of white feathers. I am thinking about selling the bakery to my cousin. My mother opened it in 1986. What does the heron mean? Are the feathers about an ending?";
    expect(inDream(text, 'selling')).toBe(false);
    expect(inDream(text, '1986')).toBe(false);
    expect(inDream(text, 'oven')).toBe(true);
    const r = reading(text);
    expect(r).not.toMatch(/(moment when|In the end|At the close|Last of all|And finally|Then)[^.]*(thinking about selling|opened it in 1986)/i);
  });
});
