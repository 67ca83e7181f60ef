import type { EmotionClass } from '../../../lib/core/api/contract';
import type { Token } from '../nlp';
import { KEYWORD_KEEPING_MASKS } from './figurative';
import idiomsData from './idioms.json' with { type: 'json' };
import type { IdiomEntry } from './schemas';
import { holdsOneOf, pairMemo, WordMarks, type WordsPresent } from '../text-utils';

/** An idiom or multi-word expression found in the dream. */
export interface ExpressionMatch {
  id: string;
  /** First and one-past-last token of the whole match. */
  start: number;
  end: number;
  /** Tokens that lose their literal reading. */
  masked: number[];
  emotions?: Partial<Record<EmotionClass, number>>;
  /** Symbol id the expression stands for, if any. */
  as?: string;
}

type Slot = 'det' | 'poss' | 'obj' | 'adv' | 'mod' | 'any' | 'noun' | 'feeling' | 'person';

interface Element {
  words: Set<string>;
  slots: Slot[];
  optional: boolean;
}

interface CompiledIdiom {
  entry: IdiomEntry;
  elements: Element[];
  /** Words the sentence must hold somewhere for the pattern to have a chance (a cheap first test): one of each list. */
  required: string[][];
  mask: Set<string> | null;
  /** The pattern holds only at the start of a sentence. */
  anchored: boolean;
}

/** What the matcher needs to know about words beyond the tokens themselves. */
export interface IdiomContext {
  isFeeling: (t: Token) => boolean;
  isPerson: (t: Token) => boolean;
}

const DETS = new Set(['a', 'an', 'the', 'my', 'your', 'his', 'her', 'our', 'their', 'its', 'this', 'that', 'these', 'those', 'some', 'no', 'one', 'any', 'every', 'another']);
const POSSESSIVES = new Set(['my', 'your', 'his', 'her', 'our', 'their', 'its', "one's", 'someone', 'somebody']);
const OBJECTS = new Set(['me', 'him', 'her', 'us', 'them', 'you', 'it', 'myself', 'yourself', 'himself', 'herself', 'ourselves', 'themselves', 'everyone', 'everybody', 'someone', 'somebody']);
const ADVERBS = new Set(['so', 'very', 'really', 'totally', 'completely', 'absolutely', 'just', 'still', 'all', 'literally', 'almost', 'nearly', 'quite', 'pretty', 'kind', 'sort', 'of', 'bit', 'a', 'little', 'always', 'suddenly', 'already', 'too', 'super', 'fully', 'utterly', 'even', 'also', 'madly', 'hopelessly', 'fast', 'wildly', 'hard', 'like', 'crazy']);
const PERSON_PRONOUNS = new Set(['him', 'her', 'them', 'someone', 'somebody', 'everyone', 'everybody', 'you', 'me', 'us']);

const word = (t: Token | undefined): boolean => Boolean(t?.isWord);
const has = (set: Set<string>, t: Token | undefined): boolean => Boolean(t && (set.has(t.lemma) || set.has(t.normal)));

/**
 * The length lists a slot can answer with, shared rather than built per call: the matcher tries
 * slots at nearly every word of every dream, and the little arrays were a good part of its garbage.
 */
const NONE: readonly number[] = [];
const ONE: readonly number[] = [1];
/** n, n − 1, …, 0: a run of n optional words, longest first. */
const DOWN_FROM: readonly (readonly number[])[] = [[0], [1, 0], [2, 1, 0], [3, 2, 1, 0]];
const EXACTLY: readonly (readonly number[])[] = [[0], [1], [2], [3], [4]];

/** Lengths a slot can take at token i, longest first; an empty list means no match. */
function slotLengths(slot: Slot, tokens: Token[], i: number, ctx: IdiomContext): readonly number[] {
  const t = tokens[i];
  switch (slot) {
    case 'det':
      return has(DETS, t) ? DOWN_FROM[1]! : DOWN_FROM[0]!;
    case 'adv': {
      let n = 0;
      while (n < 3 && (tokens[i + n]?.pos === 'ADV' || has(ADVERBS, tokens[i + n]))) n += 1;
      return DOWN_FROM[n]!;
    }
    case 'mod': {
      let n = 0;
      while (n < 2 && tokens[i + n]?.pos === 'ADJ') n += 1;
      return DOWN_FROM[n]!;
    }
    case 'poss': {
      if (!t) return NONE;
      if (POSSESSIVES.has(t.normal) && tokens[i + 1]?.normal !== "'s") return ONE;
      if (tokens[i + 1]?.normal === "'s" && (t.pos === 'NOUN' || t.pos === 'PROPN' || POSSESSIVES.has(t.normal))) return EXACTLY[2]!;
      return NONE;
    }
    case 'obj': {
      if (!t) return NONE;
      if (has(OBJECTS, t)) return ONE;
      const d = has(DETS, t) ? 1 : 0;
      const n = tokens[i + d];
      if (n && (n.pos === 'NOUN' || n.pos === 'PROPN')) return EXACTLY[d + 1]!;
      return NONE;
    }
    case 'person': {
      if (!t) return NONE;
      if (has(PERSON_PRONOUNS, t)) return ONE;
      let k = i;
      if (has(DETS, tokens[k])) k += 1;
      while (k < i + 3 && tokens[k]?.pos === 'ADJ') k += 1;
      const n = tokens[k];
      if (n && (n.pos === 'PROPN' || ctx.isPerson(n))) return EXACTLY[k - i + 1]!;
      return NONE;
    }
    case 'any':
      return word(t) ? ONE : NONE;
    case 'noun':
      return t && (t.pos === 'NOUN' || t.pos === 'PROPN') ? ONE : NONE;
    case 'feeling':
      return t && ctx.isFeeling(t) ? ONE : NONE;
  }
}

