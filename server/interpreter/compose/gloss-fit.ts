/**
 * Whether a stock gloss fits this dream's moment. A dictionary meaning is true of an image in
 * general; said of this dream it is wrong where the dream's own moment says otherwise: death or
 * menace read into a dream the writer calls gentle and unafraid, a sexual reading offered to a
 * writer who says they are fifteen, "timidity" for a hare the dream calls unafraid. Saying less is
 * better than saying that, so such a gloss gives way to another phrasing, or to none.
 */
import type { SymbolHit } from '../symbols';
import type { Clause } from '../structure/types';
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

/** The moment a gloss is said of: its clause, the word that brought it, the figure it speaks of. */
export interface GlossMoment {
  clause: number;
  token?: number;
  figure?: SymbolHit | null;
}

/** A gloss that says the dreamer has spoken: "the dream lets you say what you needed to say". */
const SAYS_DREAMER_SPOKE = /\b(?:lets you say|let you say|you (?:finally )?(?:said|say|spoke|speak) (?:what|it|out)|you find your voice)\b/;

/** A gloss that says a deed was done and did its work: "the apology mends something", "forgiveness enters". */
const SAYS_DONE = /\b(?:mends|mended|restored|restores|heals|healed|forgiveness enters)\b/;

/** A gloss that says others have gone: "everyone else has already left". */
const SAYS_OTHERS_LEFT = /\b(?:everyone|everybody|the others|others|they|people|all of them)(?: else)? (?:has |have |had |are |were )?(?:already )?(?:left|gone)\b/;
const LEAVING = new Set(['leave', 'go', 'disappear', 'vanish']);

/** A gloss that says a feeling rules the moment: "panic takes over", "the fear is at its height". */
const SAYS_FEELING_RULES = /\b(?:takes over|take over|at its height|overwhelms you|floods you)\b/;
/** Words after a feeling that set something against it in the same sentence: "terrified but I also felt…". */
const COUNTER = new Set(['but', 'yet', 'though', 'although', 'however']);

/** A gloss that says the flight was hard work. */
const SAYS_EFFORT = /\b(?:not effortless|takes effort|takes work|has to be earned)\b/;
/** The writer says it came easily: "I could lift off just by breathing out", "flew effortlessly". */
const EASE_SAID = /\b(?:effortless(?:ly)?|easily|with ease|without (?:any )?effort|no effort|just by|so easy|was easy)\b/i;

