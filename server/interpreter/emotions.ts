import { HEDGING_ADVERBS, raisedToCarry, holdsOneOf, pairMemo, SHOUTING, WordMarks, type WordsPresent } from './text-utils';
import { z } from 'zod';
import { EMOTION_CLASSES, type EmotionClass, type EmotionScores, type Sentiment } from '../../lib/core/api/contract';
import type { Lexicon } from './lexicon';
import type { ParsedText, Token } from './nlp';
import type { ExpressionMatch } from './sense/idioms';
import { emotionWeights, type EmotionLexicon } from './schemas';
import { FEELING_KEEPING_MASKS, WAKING_FACT } from './sense/figurative';

/**
 * The dreamer's feelings, scored for the five Hall & Van de Castle classes. Cues are collected from
 * the dream's own words (feeling words, the dreamer's idioms and phrases such as "no idea" or "felt
 * free") and from events that carry a feeling without naming it (being chased, a death, a reunion);
 * `calibrate` then turns each class's cues into a score that rises with the strength of the evidence
 * and saturates, so that one clear "I was terrified" counts, a pile of faint hints does not, and a
 * mundane dream stays near zero.
 */

export interface EmotionEvidence {
  /** The dream's own words ("terrified", "not afraid", "no idea") or an event label ("being chased"). */
  text: string;
  emotion: EmotionClass;
  weight: number;
  negated: boolean;
  kind: 'word' | 'event';
  sentence: number;
}

export interface EmotionResult {
  scores: EmotionScores;
  sentiment: Sentiment;
  dominant: EmotionClass | null;
  evidence: EmotionEvidence[];
}

type Weights = Partial<Record<EmotionClass, number>>;
type Raw = Record<EmotionClass, number>;

// ---------------------------------------------------------------------------------------------
// Data: lexicons/emotions.json, validated here with the fields only this module reads.

const weights = emotionWeights;

/**
 * The parts of lexicons/emotions.json that only this module reads (the rest is validated with the
 * lexicon in lexicon.ts): phrases, arousal and implied feelings.
 */
export const emotionRulesSchema = z.object({
  /**
   * Feelings said in several words. Pattern slots are separated by spaces; a slot lists lemmas or
   * forms joined by "|", "not" also matches "never"/"cannot", and "~" skips up to three words.
   */
  phrases: z.array(
    z.object({
      id: z.string().regex(/^[a-z-]+$/),
      pattern: z.string().min(2),
      emotions: weights,
      /** The dreamer's feeling whoever the sentence is about ("nobody noticed", "it made no sense"). */
      fixed: z.boolean().optional(),
      /** The phrase denies feeling itself ("I didn't feel anything"): this much is taken back from every class. */
      denies: z.number().min(0).max(2).optional(),
      example: z.string().min(5),
    }),
  ),
  /** Crying, screaming, shaking: arousal whose feeling the sentence decides ("cried from relief"). */
  arousal: z.array(z.string()),
  /** Arousal of the body (sweating, trembling) that means fear unless linked to another feeling ("shaking with rage"). */
  bodily: z.array(z.string()),
  /** Feelings that presuppose an earlier one: relief follows a fear. */
  implies: z.record(z.string(), weights),
  /** What denying a particular word means, where it is more than the generic shift ("not calm" is anxious). */
  denied: z.record(z.string(), weights),
});
export type EmotionRules = EmotionLexicon & z.infer<typeof emotionRulesSchema>;

// ---------------------------------------------------------------------------------------------
// Calibration: fitted on the tuning reports (eval/emotions-tune-*.jsonl), never on the held-out ones.

export interface Calibration {
  /** Each further cue of a class counts this much less than the one before (no piling up). */
  decay: number;
  /** Evidence below this is noise: one faint hint ("a garden", "it was dark") leaves the score near zero. */
  floor: number;
  /** Report length (words) at which the floor is whole; shorter reports have a lower one. */
  floorWords: number;
  /** How fast scores saturate: score = 1 − e^(−(evidence − floor) / scale). */
  scale: number;
  /** A class weaker than this share of the strongest one is damped further (one main feeling per dream). */
  secondary: number;
  /** How much an explicit denial ("I wasn't scared") takes back from its class. */
  denial: number;
  /** Events of a class the dreamer does not name, when the dreamer does name feelings. */
  eventWhenNamed: number;
}

export const CALIBRATION: Calibration = {
  decay: 0.6,
  floor: 0.2,
  floorWords: 80,
  scale: 1,
  secondary: 0.5,
  denial: 0.5,
  eventWhenNamed: 0.5,
};

/** Around "but" (or a leading "although …,"), the weight of the words before the turn and after it. */
const CONTRAST = { before: 0.6, after: 1.3 } as const;
const NEGATION_WINDOW = 4;
/** How much a feeling word counts by whose feeling it is; the dreamer's own counts 1. */
const OWNER_WEIGHT = {
  /** Another person's feeling moves the dreamer a little (empathy), far less than their own. */
  other: 0.1,
  /** A feeling said of "everyone" is the crowd's, which the dreamer shares only in part. */
  crowd: 0.5,
  /** A feeling word said of a thing ("the sea was calm"): how it struck the dreamer, at half weight. */
  thing: 0.5,
  /** A person's manner ("she was nice about it") as against the dreamer's own feeling. */
  traitOfOther: 0.3,
} as const;
/** An ironic "great, just great" is frustration: anger at this weight per unit of the praise it mocks. */
const SARCASM_ANGER = 0.6;
/** "kind of scared": a hedge halves the word, like "a bit". */
const HEDGE = 0.6;
/** A feeling word used as an attribute of a thing. */
const ATTRIBUTIVE = 0.5;
/** Relief on waking weighs this much more as a sign of the dream's fear, and this much less as joy. */
const WAKING_RELIEF = 2;
/** Confusion about the dream afterwards ("no idea what it means") is not confusion felt in it. */
const META_CONFUSION = 0.3;