function compile(entry: IdiomEntry): CompiledIdiom {
  const anchored = entry.pattern.startsWith('^');
  const elements = entry.pattern.replace(/^\^/, '').split(' ').map((raw): Element => {
    const optional = raw.endsWith('?') && raw.length > 1;
    const body = optional ? raw.slice(0, -1) : raw;
    const words = new Set<string>();
    const slots: Slot[] = [];
    for (const alt of body.split('|')) {
      if (alt.startsWith('*')) slots.push(alt.slice(1) as Slot);
      else words.add(alt);
    }
    return { words, slots, optional };
  });
  const required = elements.slice(1).filter((e) => !e.optional && e.slots.length === 0 && e.words.size > 0).map((e) => [...e.words]);
  return { entry, elements, required, mask: entry.mask ? new Set(entry.mask) : null, anchored };
}

/**
 * The token indices a match has taken so far. The matcher pushes and pops at nearly every word it
 * tries; a plain array gave back its storage each time it emptied and grew it again for the next
 * try. This one keeps its storage for the process.
 */
class HitStack {
  private readonly items: number[] = [];
  length = 0;

  push(i: number): void {
    this.items[this.length] = i;
    this.length += 1;
  }

  pop(): void {
    this.length -= 1;
  }

  at(k: number): number {
    return this.items[k] as number;
  }

  /** The indices taken, as a new list: all of them, or with a mask only the tokens whose word it holds. */
  toArray(tokens: Token[], mask: Set<string> | null): number[] {
    const out: number[] = [];
    for (let k = 0; k < this.length; k += 1) {
      const i = this.at(k);
      if (!mask || has(mask, tokens[i])) out.push(i);
    }
    return out;
  }
}

/**
 * Matches elements[k..] at token i within one sentence. Fills `hits` with the token indices matched
 * by plain words (the ones that may be masked) and returns the end of the match, or -1.
 */
function matchFrom(tokens: Token[], i: number, els: Element[], k: number, sentence: number, ctx: IdiomContext, hits: HitStack): number {
  const el = els[k];
  if (!el) return i;
  const t = tokens[i];
  const inSentence = t !== undefined && t.sentence === sentence;
  if (inSentence && (has(el.words, t) || (el.words.has('not') && t.normal === 'not'))) {
    hits.push(i);
    const end = matchFrom(tokens, i + 1, els, k + 1, sentence, ctx, hits);
    if (end >= 0) return end;
    hits.pop();
  }
  for (const slot of el.slots) {
    const lengths = inSentence ? slotLengths(slot, tokens, i, ctx) : slot === 'det' || slot === 'adv' || slot === 'mod' ? DOWN_FROM[0]! : NONE;
    for (const n of lengths) {
      if (n > 0 && tokens[i + n - 1]?.sentence !== sentence) continue;
      const end = matchFrom(tokens, i + n, els, k + 1, sentence, ctx, hits);
      if (end >= 0) return end;
    }
  }
  if (el.optional) return matchFrom(tokens, i, els, k + 1, sentence, ctx, hits);
  return -1;
}

let index: Map<string, CompiledIdiom[]> | null = null;
/**
 * Every word the matcher asks a sentence about (required words, `with` and `unless` cues): a
 * sentence's word set holds only these, so building it costs a lookup per word, not two inserts.
 */
const asked = new Set<string>();

const byLength = (a: CompiledIdiom, b: CompiledIdiom): number => b.elements.length - a.elements.length;

/** Idioms keyed by each word their first element accepts, longest pattern first. */
function getIndex(): Map<string, CompiledIdiom[]> {
  if (index) return index;
  const map = new Map<string, CompiledIdiom[]>();
  for (const entry of idiomsData as IdiomEntry[]) {
    const compiled = compile(entry);
    for (const w of compiled.elements[0]?.words ?? []) map.set(w, [...(map.get(w) ?? []), compiled]);
    for (const w of [...compiled.required.flat(), ...(entry.with ?? []), ...(entry.unless ?? [])]) asked.add(w);
  }
  for (const list of map.values()) list.sort(byLength);
  index = map;
  return map;
}