/** A gloss that casts a figure as law and judgement: "the world of law… the sky-gods who give the rules", "whose standard". */
const CASTS_AUTHORITY = /\b(?:law|laws|authority|(?:give|gives|set|sets|make|makes) the rules|convention|sky-gods?|forbids?|standards?|expectation|ceiling)\b|\b(?:forbid|forbids) or judge/i;
/** What a figure does when the dream shows it as an authority. */
const AUTHORITY_DEEDS = new Set(['forbid', 'order', 'command', 'refuse', 'judge', 'scold', 'shout', 'yell', 'punish', 'fire', 'block', 'stop', 'check', 'inspect', 'grade', 'mark', 'test', 'examine', 'demand', 'criticise', 'criticize', 'warn', 'ban', 'lecture', 'correct', 'evaluate', 'assess', 'disapprove', 'insist', 'tell', 'make', 'blame', 'accuse', 'threaten', 'glare', 'frown']);
const STERN = /\b(?:strict|stern|angry|furious|disappointed|disapproving|cold|harsh|(?:shaking|shook|shakes) (?:his|her|their) head|not allowed|wouldn['’]?t let|would not let|didn['’]?t let|did not let|won['’]?t let|told me (?:to|off|i)|made me|have to|had to|must)\b/i;

function clauseWords(ctx: ReadingContext, c: Clause): string {
  return ctx.tokens.slice(c.start, c.end).map((t) => t.normal).join(' ');
}

/**
 * "what you eat… is what you are absorbing" said of "he'd eat a meat pie out of his pouch": a gloss
 * that makes the dreamer the doer of a deed someone else does in the dream.
 */
function deedGivenToDreamer(ctx: ReadingContext, text: string, c: Clause): boolean {
  if ((c.subject !== 'other' && c.subject !== 'thing') || c.object === 'dreamer' || c.verb === null) return false;
  const v = ctx.tokens[c.verb];
  if (!v || v.lemma === 'be' || v.lemma === 'have') return false;
  const forms = new Set([v.lemma, v.normal, `${v.lemma}s`, `${v.lemma}ing`, `${v.lemma}ed`]);
  for (const m of text.toLowerCase().matchAll(/\byou (?:(?:can|could|do|did|are|were|will|would|must) )?([a-z]+)/g)) if (m[1] && forms.has(m[1])) return true;
  // "my mother kept adjusting my pleats again and again" is not "you do it again, and again": a
  // reading that opens on the dreamer doing something, said of another person's deed.
  // Nor "in the dance the dream lets you move freely" where the cousins dance.
  return c.subject === 'other' && (DREAMER_DOES.test(text.split(/[,;:]/)[0] ?? '') || LETS_DREAMER.test(text));
}

/** "the dream lets you move freely": a deed of the dreamer's the dream allows. */
const LETS_DREAMER = /\blets you (?!feel\b|see\b|hear\b|watch\b|know\b|sense\b|say\b|speak\b)[a-z]+/i;

/** A gloss that says something is given: "comes with a question and a gift". */
const SAYS_GIFT = /\b(?:a gift|gives you|hands you|a present)\b/i;

/** Something is given or handed over in the moment's sentence. */
function givenIn(ctx: ReadingContext, c: Clause): boolean {
  return ctx.drama.clauses.some((d) => d.sentence === c.sentence && !d.negated && d.verbClasses.includes('give'));
}

/** A gloss's first clause with the dreamer doing something (not undergoing or feeling it): "you do it again". */
const DREAMER_DOES = /^you (?!are\b|were\b|feel\b|felt\b|may\b|might\b|can\b|could\b|cannot\b|have been\b|meet\b|see\b|hear\b)[a-z]+/i;

/** The dreamer speaks at or after this clause, in the dream's own story. */
function dreamerSpeaksFrom(ctx: ReadingContext, from: number): boolean {
  return ctx.story.some((c) => c.index >= from && c.subject === 'dreamer' && !c.negated && !c.irrealis && c.verbClasses.includes('speak'));
}

/** Someone in the moment's sentence leaves or is gone. */
function othersLeave(ctx: ReadingContext, c: Clause): boolean {
  return ctx.drama.clauses.some((d) => d.sentence === c.sentence && (d.subject === 'other' || d.subject === 'nobody') && !d.negated && LEAVING.has(d.verbLemma));
}

/** The sentence sets something against the feeling after it: "I was terrified but I also felt I must not move". */
function feelingCountered(ctx: ReadingContext, c: Clause, at: number): boolean {
  for (let i = at + 1; i < ctx.tokens.length; i += 1) {
    const t = ctx.tokens[i];
    if (!t || t.sentence !== ctx.tokens[at]?.sentence) break;
    if (COUNTER.has(t.normal)) return true;
  }
  return c.deniedFeelings.length > 0;
}

/**
 * Does the dream show this figure as an authority: giving orders, judging, refusing, or called
 * stern? A father who hands over sandpaper and puts a hand on his son's neck is not "the world of
 * law", and a dad who only says what he thinks of a lamp is no sky-god.
 */
export function showsAuthority(ctx: ReadingContext, figure: SymbolHit): boolean {
  for (const m of ctx.drama.mentions) {
    if (m.hit !== figure || m.negated) continue;
    if (m.modifiers.some((x) => STERN.test(x))) return true;
    const c = ctx.drama.clauses[m.clause];
    if (!c || c.frame || c.outside || c.waking || m.role !== 'subject') continue;
    if (AUTHORITY_DEEDS.has(c.verbLemma) && !c.irrealis) return true;
    if (STERN.test(clauseWords(ctx, c))) return true;
  }
  return false;
}

/**
 * Whether a gloss would clash with the dream it is said of: a sexual reading for a young writer,
 * a dark one (death, loss, menace, timidity) for a peaceful dream, a quality the dream itself
 * denies; and, said of one moment, a claim its words do not bear out: a deed given to the dreamer
 * that someone else does, a deed only wanted told as done, the dreamer speaking where they never
 * do, others gone where no one
 * leaves, a fear that takes over where the sentence sets something against it, a hard flight the
 * dream calls easy, a figure cast as law that the dream shows otherwise.
 */
export function glossClashes(ctx: ReadingContext, text: string, at?: GlossMoment): boolean {
  const fit = fitOf(ctx);
  if ((fit.minor && SEXUAL.test(text)) || (fit.peaceful && DARK.test(text)) || claimsDeniedQuality(ctx, text)) return true;
  if (at?.figure && at.figure.entry.kind === 'figure' && CASTS_AUTHORITY.test(text) && !showsAuthority(ctx, at.figure)) return true;
  const c = at ? ctx.drama.clauses[at.clause] : undefined;
  if (!c) return false;
  const lower = text.toLowerCase();
  if (deedGivenToDreamer(ctx, lower, c)) return true;
  if (SAYS_DREAMER_SPOKE.test(lower) && !dreamerSpeaksFrom(ctx, c.index)) return true;
  // "I wanted to say sorry… but I couldn't talk": a deed only wanted or tried has mended nothing.
  if (SAYS_DONE.test(lower) && (c.irrealis || c.negated)) return true;
  if (SAYS_GIFT.test(lower) && !givenIn(ctx, c)) return true;
  if (SAYS_OTHERS_LEFT.test(lower) && !othersLeave(ctx, c)) return true;
  if (SAYS_FEELING_RULES.test(lower) && feelingCountered(ctx, c, at?.token ?? c.start)) return true;
  if (SAYS_EFFORT.test(lower) && EASE_SAID.test(ctx.input.text)) return true;
  if (SAYS_ONE_PERSON.test(lower) && !onePersonAt(ctx, c)) return true;
  return false;
}

/** A gloss or question that speaks of one other person: "what might you and this person share…". */
const SAYS_ONE_PERSON = /\b(?:this|that|the other) person\b/;
const ONE_PERSON_PRONOUNS = new Set(['he', 'she', 'him']);

/**
 * Someone, one person, stands in the moment's sentence: a figure named in the singular, or a "he" or
 * "she". Faceless classmates along a wall are many, and the dreamer's own reflection is no one else.
 */
function onePersonAt(ctx: ReadingContext, c: Clause): boolean {
  if (ctx.drama.mentions.some((m) => !m.negated && !m.plural && m.hit.entry.kind === 'figure' && ctx.drama.clauses[m.clause]?.sentence === c.sentence)) return true;
  return ctx.drama.clauses.some((d) => d.sentence === c.sentence && !d.outside && ctx.tokens.slice(d.start, d.end).some((t) => ONE_PERSON_PRONOUNS.has(t.normal)));
}