const NEGATING_FORMS = new Set(['not', 'never', 'cannot', "n't"]);
/** Words that carry a negation of their own, so a phrase with them is not denied by it ("couldn't see him anymore"). */
const NEGATIVE_FORMS = new Set(['no', 'nobody', 'never', 'nothing', 'nowhere', 'anymore', 'longer', 'without']);
const MODALS = new Set(['could', 'can', 'would', 'will', 'able', 'unable', 'manage', 'managed', 'cannot']);
const FIRST_PERSON = new Set(['i', 'me', 'we', 'us', 'my', 'our', 'myself', "i'm", 'i’m', 'im']);
const OTHER_PERSON = new Set(['he', 'she', 'they', 'him', 'her', 'them', 'his', 'their', "he's", "she's", "they're"]);
const PERSON_NOUNS = new Set([
  'mum', 'mom', 'mother', 'dad', 'father', 'sister', 'brother', 'friend', 'man', 'woman', 'boy', 'girl', 'kid', 'child', 'wife', 'husband',
  'boyfriend', 'girlfriend', 'partner', 'boss', 'teacher', 'grandma', 'grandpa', 'grandmother', 'grandfather', 'aunt', 'uncle', 'cousin',
  'son', 'daughter', 'baby', 'neighbor', 'neighbour', 'guy', 'lady', 'stranger', 'people', 'everyone', 'coworker', 'colleague', 'manager',
]);
/** "my hands were shaking": a feeling said of the dreamer's own body is the dreamer's. */
const BODY = new Set(['hand', 'hands', 'heart', 'face', 'leg', 'legs', 'knee', 'knees', 'voice', 'body', 'stomach', 'chest', 'throat', 'eye', 'eyes', 'cheek', 'cheeks', 'lip', 'lips', 'jaw', 'skin', 'palm', 'palms', 'arm', 'arms', 'whole', 'head']);
/** "shaking with rage", "cried from relief", "tears of joy": the arousal takes the named feeling. */
const AROUSAL_LINKS = new Set(['with', 'from', 'of', 'in']);
const AT_DREAMER = new Set(['me', 'us', 'my', 'our', 'myself']);
const NEGATION_TURNS = new Set(['just', 'but', 'only', 'rather', 'more', 'simply', 'instead', 'merely']);
const SPEECH = new Set(['say', 'ask', 'tell', 'yell', 'shout', 'scream', 'whisper', 'reply', 'answer', 'add', 'go', 'explain', 'announce']);
const RELATIVE = new Set(['who', 'that', 'which', 'whom']);
const CROWD = new Set(['everyone', 'everybody']);

type Slot = { gap: true } | { gap: false; forms: ReadonlySet<string>; exact: ReadonlySet<string>; not: boolean };
interface Phrase {
  id: string;
  slots: Slot[];
  emotions: Weights;
  fixed: boolean;
  denies: number | undefined;
  /** The pattern says "not" itself, so an outer negation is not a denial of it. */
  negative: boolean;
  /**
   * For each word slot after the first, the words that can meet it: a sentence that holds none of
   * one slot's words cannot hold the phrase, which is then not tried word by word.
   */
  required: string[][];
}
type EventRule = EmotionRules['events'][number];

interface Compiled {
  rules: EmotionRules;
  /** `rules.words` as a Map (see `Lexicon.feelingWords`). */
  words: ReadonlyMap<string, Weights>;
  negators: Set<string>;
  contrast: Set<string>;
  mockery: Set<string>;
  arousal: Set<string>;
  bodily: Set<string>;
  events: Map<string, EventRule[]>;
  phrases: Map<string, Phrase[]>;
  /** Every word some phrase requires (see `Phrase.required`): a sentence's words are collected only if they are one. */
  phraseWords: Set<string>;
  /** The lemmas a sentence is ever asked about (events' context words, "dream"): the only ones collected. */
  contextLemmas: Set<string>;
  /** Events of a lemma and then of a form, both `events` keys ("stuck": "stick" and "stuck"), joined once: by lemma, then form. */
  joinedEvents: Map<string, Map<string, readonly EventRule[]>>;
  /** Phrases of a form and then of a lemma, both `phrases` keys, joined once: by form, then lemma. */
  joinedPhrases: Map<string, Map<string, readonly Phrase[]>>;
}

const DREAM_LEMMAS = ['dream', 'dreamt', 'dreamed'];

const compiledCache = new WeakMap<object, Compiled>();
const NONE: readonly EventRule[] = [];
const NO_PHRASES: readonly Phrase[] = [];

function compilePhrase(entry: EmotionRules['phrases'][number]): Phrase {
  const slots: Slot[] = entry.pattern.split(' ').map((s) => {
    if (s === '~') return { gap: true };
    const alternatives = s.split('|');
    // "=have" matches that form only, not every form of the lemma ("I have no idea" now, not "I had").
    const exact = new Set(alternatives.filter((a) => a.startsWith('=')).map((a) => a.slice(1)));
    return { gap: false, forms: new Set(alternatives.filter((a) => !a.startsWith('='))), exact, not: s === 'not' };
  });
  const required = slots.slice(1).flatMap((s) => (s.gap ? [] : [[...(s.not ? NEGATING_FORMS : []), ...s.forms, ...s.exact]]));
  return { id: entry.id, slots, emotions: entry.emotions, fixed: entry.fixed ?? false, denies: entry.denies, negative: slots.some((s) => !s.gap && (s.not || [...NEGATIVE_FORMS].some((f) => s.forms.has(f)))), required };
}

/** Does the sentence (its words in `present`) hold one word of each of the phrase's later slots? */
function mayHold(p: Phrase, present: WordsPresent): boolean {
  for (const alternatives of p.required) if (!holdsOneOf(present, alternatives)) return false;
  return true;
}

/** The sentence's forms and lemmas that some phrase requires, marked in `out` as a new stretch. */
function markPhraseWords(tokens: Token[], start: number, end: number, words: ReadonlySet<string>, out: WordMarks): void {
  out.next();
  for (let i = start; i < end; i += 1) {
    const t = tokens[i];
    if (!t) continue;
    if (words.has(t.normal)) out.add(t.normal);
    if (words.has(t.lemma)) out.add(t.lemma);
  }
}

