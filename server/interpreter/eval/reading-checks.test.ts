import { describe, expect, it } from 'vitest';
import { doubledNounPhrases, englishPart, fluencyIssues, grammarIssues, momentsOutOfOrder, stockSentences } from './reading-checks';

const kinds = (text: string): string[] => fluencyIssues(text).map((i) => i.split(':')[0] ?? i);

describe('fluencyIssues', () => {
  it('flags a sentence cut off after an auxiliary, a conjunction or a determiner', () => {
    for (const s of [
      'Where it leaves you: you were.',
      'Later, you were.',
      'The dream opens in the middle of things: you’ve had.',
      'And then you ran down the street and jumped and.',
      'At the close, your boyfriend asked if you were.',
      'Then you opened the.',
      'Meanwhile you took your.',
    ]) {
      expect(kinds(s), s).toContain('sentence breaks off');
    }
  });

  it('lets a sentence end on its verb when a question word, a comparison or a relative clause asks for it', () => {
    for (const s of [
      'Where it leaves you: no one would tell you what it was.',
      'Your father kept asking you what your plans were.',
      'Everything moved slower and quieter than it really was.',
      'It felt like finding something you didn’t know you still had.',
      'You were sure this is the happiest you’ve ever been.',
      'You were so scared of where the bottom was.',
      'Honestly, you genuinely had no idea who it was.',
      'Your mother was yelling at you for not cleaning the kitchen even though you had.',
    ]) {
      expect(kinds(s), s).not.toContain('sentence breaks off');
    }
  });

  it('still flags a cut-off after a question word when a new clause begins before the verb', () => {
    expect(kinds('You asked what happened when you were.')).toContain('sentence breaks off');
  });

  it('flags a sentence-opening word kept with its capital inside a sentence', () => {
    expect(kinds('It ends here: Everything was quiet and slow.')).toContain('capital in mid-sentence');
    expect(kinds('Meanwhile Everything else matched.')).toContain('capital in mid-sentence');
    expect(kinds('It ends here: everything was quiet and slow.')).not.toContain('capital in mid-sentence');
  });

  it('flags the same eight words said twice in one reading, and not seven', () => {
    const twice =
      'At the start, you were in a supermarket looking for milk but the aisles kept changing. When you were in a supermarket looking for milk, an old image enters the dream.';
    expect(kinds(twice)).toContain('said twice');
    const back = 'At the start, you were in a supermarket looking for milk but the aisles kept changing. With the supermarket, an old image enters the dream.';
    expect(kinds(back)).toEqual([]);
    expect(kinds('Then you were in a supermarket looking for it. And again you were in a supermarket looking around.')).toEqual([]);
  });

  it('does not count the dreamer’s own quoted words', () => {
    expect(kinds('You write "I was in a supermarket looking for milk" and then "I was in a supermarket looking for milk" again.')).toEqual([]);
  });

  it('reads only the English of a reading that opens with a support message in another language', () => {
    const reading = [
      'Before I say anything about the dream, I want to speak to you plainly. If you feel in danger, call your local emergency number or a crisis line in your country.',
      'Wenn Sie sich in Gefahr fühlen, rufen Sie bitte den örtlichen Notruf an.',
      'Si te sientes en peligro, llama a una línea de crisis o a un servicio de emergencia.',
      '',
      'I must confess a limitation: my reading here works only with dreams told in English.',
    ].join('\n');
    expect(fluencyIssues(reading)).toEqual([]);
    expect(grammarIssues(reading)).toEqual([]);
    // The English check still applies to the English part.
    expect(fluencyIssues(`${reading}\n\nWhere it leaves you: you were.`).length).toBe(1);
  });
});

describe('fluencyIssues: retold moments that are no sentences', () => {
  it('finds an image named by a phrase cut at a comma, and a moment told as one bare word', () => {
    expect(kinds('The water that stopped, flat belongs to a very old family of images.')).toEqual(['name cut at a comma']);
    expect(kinds('Next, relieved, and you kept saying "Oh she is perfect".')).toEqual(['moment without a clause']);
    expect(kinds('Next, someone.')).toEqual(['moment without a clause']);
    // Whole ones pass.
    expect(kinds('The water that just stopped belongs to a very old family of images.')).toEqual([]);
    expect(kinds('Next, you were relieved, and you kept saying "Oh she is perfect". Then, suddenly, a fox came out.')).toEqual([]);
    expect(kinds('Your husband who came out adds a note of his own: the relationship itself, which is not quite the same person.')).toEqual([]);
  });
});

describe('englishPart', () => {
  it('keeps English lines and drops lines in the other languages the engine writes', () => {
    const text = 'This is the reading, and it is yours.\nRufen Sie den örtlichen Notruf oder einen Krisendienst in Ihrem Land an.\nAppelez le numéro d’urgence de votre pays.\nThat, too, is part of the dream.';
    expect(englishPart(text)).toBe('This is the reading, and it is yours.\nThat, too, is part of the dream.');
  });
});

describe('prose measures', () => {
  it('counts a sentence, short ones too, found word for word in several readings', () => {
    const readings = ['You ran. Then the dream let you go.', 'You swam. Then the dream let you go.', 'You sang. Then you woke.'];
    expect(stockSentences(readings, 2)).toEqual([{ sentence: 'Then the dream let you go.', readings: 2 }]);
  });

  it('finds a noun phrase of two words said twice in one sentence, not across sentences or in a quotation', () => {
    expect(doubledNounPhrases('With your dorm corridor without end, your dorm corridor goes on and on.').map((d) => d.phrase)).toEqual(['dorm corridor']);
    expect(doubledNounPhrases('You were in your dorm corridor. Your dorm corridor goes on and on.')).toEqual([]);
    expect(doubledNounPhrases('The red kite circled, and you said "the red kite is mine".')).toEqual([]);
  });

  it('finds a moment retold after a later one', () => {
    const dream = 'I climbed the old ladder to the roof. I slipped off the wet tiles. I landed in a pile of leaves.';
    const inOrder = 'You climbed the old ladder to the roof. Then you slipped off the wet tiles. You landed in a pile of leaves.';
    const outOfOrder = 'You climbed the old ladder to the roof. You landed in a pile of leaves. By the end, you slipped off the wet tiles.';
    expect(momentsOutOfOrder(dream, inOrder)).toEqual([]);
    expect(momentsOutOfOrder(dream, outOfOrder).map((h) => h.sentence)).toEqual(['By the end, you slipped off the wet tiles.']);
  });
});
