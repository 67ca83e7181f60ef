/**
 * Readings that misread who did what, what was only wished or asked, or what the writer said of their
 * life; and lines that say nothing of the dream they stand in.
 */
import { describe, expect, it } from 'vitest';
import { interpretBuiltin } from '../builtin';
import { parseText } from '../nlp';
import { dramaOf } from '../structure/drama-of.test-helper';
import { contextOf } from './context-of.test-helper';
import { tellClause } from './context';
import { endingTone, lifeLink, lifeRemark } from './life';
import { canLookOn, endingMoment, pronounOf } from './reading';
import { readCast } from './roles';
import { bankTemplates } from './voice';

const reading = (dream: string): string => interpretBuiltin(dream).interpretation;

describe('what the writer says of their life', () => {
  it('starts the remark after a tag of age, place and trade, not on the place name lower-cased', () => {
    const r = reading("31M, Denver, line cook, just moved out of my brother's place last month. I dreamt the kitchen was full of snow and my chef kept handing me spoons. I woke up cold. What does the snow mean?");
    expect(r).not.toMatch(/\bdenver\b/);
    expect(r).toMatch(/you (just )?moved out of your brother's place/);
  });

  it('leaves a greeting and whom it greets out of the remark', () => {
    const r = reading('Hello everyone, I am 58 and just retired from the railway. I dreamt I was driving a train through a field of sunflowers and the tracks ran out. Then I woke up. What does it mean?');
    expect(r).not.toMatch(/everyone, you/i);
    expect(r).toMatch(/you are 58/);
  });

  it('speaks of a working life the writer has retired from as past, not as the work they do by day', () => {
    const retired = reading('I am a retired bus driver, 66, from Leeds. I dreamt I was driving my old number 42 bus through a forest and the passengers were all deer. Then I woke up. What does it mean?');
    expect(retired).not.toMatch(/the seat you know|who is at the controls now|the vehicle you know so well/);
    expect(retired).toMatch(/working life you have left|gave your years to/);
  });

  it('does not take the children of adults named in the dream for a classroom of the writer’s working life', () => {
    const ctx = contextOf('I am a teacher at a primary school in Hull. I dreamt I was at a wedding in a big barn and the guests were all adults with their own children running around. Then I woke up. What does it mean?');
    expect(lifeLink(ctx, lifeRemark(ctx))?.image ?? '').not.toMatch(/children/);
  });
});

describe('closing lines that say something', () => {
  it('points every unresolved ending at the dream’s own last moment, never only at its central image', () => {
    for (const t of bankTemplates('lysis.unresolved')) expect(t).toContain('{end}');
    expect(bankTemplates('lysis.open').join(' ')).not.toMatch(/with \{central\} at its centre/);
  });
});

describe('floating is not flying', () => {
  it('reads no flight into a dreamer floating on water', () => {
    const { drama } = dramaOf('The school gym filled up with warm water, very clear, and the benches drifted like rafts. I lay back and I was floating too, looking at the ceiling lights. Then I woke up.');
    expect(drama.shape.primary).not.toBe('flight');
    expect(drama.shape.secondary).not.toBe('flight');
    const { drama: air } = dramaOf('I stepped off the balcony and I was floating over the rooftops, higher and higher. Then I woke up.');
    expect([air.shape.primary, air.shape.secondary]).toContain('flight');
  });
});

describe('the ending moment as the dream tells it', () => {
  it('does not turn a question word into the figure it was resolved to', () => {
    const ctx = contextOf('A boy in a yellow coat gave me a kite at the fair. Then the rain came and I sat down in the mud and laughed, and I felt bad because who would feed the cat now. I woke up.');
    expect(endingMoment(ctx, endingTone(ctx)) ?? '').not.toMatch(/boy (in a yellow coat )?feeds the cat/);
  });

  it('tells a deed someone only tried as tried, not as done', () => {
    const ctx = contextOf('I was made of ice in the dream and I was scared to move. My niece tried to catch the snowflakes with her hands. Then I was not scared any more. I woke up.');
    expect(endingMoment(ctx, endingTone(ctx)) ?? '').not.toMatch(/catches the snowflakes/);
  });

  it('does not read a waking as cutting off the worst when the fear had already gone', () => {
    const calm = contextOf('A huge wave came towards me and I was terrified. Then it set me down gently and I was not afraid any more. I woke up before the wave came back.');
    expect(endingTone(calm)).not.toBe('cut');
    const cut = contextOf('A huge wave came towards me and I was terrified. It was about to crush me. I woke up right before the wave hit me.');
    expect(endingTone(cut)).toBe('cut');
  });
});

describe('a clause that only reacts to the one before it', () => {
  it('is not told alone, where it would seem to answer whatever came before', () => {
    const ctx = contextOf('I was at my desk at work. Then smoke started pouring out of the printer, thick and grey, and nobody else seemed to notice. I woke up.');
    const nobody = ctx.drama.clauses.find((c) => c.subject === 'nobody');
    expect(nobody).toBeDefined();
    expect(tellClause(ctx, nobody?.index ?? -1, 24)).toBeNull();
    const r = reading('I was at my desk at work. My pen had run out of ink. Then smoke started pouring out of the printer, thick and grey, and nobody else seemed to notice. I woke up.');
    expect(r).not.toMatch(/(^|[.:;] )Nobody else seemed to notice\./);
  });

  it('reads a bare noun opening a clause before its verb as the subject', () => {
    const { tokens } = parseText('Then smoke started pouring out of the vent.');
    expect(tokens.find((t) => t.normal === 'smoke')?.pos).toBe('NOUN');
  });
});

describe('who threatens', () => {
  it('takes no one for a pursuer whose threat is only the way the writer speaks', () => {
    expect(readCast(contextOf('I lost my keys at the market and I was panicking because my dad would kill me. I looked everywhere. Then I woke up.')).pursuer).toBeNull();
    expect(readCast(contextOf('I was at the market. A man in a grey coat started chasing me. I ran and ran. Then I woke up.')).pursuer).not.toBeNull();
  });
});

describe('the closing question about someone of the writer’s life', () => {
  it('calls a father "he" and a mother "she", and asks no baby what it would see', () => {
    const ctx = contextOf('I dreamt my dad was fixing a bike in the yard and my mum was hanging washing, and a baby was asleep in a pram by the gate. Then I woke up.');
    const of = (id: string) => ctx.drama.mentions.find((m) => m.hit.entry.id === id);
    const dad = of('father');
    const mum = of('mother');
    const baby = of('baby');
    expect(dad && pronounOf(ctx, dad)).toBe('he');
    expect(mum && pronounOf(ctx, mum)).toBe('she');
    expect(baby && canLookOn(ctx, baby)).toBe(false);
    expect(dad && canLookOn(ctx, dad)).toBe(true);
  });

  it('takes the sex of a figure of no set sex from the dream’s own "he" or "she" for them', () => {
    const ctx = contextOf('I was on the roof of the library and my tutor was there reading, and he said "You forgot the stairs." Then I woke up.');
    const tutor = ctx.drama.mentions.find((m) => m.hit.entry.kind === 'figure' && !m.viaPronoun);
    expect(tutor && pronounOf(ctx, tutor)).toBe('he');
  });
});