/*
 * What each sentence holds, kept in tables reused from sentence to sentence rather than three new
 * Sets per sentence: the words phrases require, the lemmas events ask about, the cues already fired.
 */
const sentencePhraseWords = new WordMarks();
const sentenceLemmas = new WordMarks();
const sentenceFired = new WordMarks();

/**
 * One flag per token for the words a phrase has taken, cleared for each dream. Kept for the process:
 * a new typed array per dream costs more to make than to clear.
 */
let claimedFlags = new Uint8Array(256);
function claimedBuffer(length: number): Uint8Array {
  if (claimedFlags.length < length) claimedFlags = new Uint8Array(length);
  claimedFlags.fill(0, 0, length);
  return claimedFlags;
}

/** Validates lexicons/emotions.json once and builds the lookup tables; later calls are a map lookup. */
export function compileEmotionRules(lex: Lexicon): Compiled {
  const hit = compiledCache.get(lex.emotions);
  if (hit) return hit;
  const rules: EmotionRules = { ...lex.emotions, ...emotionRulesSchema.parse(lex.emotions) };
  const events = new Map<string, EventRule[]>();
  for (const ev of rules.events) for (const lemma of ev.any) events.set(lemma, [...(events.get(lemma) ?? []), ev]);
  const phrases = new Map<string, Phrase[]>();
  for (const entry of rules.phrases) {
    const p = compilePhrase(entry);
    const first = p.slots[0];
    if (!first || first.gap) throw new Error(`emotion phrase ${entry.id}: a pattern starts with a word`);
    for (const form of first.not ? NEGATING_FORMS : [...first.forms, ...first.exact]) phrases.set(form, [...(phrases.get(form) ?? []), p]);
  }
  // Longest patterns first, so "not make sense" wins over anything shorter that starts alike.
  for (const list of phrases.values()) list.sort((a, b) => b.slots.length - a.slots.length);
  const compiled: Compiled = {
    rules,
    words: lex.feelingWords,
    negators: new Set(rules.negators),
    contrast: new Set(rules.contrast),
    mockery: new Set(rules.mockery.heads),
    arousal: new Set(rules.arousal),
    bodily: new Set(rules.bodily),
    events,
    phrases,
    phraseWords: new Set([...phrases.values()].flatMap((list) => list.flatMap((p) => p.required.flat()))),
    contextLemmas: new Set([...DREAM_LEMMAS, ...rules.events.flatMap((ev) => [...(ev.with ?? []), ...(ev.unless ?? [])])]),
    joinedEvents: new Map(),
    joinedPhrases: new Map(),
  };
  compiledCache.set(lex.emotions, compiled);
  return compiled;
}

// ---------------------------------------------------------------------------------------------
// Cues

export type CueKind = 'word' | 'idiom' | 'phrase' | 'event' | 'denial';

export interface Cue {
  emotion: EmotionClass;
  /** Strength before calibration (lexicon weight × clause, intensity and ownership factors). */
  weight: number;
  kind: CueKind;
  text: string;
  /** The phrase id, idiom id or event label that made the cue, where one did. */
  rule?: string;
  sentence: number;
}

export interface CueSet {
  cues: Cue[];
  wordCount: number;
}

/** "but" shifts weight to what follows it; a leading "although" clause is the weaker half. */
function clauseWeights(tokens: Token[], start: number, end: number, contrast: Set<string>): number[] {
  const w = new Array<number>(end - start).fill(1);
  for (let i = start; i < end; i += 1) {
    const t = tokens[i];
    if (!t || !contrast.has(t.normal)) continue;
    const leading = i - start <= 1 && (t.normal === 'although' || t.normal === 'though');
    if (leading) {
      let comma = i + 1;
      while (comma < end && tokens[comma]?.value !== ',') comma += 1;
      if (comma >= end) return w;
      for (let k = start; k < end; k += 1) w[k - start] = k <= comma ? CONTRAST.before : CONTRAST.after;
      return w;
    }
    for (let k = start; k < end; k += 1) w[k - start] = k < i ? CONTRAST.before : CONTRAST.after;
    return w;
  }
  return w;
}

function isNegated(tokens: Token[], i: number, negators: Set<string>): boolean {
  const t = tokens[i];
  if (!t?.negated) return false;
  // wink's scope runs to the end of the clause; only a nearby negator really negates a feeling word,
  // and "not scary, just weird" or "not angry but sad" affirm what follows the turn.
  for (let j = i - 1; j >= Math.max(0, i - NEGATION_WINDOW); j -= 1) {
    const p = tokens[j];
    if (!p || p.sentence !== t.sentence || !p.isWord) break;
    if (NEGATION_TURNS.has(p.normal)) return false;
    if (negators.has(p.normal)) return true;
  }
  return false;
}

/** "couldn't move", "wasn't able to scream", "the door wouldn't open": inability, not a plain denial. */
function isInability(tokens: Token[], i: number): boolean {
  for (let j = i - 1; j >= Math.max(0, i - 5); j -= 1) {
    const p = tokens[j];
    if (!p || p.sentence !== tokens[i]?.sentence || !p.isWord) return false;
    if (MODALS.has(p.normal)) return true;
  }
  return false;
}

function intensity(tokens: Token[], i: number, lex: EmotionRules): number {
  let factor = 1;
  for (let j = i - 1; j >= Math.max(0, i - 2); j -= 1) {
    const p = tokens[j];
    if (!p?.isWord) break;
    // "kind of scared", "sort of sad"
    if (p.normal === 'of' && (tokens[j - 1]?.normal === 'kind' || tokens[j - 1]?.normal === 'sort')) return factor * HEDGE;
    const f = lex.intensifiers[p.normal];
    if (f !== undefined) factor *= f;
  }
  return factor;
}

/** A piece wink split off a word ("n't", "'s"): quoted against the word before it. */
const CLITIC = /^(n['’]t|['’]\w*)$/;

