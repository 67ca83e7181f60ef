/**
 * Whether a stock gloss fits this dream's moment. A dictionary meaning is true of an image in
 * general; said of this dream it is wrong where the dream's own moment says otherwise: death or
 * menace read into a dream the writer calls gentle and unafraid, a sexual reading offered to a
 * writer who says they are fifteen, "timidity" for a hare the dream calls unafraid. Saying less is
 * better than saying that, so such a gloss gives way to another phrasing, or to none.
 */
import type { ReadingContext } from './context';
import { claimsDeniedQuality } from './grounded';

/** The writer gives an age under eighteen: "I'm 15", "im 14 and", "I am a 16 year old". */
const MINOR_AGE = /\b(?:i['’]?m|i am)\s+(?:only\s+|just\s+)?(?:a\s+)?(?:1[0-7]|[6-9])(?:\s*(?:-|\s)?\s*(?:years?|yrs?|y\/?o)(?:\s*-?\s*old)?)?(?![\d:.%])(?!\s*(?:minutes?|mins?|min|hours?|hrs?|weeks?|months?|days?|am|pm|o['’]clock|times?|percent|%|miles?|km|kilos?|kg|pounds?|lbs?|feet|foot|ft|inches|floors?|steps?|points?|(?:st|nd|rd|th)\b))/i;
/** "I'm a teenager", "as a 15-year-old", "I'm in year 10", "I'm in 9th grade", "my GCSEs", "I'm in high school". */
const MINOR_SAID = /\b(?:i['’]?m a teen(?:ager)?|i am a teen(?:ager)?|as a (?:1[0-7])[- ]year[- ]old|(?:i['’]?m|i am|im) in (?:year|grade) (?:[5-9]|1[0-1])\b|(?:i['’]?m|i am|im) in (?:the )?(?:[5-9]th|1[01]th) grade|my gcses?|(?:i['’]?m|i am|im) (?:in|at) (?:middle|high|secondary) school|(?:i['’]?m|i am|im) a (?:freshman|sophomore|junior) in high school)\b/i;
/**
 * An age given the way young writers give it: "(15F)", "[16 m]", "F15", "15 y/o", "15yo girl".
 * Not "my 15 y/o son": an age after "my", "our", "a" or "the" is someone else's.
 */
const MINOR_TAG = /(?:[([]\s*(?:1[0-7])\s*[fm]\s*[)\]]|[([]\s*[fm]\s*,?\s*1[0-7]\s*[)\]]|[([]\s*1[0-7]\s*,\s*(?:f|m|female|male)\s*[)\]]|(?<!\b(?:my|our|his|her|their|a|an|the)\s{1,3})\b1[0-7]\s*(?:y\/o|yo|yrs? old)\b)/i;
/** A writer whose parents still decide for them: "my mum won't let me", "my parents make me go to bed at ten", "I got grounded". */
const MINOR_LIFE = /\b(?:my (?:mum|mom|mother|dad|father|parents)(?: and (?:my )?(?:mum|mom|dad|stepdad|stepmum|stepmom))? (?:won['’]?t|wont|doesn['’]?t|dont|don['’]?t|will not|never) let me|(?:i got|i['’]?m|i am|im) grounded)\b/i;

/** Words of a gloss that give a sexual reading. */
const SEXUAL = /\b(?:sex|sexual|sexuality|erotic|eros|intimacy|intimate|libido|lover|lovers|desire|desires|passionate|seduc\w*|consummat\w*|lust|marriage bed|love-?making)\b/i;

/** Words of a gloss that read loss, death or menace into a moment. */
const DARK = /\b(?:death|dies|die|dying|dead|the dead|grave|loss|lost for good|grief|mourning|abandon\w*|aggression|violence|attack\w*|threat\w*|danger\w*|crisis|cannot be contained|consumes?|devour\w*|predator\w*|prey|timid\w*|fearful\w*|dread|doom\w*|ends? from outside|without appeal)\b/i;

/** The writer calls the dream or its feeling calm in so many words. */
const CALM_SAID = /\b(?:gentle|peaceful(?:ly)?|at peace|calm(?:ing|ly)?|serene|serenity|tranquil|rested|restful|content(?:ed)?|unafraid|harmonious|blissful|soothing|felt (?:so |completely |totally )?safe|(?:wish|want|like) to keep)\b|\bwithout (?:any )?(?:fear|sadness|worry|panic)\b|\bnot (?:afraid|scared|frightened|sad)\b/i;

/** The writer laughs at the dream: "lol", "haha", "it was hilarious" ("I felt so silly" is a feeling in it). */
const FUN_SAID = /\b(?:lol|lmao|rofl|haha\w*|hilarious)\b/i;

/** The writer speaks of a death or of weeping: a dream of the dead may be read as touching death, however calm. */
const GRIEF_SAID = /\b(?:died|dies|dead|death|funeral|passed away|passed on|grief|grieving|mourning|crying|cried|in tears|sobbing)\b/i;

interface Fit {
  minor: boolean;
  peaceful: boolean;
}

const fits = new WeakMap<ReadingContext, Fit>();

function fitOf(ctx: ReadingContext): Fit {
  let fit = fits.get(ctx);
  if (!fit) {
    const text = ctx.input.text;
    const { scores } = ctx.input.emotions;
    // A dream is peaceful when nothing in it frightens, angers or grieves and the writer names its
    // calm or laughs at it: "an unusually gentle dream", "without any sadness", "quite unafraid",
    // "lol". Gladness alone is not enough: a glad reunion with someone dead may still touch death.
    const untroubled = scores.apprehension < 0.25 && scores.anger < 0.25 && scores.sadness < 0.35;
    fit = { minor: MINOR_AGE.test(text) || MINOR_SAID.test(text) || MINOR_TAG.test(text) || MINOR_LIFE.test(text), peaceful: untroubled && (CALM_SAID.test(text) || FUN_SAID.test(text)) && !GRIEF_SAID.test(text) };
    fits.set(ctx, fit);
  }
  return fit;
}

/** The writer says they are under eighteen. */
export function writerIsMinor(ctx: ReadingContext): boolean {
  return fitOf(ctx).minor;
}

/** The dream is calm throughout: no fear, anger or grief, and calm named. */
export function peacefulDream(ctx: ReadingContext): boolean {
  return fitOf(ctx).peaceful;
}

/**
 * Whether a gloss would clash with the dream it is said of: a sexual reading for a young writer,
 * a dark one (death, loss, menace, timidity) for a peaceful dream, a quality the dream itself
 * denies.
 */
export function glossClashes(ctx: ReadingContext, text: string): boolean {
  const fit = fitOf(ctx);
  return (fit.minor && SEXUAL.test(text)) || (fit.peaceful && DARK.test(text)) || claimsDeniedQuality(ctx, text);
}