export const IDIOM_COUNT = (idiomsData as IdiomEntry[]).length;

const KEYWORD_IDIOMS = new Set((idiomsData as IdiomEntry[]).filter((e) => e.keyword).map((e) => e.id));

/**
 * Masks that take away a word's image but leave it a word of the dream, fit for keywords:
 * comparisons, reports, unrealised errands, and idioms such as "people from work".
 */
export function keepsKeyword(mask: string): boolean {
  return KEYWORD_IDIOMS.has(mask) || KEYWORD_KEEPING_MASKS.has(mask);
}

/** Does the sentence hold one word of each required element? */
function allRequired(required: readonly (readonly string[])[], present: WordsPresent): boolean {
  for (const alternatives of required) if (!holdsOneOf(present, alternatives)) return false;
  return true;
}

/**
 * Idioms starting with a word whose lemma and form both start idioms ("lying": "lie" and "lying"),
 * longest first, by lemma and then form (a nested map: no key string to build for each word).
 * Both words are index keys, so this cache stays as small as the idiom list.
 */
const merged = new Map<string, Map<string, CompiledIdiom[]>>();

function candidatesFor(idx: Map<string, CompiledIdiom[]>, t: Token): CompiledIdiom[] | undefined {
  const byLemma = idx.get(t.lemma);
  const byNormal = t.normal !== t.lemma ? idx.get(t.normal) : undefined;
  if (!byLemma || !byNormal) return byLemma ?? byNormal;
  return pairMemo(merged, t.lemma, t.normal, () => new Map<string, CompiledIdiom[]>(), () => [...byLemma, ...byNormal].sort(byLength));
}

function anyMasked(tokens: Token[], hits: HitStack): boolean {
  for (let k = 0; k < hits.length; k += 1) if (tokens[hits.at(k)]?.masked) return true;
  return false;
}

/** The sentence's lemmas and forms that some idiom asks about, marked in `out` as a new stretch. */
function markSentenceLemmas(tokens: Token[], sentence: number, from: number, out: WordMarks): void {
  out.next();
  let s = from;
  while (s > 0 && tokens[s - 1]?.sentence === sentence) s -= 1;
  for (let j = s; j < tokens.length && tokens[j]?.sentence === sentence; j += 1) {
    const t = tokens[j];
    if (t) {
      if (asked.has(t.lemma)) out.add(t.lemma);
      if (asked.has(t.normal)) out.add(t.normal);
    }
  }
}

/** The current sentence's words that idioms ask about (see `markIdioms`). */
const sentenceWords = new WordMarks();

const hitStack = new HitStack();

/**
 * Finds idioms and multi-word expressions and marks their tokens `masked`. Matches never overlap;
 * at each position the longest pattern wins.
 */
export function markIdioms(tokens: Token[], ctx: IdiomContext): ExpressionMatch[] {
  const idx = getIndex();
  const found: ExpressionMatch[] = [];
  // The words of the sentence being read: filled when its first candidate word is met.
  const lemmas = sentenceWords;
  let lemmasOf = -1;
  const hits = hitStack;
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (!t || t.masked) continue;
    const all = candidatesFor(idx, t);
    if (!all) continue;
    const first = i === 0 || tokens[i - 1]?.sentence !== t.sentence;
    if (lemmasOf !== t.sentence) {
      markSentenceLemmas(tokens, t.sentence, i, lemmas);
      lemmasOf = t.sentence;
    }
    for (const c of all) {
      if (c.anchored && !first) continue;
      if (!allRequired(c.required, lemmas)) continue;
      hits.length = 0;
      const end = matchFrom(tokens, i, c.elements, 0, t.sentence, ctx, hits);
      if (end < 0 || anyMasked(tokens, hits)) continue;
      const { entry } = c;
      // No arrow functions in this loop: one that captures a variable of the loop's body makes V8
      // allocate that body's scope on every pass, and this loop runs for about half the words of a dream.
      if (entry.with && !holdsOneOf(lemmas, entry.with)) continue;
      if (entry.unless && holdsOneOf(lemmas, entry.unless)) continue;
      const masked = hits.toArray(tokens, c.mask);
      for (const h of masked) {
        const m = tokens[h];
        if (m) m.masked = entry.id;
      }
      const match: ExpressionMatch = { id: entry.id, start: i, end, masked };
      if (entry.emotions) match.emotions = entry.emotions;
      if (entry.as) match.as = entry.as;
      found.push(match);
      i = Math.max(i, end - 1);
      break;
    }
  }
  return found;
}