/** The dream's own words from start to end, as written ("heart was pounding"), for evidence that may be quoted. */
function surface(tokens: Token[], start: number, end: number): string {
  let out = '';
  for (let i = start; i < end; i += 1) {
    const v = tokens[i]?.value ?? '';
    out += i > start && !CLITIC.test(v) ? ` ${v}` : v;
  }
  return out;
}

function sentenceRanges(tokens: Token[]): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  for (let i = 1; i <= tokens.length; i += 1) {
    if (i === tokens.length || tokens[i]?.sentence !== tokens[start]?.sentence) {
      ranges.push([start, i]);
      start = i;
    }
  }
  return ranges;
}

/**
 * A word may take part in a phrase when it belongs to the dream (or the waking) and no idiom with a
 * feeling of its own has taken it: "running late" is masked as an image but still a hurry.
 */
const usable = (t: Token, i: number, feelingIdioms: ReadonlySet<number>): boolean =>
  t.isWord && (t.inDream || t.waking) && (!t.masked || FEELING_KEEPING_MASKS.has(t.masked) || !feelingIdioms.has(i));

function slotMatches(slot: Slot, t: Token): boolean {
  if (slot.gap) return false;
  if (slot.not && NEGATING_FORMS.has(t.normal)) return true;
  return slot.forms.has(t.normal) || slot.forms.has(t.lemma) || slot.exact.has(t.normal);
}

/** End (exclusive) of the phrase matched from token i, or -1. */
function matchFrom(tokens: Token[], i: number, end: number, slots: Slot[], k: number, feelingIdioms: ReadonlySet<number>): number {
  if (k === slots.length) return i;
  const slot = slots[k];
  if (!slot) return -1;
  if (slot.gap) {
    for (let g = 0; g <= 3; g += 1) {
      if (g > 0) {
        const skipped = tokens[i + g - 1];
        if (!skipped || i + g - 1 >= end || !skipped.isWord) return -1;
      }
      const r = matchFrom(tokens, i + g, end, slots, k + 1, feelingIdioms);
      if (r >= 0) return r;
    }
    return -1;
  }
  const t = tokens[i];
  if (!t || i >= end || !usable(t, i, feelingIdioms) || !slotMatches(slot, t)) return -1;
  return matchFrom(tokens, i + 1, end, slots, k + 1, feelingIdioms);
}

/** Whose feeling a phrase is: the nearest person before it in its clause ("she had no idea" is hers). */
function phraseOwner(tokens: Token[], start: number, sentenceStart: number): 'dreamer' | 'other' {
  for (let j = start - 1; j >= Math.max(sentenceStart, start - 6); j -= 1) {
    const p = tokens[j];
    if (!p || !p.isWord) break;
    if (FIRST_PERSON.has(p.normal)) return 'dreamer';
    if (OTHER_PERSON.has(p.normal) || p.pos === 'PROPN' || PERSON_NOUNS.has(p.lemma)) return 'other';
  }
  return 'dreamer';
}

/** "my hands were shaking", "my voice trembled": the dreamer's body speaks for the dreamer. */
function saidOfMyBody(tokens: Token[], i: number): boolean {
  for (let j = i - 1; j >= Math.max(0, i - 5); j -= 1) {
    const p = tokens[j];
    if (!p || p.sentence !== tokens[i]?.sentence || !p.isWord) return false;
    if (BODY.has(p.normal)) return tokens[j - 1]?.normal === 'my' || tokens[j - 2]?.normal === 'my';
    if (p.pos === 'NOUN' || p.pos === 'PROPN' || p.pos === 'PRON') return false;
  }
  return false;
}

function strongest(w: Weights): EmotionClass | null {
  let best: EmotionClass | null = null;
  for (const [c, v] of Object.entries(w) as [EmotionClass, number][]) if (v > 0 && (best === null || v > (w[best] ?? 0))) best = c;
  return best;
}

/** The feeling an arousal word is linked to right after it: "with rage", "from relief", "of joy". */
function linkedFeeling(tokens: Token[], i: number, words: ReadonlyMap<string, Weights>, arousal: Set<string>): EmotionClass | null {
  // "crying laughing", "laughing and crying" are one fit of laughter.
  for (const j of [i - 1, i + 1, i - 2, i + 2]) {
    const n = tokens[j];
    if (!n?.isWord || n.sentence !== tokens[i]?.sentence || arousal.has(n.normal) || arousal.has(n.lemma)) continue;
    if (Math.abs(j - i) === 2 && tokens[(i + j) / 2]?.normal !== 'and') continue;
    const w = words.get(n.normal) ?? words.get(n.lemma);
    if (w?.happiness) return 'happiness';
  }
  const link = tokens[i + 1];
  if (!link || !AROUSAL_LINKS.has(link.normal)) return null;
  for (let j = i + 2; j <= i + 3; j += 1) {
    const t = tokens[j];
    if (!t?.isWord || t.sentence !== tokens[i]?.sentence) return null;
    if (arousal.has(t.normal) || arousal.has(t.lemma)) continue;
    const w = words.get(t.normal) ?? words.get(t.lemma);
    if (w) return strongest(w);
  }
  return null;
}

/** The subject of the clause ending before token i: the nearest person or thing that is no object. */
function subjectBefore(tokens: Token[], i: number, start: number): Token | null {
  for (let k = i - 1; k >= start; k -= 1) {
    const p = tokens[k];
    if (!p || p.value === '.' || p.value === ';') return null;
    if (p.pos !== 'PRON' && p.pos !== 'PROPN' && p.pos !== 'NOUN') continue;
    if (RELATIVE.has(p.normal)) continue;
    // Walk to the start of the noun phrase; after a preposition or a verb it is an object ("came up to me").
    let h = k;
    while (h > start && (tokens[h - 1]?.pos === 'DET' || tokens[h - 1]?.pos === 'ADJ' || tokens[h - 1]?.pos === 'NUM' || tokens[h - 1]?.normal === 'my')) h -= 1;
    const before = tokens[h - 1];
    if (h > start && before && (before.pos === 'ADP' || before.pos === 'VERB')) continue;
    return p;
  }
  return null;
}

/**
 * Events by lemma, by form where the tagger's lemma is off ("stuck" → "stick"), and by a plain stem
 * where the tagger took a verb for a noun ("a man chased me" → "chased").
 */
function eventsFor(t: Token, c: Compiled): readonly EventRule[] {
  const index = c.events;
  const byLemma = index.get(t.lemma);
  if (t.lemma !== t.normal) {
    const byForm = index.get(t.normal);
    if (!byForm) return byLemma ?? NONE;
    return byLemma ? joined(c.joinedEvents, t.lemma, t.normal, byLemma, byForm) : byForm;
  }
  if (byLemma) return byLemma;
  // The stems are tried in turn, most likely first ("cried" → "cry"; "chased" → "chas", "chase").
  const n = t.normal;
  if (n.endsWith('ied')) return index.get(`${n.slice(0, -3)}y`) ?? NONE;
  if (n.endsWith('ed')) return index.get(n.slice(0, -2)) ?? index.get(n.slice(0, -1)) ?? NONE;
  if (n.endsWith('ing')) return index.get(n.slice(0, -3)) ?? index.get(`${n.slice(0, -3)}e`) ?? NONE;
  return NONE;
}

/**
 * The rules under `first` followed by those under `second`, joined the first time the pair is met.
 * Both words are keys of a rule index, which bounds the cache.
 */
function joined<T>(cache: Map<string, Map<string, readonly T[]>>, first: string, second: string, a: readonly T[], b: readonly T[]): readonly T[] {
  return pairMemo(cache, first, second, () => new Map<string, readonly T[]>(), () => [...a, ...b]);
}

/** "the sea was calm": a thing has no feelings; the word says how it struck the dreamer. */
function isThingSubject(t: Token | null): boolean {
  return t !== null && t.pos === 'NOUN' && !PERSON_NOUNS.has(t.lemma) && !CROWD.has(t.normal);
}

function isPersonSubject(t: Token | null): boolean {
  return t !== null && (OTHER_PERSON.has(t.normal) || t.pos === 'PROPN' || PERSON_NOUNS.has(t.lemma));
}

/**
 * Feeling words in what someone else says are theirs: "she said it's so good to see you". Only a
 * speech verb with another person as its subject, and no "I" between it and the word, counts.
 */
function inOthersSpeech(tokens: Token[], i: number, start: number): boolean {
  for (let j = i - 1; j >= start; j -= 1) {
    const p = tokens[j];
    if (!p) return false;
    if (FIRST_PERSON.has(p.normal) && p.normal !== 'my') return false;
    if (p.pos === 'VERB' && SPEECH.has(p.lemma)) {
      const who = subjectBefore(tokens, j, start);
      return who !== null && !FIRST_PERSON.has(who.normal) && (OTHER_PERSON.has(who.normal) || who.normal === 'it' || who.pos === 'PROPN' || PERSON_NOUNS.has(who.lemma));
    }
  }
  return false;
}

/**
 * "Everyone was laughing" describes the crowd, which the dreamer may or may not share; "everyone was
 * so happy and I felt alone" sets the dreamer apart. Returns the factor for a feeling said of a crowd.
 */
function crowdFactor(tokens: Token[], i: number, start: number, end: number): number {
  const who = subjectBefore(tokens, i, start);
  if (!who || !CROWD.has(who.normal)) return 1;
  for (let j = i + 1; j < end - 1; j += 1) {
    const a = tokens[j];
    const b = tokens[j + 1];
    if (a && b && (a.pos === 'CCONJ' || a.normal === 'while' || a.normal === 'except') && (b.normal === 'i' || b.normal === 'me')) return OWNER_WEIGHT.other;
  }
  return OWNER_WEIGHT.crowd;
}

/** Where a sentence's cues go, with what all of them share. */
interface CueSink {
  cues: Cue[];
  sentence: number;
  /**
   * Puzzling over the dream afterwards ("no idea what it means", "I don't know why this dream…") is
   * not confusion felt in it.
   */
  aboutTheDream: boolean;
}

// Module functions rather than closures made anew for every sentence (see CueSink).
function push(out: CueSink, emotions: Weights, factor: number, kind: CueKind, text: string, rule?: string): void {
  const { sentence } = out;
  for (const cls of EMOTION_CLASSES) {
    const v = emotions[cls];
    if (!v || v <= 0) continue;
    const f = cls === 'confusion' && out.aboutTheDream && kind !== 'event' ? factor * META_CONFUSION : factor;
    out.cues.push(rule ? { emotion: cls, weight: v * f, kind, text, rule, sentence } : { emotion: cls, weight: v * f, kind, text, sentence });
  }
}

function deny(out: CueSink, emotions: Weights, factor: number, text: string, rule?: string): void {
  const { sentence } = out;
  for (const cls of EMOTION_CLASSES) {
    const v = emotions[cls];
    if (v && v > 0) out.cues.push(rule ? { emotion: cls, weight: v * factor, kind: 'denial', text, rule, sentence } : { emotion: cls, weight: v * factor, kind: 'denial', text, sentence });
  }
}

interface SentenceState {
  /** The dreamer's named feelings (words, idioms, phrases) in the sentence. */
  named: Raw;
  /** Events of the sentence: what a crying or shaking with no named feeling most likely meant. */
  events: Raw;
  arousal: { i: number; word: Weights; factor: number; linked: EmotionClass | null }[];
}

const zero = (): Raw => ({ apprehension: 0, happiness: 0, anger: 0, confusion: 0, sadness: 0 });

function negativeOnly(w: Raw | undefined): Weights {
  return { apprehension: w?.apprehension ?? 0, anger: w?.anger ?? 0, sadness: w?.sadness ?? 0 };
}

function addTo(raw: Raw, w: Weights, f = 1): void {
  // By class rather than Object.entries, which makes an array per entry; the sums do not depend on the order.
  for (const cls of EMOTION_CLASSES) {
    const v = w[cls];
    if (v !== undefined && v > 0) raw[cls] += v * f;
  }
}

/**
 * Every feeling cue of the dream: the dreamer's phrases, idioms and feeling words (weighed by clause,
 * intensity and whose feeling it is), denials, and the events that imply a feeling.
 */
export function collectEmotionCues(parsed: ParsedText, lex: Lexicon): CueSet {
  const { tokens } = parsed;
  const c = compileEmotionRules(lex);
  const { rules, negators } = c;
  const cues: Cue[] = [];
  // Idioms that carry a feeling ("over the moon", "my blood was boiling"), keyed by their first masked word.
  // Both filled in one pass over the expressions, in their order (flatMap is slow in V8).
  const idiomAt = new Map<number, ExpressionMatch>();
  const feelingIdioms = new Set<number>();
  for (const m of parsed.expressions) {
    if (!m.emotions) continue;
    idiomAt.set(m.masked[0] ?? m.start, m);
    for (const k of m.masked) feelingIdioms.add(k);
  }

  const states: SentenceState[] = [];
  // Words a phrase has taken, which are not read again one by one (sentences never share a word).
  const claimed = claimedBuffer(tokens.length);

  for (const [start, end] of sentenceRanges(tokens)) {
    const cw = clauseWeights(tokens, start, end, c.contrast);
    // The sentence's lemmas that the events and the test for remarks about the dream ask about.
    const lemmas = sentenceLemmas;
    lemmas.next();
    let exclaim = 1;
    let waking = false;
    for (let i = start; i < end; i += 1) {
      const t = tokens[i];
      if (!t) continue;
      if (c.contextLemmas.has(t.lemma)) lemmas.add(t.lemma);
      if (t.value.includes('!')) exclaim = 1.15;
      if (t.waking) waking = true;
    }
    const fired = sentenceFired;
    fired.next();
    const sentence = tokens[start]?.sentence ?? 0;
    // Puzzling over the dream afterwards ("no idea what it means", "I don't know why this dream…") is
    // not confusion felt in it.
    const aboutTheDream = waking || lemmas.has('dream') || lemmas.has('dreamt') || lemmas.has('dreamed');
    const state: SentenceState = { named: zero(), events: zero(), arousal: [] };
    states.push(state);
    const out: CueSink = { cues, sentence, aboutTheDream };

    // Phrases first: their words are not read again one by one.
    let present: WordMarks | null = null;
    for (let i = start; i < end; i += 1) {
      const t = tokens[i];
      if (!t || claimed[i] || !usable(t, i, feelingIdioms)) continue;
      const byForm = c.phrases.get(t.normal);
      const byLemma = t.lemma !== t.normal ? c.phrases.get(t.lemma) : undefined;
      const candidates = byForm && byLemma ? joined(c.joinedPhrases, t.normal, t.lemma, byForm, byLemma) : (byForm ?? byLemma ?? NO_PHRASES);
      if (candidates.length && !present) {
        present = sentencePhraseWords;
        markPhraseWords(tokens, start, end, c.phraseWords, present);
      }
      for (const p of candidates) {
        if (present && !mayHold(p, present)) continue;
        const stop = matchFrom(tokens, i, end, p.slots, 0, feelingIdioms);
        if (stop < 0) continue;
        for (let k = i; k < stop; k += 1) claimed[k] = 1;
        // "I didn't feel free" denies the phrase; "I didn't know where I was" is the phrase.
        if (!p.negative && isNegated(tokens, i, negators)) break;
        const owner = p.fixed ? 'dreamer' : phraseOwner(tokens, i, start);
        const f = (cw[i - start] ?? 1) * exclaim * (owner === 'other' ? OWNER_WEIGHT.other : 1);
        if (p.denies) {
          // "I didn't feel anything": the dreamer says the dream was without feeling.
          if (owner === 'dreamer') deny(out, Object.fromEntries(EMOTION_CLASSES.map((cls) => [cls, p.denies])), 1, surface(tokens, i, stop), p.id);
          break;
        }
        push(out, p.emotions, f, 'phrase', surface(tokens, i, stop), p.id);
        if (owner === 'dreamer') addTo(state.named, p.emotions);
        break;
      }
    }

    for (let i = start; i < end; i += 1) {
      const t = tokens[i];
      if (!t?.isWord || claimed[i]) continue;
      // The waking back-story ("last night I argued with my mum") is not the dream's feeling; waking up is.
      if (!t.inDream && !t.waking) continue;
      const clause = (cw[i - start] ?? 1) * exclaim;
      const idiom = idiomAt.size ? idiomAt.get(i) : undefined;
      if (idiom?.emotions) {
        const mine = t.experiencer !== 'other';
        push(out, idiom.emotions, clause * (mine ? 1 : OWNER_WEIGHT.other), 'idiom', surface(tokens, idiom.start, idiom.end), idiom.id);
        if (mine) addTo(state.named, idiom.emotions);
      }
      // A word inside an idiom has no literal feeling or event ("dying of laughter", "my phone died");
      // a comparison or a report still says how someone felt.
      if (t.masked && !FEELING_KEEPING_MASKS.has(t.masked)) continue;
      const negated = isNegated(tokens, i, negators);
      const next = tokens[i + 1];
      // Laughter or stares aimed at the dreamer are mockery; the dreamer laughing at a hat is not,
      // and neither are others laughing at something else.
      if (next?.normal === 'at' && c.mockery.has(t.normal) && AT_DREAMER.has(tokens[i + 2]?.normal ?? '') && !negated && !fired.has('mockery')) {
        fired.add('mockery');
        push(out, rules.mockery.emotions, clause, 'event', 'being laughed at', 'mockery');
        addTo(state.events, rules.mockery.emotions);
        continue;
      }
      let word = c.words.get(t.normal) ?? c.words.get(t.lemma);
      // Mild praise in front of a noun ("best friend", "nice car") describes, it does not feel; "the wrong
      // hallway" still worries.
      if (word && next?.pos === 'NOUN' && t.pos === 'ADJ' && Object.keys(word).every((k) => k === 'happiness') && (word.happiness ?? 0) <= 0.5) word = undefined;
      // A feeling word before a noun describes the thing ("terrible handwriting", "a scary clown") more than
      // it says how the dreamer felt: half weight.
      const attributive = word !== undefined && next?.pos === 'NOUN' && t.pos === 'ADJ' ? ATTRIBUTIVE : 1;
      // "kind of", "sort of" are hedges, not kindness.
      if ((t.normal === 'kind' || t.normal === 'sort') && next?.normal === 'of') word = undefined;
      // "weirdly fine", "strangely calm", "oddly satisfying": the surprise is the writer's hedge; the
      // adjective after it is the feeling.
      if (word && HEDGING_ADVERBS.has(t.normal) && (next?.pos === 'ADJ' || next?.pos === 'VERB' || next?.pos === 'ADV')) word = undefined;
      if (t.sarcastic) {
        // "Great, just great": the praise means its opposite.
        const mocked = { anger: SARCASM_ANGER * Math.max(0.5, word?.happiness ?? 0) };
        push(out, mocked, clause, 'word', t.normal);
        addTo(state.named, mocked);
        word = undefined;
      }
      if (word) {
        let owner = t.experiencer !== 'other' || saidOfMyBody(tokens, i) ? 1 : isThingSubject(subjectBefore(tokens, i, start)) ? OWNER_WEIGHT.thing : OWNER_WEIGHT.other;
        if (owner === 1 && inOthersSpeech(tokens, i, start)) owner = OWNER_WEIGHT.other;
        if (owner === 1) owner = crowdFactor(tokens, i, start, end);
        // "she was nice about it", "he was so rude": how another person behaved, which touches the dreamer
        // less; "he was scary" or "she was weird" still says what the dreamer felt.
        if (owner === 1 && !word.apprehension && !word.confusion && isPersonSubject(subjectBefore(tokens, i, start))) owner = OWNER_WEIGHT.traitOfOther;
        const f = clause * intensity(tokens, i, rules) * owner * attributive;
        if (negated) {
          // A denied feeling is taken back from its class and leaves a little of its opposite ("not afraid" → some calm).
          if (owner === 1) {
            deny(out, word, f, `not ${t.normal}`);
            const special = rules.denied[t.normal] ?? rules.denied[t.lemma];
            if (special) push(out, special, f, 'word', `not ${t.normal}`);
            else {
              for (const [cls, v] of Object.entries(word) as [EmotionClass, number][]) {
                const shift = rules.negationShift[cls];
                if (shift && v > 0) push(out, shift, f * v, 'word', `not ${t.normal}`);
              }
            }
          }
        } else if (c.arousal.has(t.normal) || c.arousal.has(t.lemma)) {
          // "screaming at them" is anger, "screaming for him" a call in fear, "shaking with rage" the rage;
          // otherwise the context decides once the whole dream has been read.
          // "shouted back 'it's further down'", "shouted from upstairs", "yelled 'coming!'": a voice
          // raised to carry, not a feeling.
          if (raisedToCarry(t, next)) continue;
          const at = next?.normal === 'at' && SHOUTING.has(t.lemma);
          const calling = next?.normal === 'for' && SHOUTING.has(t.lemma);
          const linked = at ? 'anger' : calling ? 'apprehension' : linkedFeeling(tokens, i, c.words, c.arousal);
          state.arousal.push({ i, word, factor: f, linked });
        } else {
          const relief = t.waking && (rules.implies[t.normal] ?? rules.implies[t.lemma]);
          push(out, word, relief ? f / WAKING_RELIEF : f, 'word', t.normal);
          if (owner === 1) addTo(state.named, word);
          const implied = rules.implies[t.normal] ?? rules.implies[t.lemma];
          // Relief on waking is relief from the dream: it says more about the dream's fear than about joy.
          // The fear is implied by the dreamer's own word, so it counts as named, not as an event.
          if (implied && owner === 1) push(out, implied, clause * (t.waking ? WAKING_RELIEF : 1), 'word', `${t.normal} (after a fear)`, 'relief');
        }
      }
      // A denied act of will is itself distressing: "I couldn't move", "I didn't understand".
      const nv = negated && (t.pos === 'VERB' || t.pos === 'AUX') ? rules.negatedVerbs[t.lemma] : undefined;
      // "couldn't stop laughing" is laughter, not a loss of control.
      const intensifies = t.lemma === 'stop' && [tokens[i + 1], tokens[i + 2]].some((n) => n && (c.words.get(n.normal) ?? c.words.get(n.lemma)));
      if (nv && !fired.has(nv.label) && !intensifies && (nv.plain === true || isInability(tokens, i))) {
        fired.add(nv.label);
        push(out, nv.emotions, clause, 'event', nv.label, nv.label);
        addTo(state.events, nv.emotions);
      }
      if (negated) continue;
      // A compared, reported or only intended thing ("looked at me like I was a ghost") is no event of
      // the dream, and neither is what one sees on waking up.
      if ((t.masked && t.masked !== WAKING_FACT) || t.waking) continue;
      for (const ev of eventsFor(t, c)) {
        if (fired.has(ev.label)) continue;
        if (ev.pos && !ev.pos.includes(t.pos)) continue;
        if (ev.with && !holdsOneOf(lemmas, ev.with)) continue;
        if (ev.unless && holdsOneOf(lemmas, ev.unless)) continue;
        fired.add(ev.label);
        push(out, ev.emotions, clause, 'event', ev.label, ev.label);
        addTo(state.events, ev.emotions);
      }
    }
  }

  // Crying, screaming and shaking take the feeling they are linked to ("cried from relief"), else the
  // one the dreamer names in that sentence, else in the sentences around it, else what is happening.
  states.forEach((state, k) => {
    if (!state.arousal.length) return;
    const context = zero();
    addTo(context, { ...state.named, confusion: 0 }, 1);
    if (!strongest(context as Weights)) {
      // Joy must be said in the same breath ("laughing and crying"); a fear, grief or anger nearby carries over.
      addTo(context, negativeOnly(states[k - 1]?.named), 0.5);
      addTo(context, negativeOnly(states[k + 1]?.named), 0.5);
      addTo(context, negativeOnly(state.events), 0.5);
    }
    // Crying, screaming and shaking express fear, grief, anger or joy, never puzzlement.
    context.confusion = 0;
    const fromContext = strongest(context as Weights);
    for (const a of state.arousal) {
      const t = tokens[a.i];
      const top = Math.max(...Object.values(a.word));
      // Sweating and trembling beside anger are still fear, unless said outright ("shaking with rage").
      const bodily = t !== undefined && (c.bodily.has(t.normal) || c.bodily.has(t.lemma));
      const cls = a.linked ?? (bodily && fromContext === 'anger' ? 'apprehension' : fromContext);
      // A linked arousal repeats the feeling it is linked to, so it adds only half.
      const w: Weights = cls ? { [cls]: a.linked ? top * 0.5 : top } : a.word;
      for (const [emotion, v] of Object.entries(w) as [EmotionClass, number][]) {
        if (v > 0) cues.push({ emotion, weight: v * a.factor, kind: 'word', text: t?.normal ?? '', sentence: t?.sentence ?? 0 });
      }
    }
  });
  return { cues, wordCount: parsed.wordCount };
}

// ---------------------------------------------------------------------------------------------
// Calibration of cues into scores

/** Per class: the strongest cue counts fully, each further one `decay` times less; denials subtract. */
export function evidenceOf(set: CueSet, cal: Calibration = CALIBRATION): Raw {
  const by: Record<EmotionClass, number[]> = { apprehension: [], happiness: [], anger: [], confusion: [], sadness: [] };
  const denied: Raw = { apprehension: 0, happiness: 0, anger: 0, confusion: 0, sadness: 0 };
  const namedClasses = new Set<EmotionClass>();
  for (const cue of set.cues) if (cue.kind !== 'event' && cue.kind !== 'denial' && cue.weight >= 0.5) namedClasses.add(cue.emotion);
  for (const cue of set.cues) {
    if (cue.kind === 'denial') {
      denied[cue.emotion] += cue.weight;
      continue;
    }
    let w = cue.weight;
    // When the dreamer says how they felt, an implied feeling they never name counts for less.
    if (cue.kind === 'event' && namedClasses.size > 0 && !namedClasses.has(cue.emotion)) w *= cal.eventWhenNamed;
    by[cue.emotion].push(w);
  }
  const raw = {} as Raw;
  for (const cls of EMOTION_CLASSES) {
    const list = by[cls].sort((a, b) => b - a);
    let sum = 0;
    let f = 1;
    for (const w of list) {
      sum += w * f;
      f *= cal.decay;
    }
    raw[cls] = Math.max(0, sum - cal.denial * denied[cls]);
  }
  return raw;
}

export function calibrate(raw: Raw, wordCount: number, cal: Calibration = CALIBRATION): EmotionScores {
  const top = Math.max(...EMOTION_CLASSES.map((cls) => raw[cls]));
  // One faint cue is noise in a long report but may be all a two-line dream says.
  const floor = cal.floor * Math.min(1, Math.max(0.25, wordCount / cal.floorWords));
  const scores = {} as EmotionScores;
  for (const cls of EMOTION_CLASSES) {
    let x = raw[cls];
    // A feeling far weaker than the dream's main one is a shade of it, not a feeling of its own.
    const share = top > 0 ? x / (cal.secondary * top) : 1;
    if (share < 1) x *= share;
    // A soft threshold: evidence under the floor shows only faintly (below the 0.1 that makes a feeling
    // the dream's), evidence above it rises steadily; the two meet smoothly at the floor.
    const effective = x < floor ? (x * x) / (2 * floor) : x - floor / 2;
    scores[cls] = Math.round((1 - Math.exp(-effective / cal.scale)) * 100) / 100;
  }
  return scores;
}

export function scoreEmotions(parsed: ParsedText, lex: Lexicon): EmotionResult {
  const set = collectEmotionCues(parsed, lex);
  const scores = calibrate(evidenceOf(set), set.wordCount);
  const evidence: EmotionEvidence[] = set.cues.map((cue) => ({
    text: cue.text,
    emotion: cue.emotion,
    weight: Math.round(cue.weight * 100) / 100,
    negated: cue.kind === 'denial',
    kind: cue.kind === 'event' ? 'event' : 'word',
    sentence: cue.sentence,
  }));
  return { scores, sentiment: sentimentOf(scores), dominant: dominantOf(scores), evidence };
}

/** How unpleasant the dream is on the whole: fear, anger and sadness, and confusion at half weight. */
export function negativeLoad(s: EmotionScores): number {
  return 1 - (1 - s.apprehension) * (1 - s.anger) * (1 - s.sadness) * (1 - s.confusion * 0.5);
}

/** Below this on both sides the dream is told without feeling. */
const NEUTRAL_BELOW = 0.15;

/**
 * Confusion is a state, not a mood: a dream that only puzzles its dreamer is neutral (so coders judge
 * the tone of "my mum turned into Obama and nobody reacted"). Confusion still tips a close call toward
 * negative through `negativeLoad`.
 */
export function sentimentOf(s: EmotionScores): Sentiment {
  const pos = s.happiness;
  if (Math.max(1 - (1 - s.apprehension) * (1 - s.anger) * (1 - s.sadness), pos) < NEUTRAL_BELOW) return 'neutral';
  const neg = negativeLoad(s);
  if (Math.min(neg, pos) >= 0.35 && Math.min(neg, pos) / Math.max(neg, pos) >= 0.7) return 'mixed';
  // Ties go negative: in dream reports negative feeling is the base rate.
  return pos > neg ? 'positive' : 'negative';
}

function dominantOf(s: EmotionScores): EmotionClass | null {
  let best: EmotionClass | null = null;
  for (const c of EMOTION_CLASSES) if (s[c] >= 0.1 && (best === null || s[c] > s[best])) best = c;
  return best;
}
