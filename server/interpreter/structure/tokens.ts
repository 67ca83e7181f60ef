/**
 * How the structure reader sees wink's tokens: the sense annotations (in the dream or not, the
 * waking frame, idioms, whose feeling) are read when nlp.ts provides them and default to "a plain
 * dream word" otherwise, so this code works before and after those annotations exist.
 */
import type { Token } from '../nlp';

export interface SenseFlags {
  inDream?: boolean;
  waking?: boolean;
  masked?: string | null;
  experiencer?: 'dreamer' | 'other' | null;
  profane?: boolean;
  fromEmoji?: boolean;
  sarcastic?: boolean;
}

export type SenseToken = Token & SenseFlags;

const DREAMER_SUBJECT = new Set(['i', 'we', "i'm", 'i’m', "i've", 'i’ve', "i'd", 'i’d', "i'll", 'i’ll', 'im', 'ive']);
const DREAMER_OBJECT = new Set(['me', 'us', 'myself', 'ourselves']);
const DREAMER_POSSESSIVE = new Set(['my', 'our', 'mine', 'ours']);
const NOBODY = new Set(['nobody', 'noone', 'nothing', 'none', 'neither', 'nowhere']);
const OTHER_PRONOUN = new Set(['he', 'she', 'they', 'him', 'her', 'them', 'someone', 'somebody', 'everyone', 'everybody', 'people', 'anyone', 'anybody', 'who']);
const THING_PRONOUN = new Set(['it', 'this', 'that', 'something', 'everything', 'which', 'there', 'anything']);
export const NEGATORS = new Set(['not', 'never', 'no', "n't", 'cannot', 'nor']);

export const isDreamerSubject = (t: Token | undefined): boolean => Boolean(t && DREAMER_SUBJECT.has(t.normal));
export const isDreamerObject = (t: Token | undefined): boolean => Boolean(t && DREAMER_OBJECT.has(t.normal));
export const isDreamerPossessive = (t: Token | undefined): boolean => Boolean(t && DREAMER_POSSESSIVE.has(t.normal));
export const isDreamerWord = (t: Token | undefined): boolean => isDreamerSubject(t) || isDreamerObject(t) || isDreamerPossessive(t);
export const isNobody = (t: Token | undefined): boolean => Boolean(t && NOBODY.has(t.normal));
export const isOtherPronoun = (t: Token | undefined): boolean => Boolean(t && OTHER_PRONOUN.has(t.normal));
export const isThingPronoun = (t: Token | undefined): boolean => Boolean(t && THING_PRONOUN.has(t.normal));

/** "I" written as a contraction ("I'm") is one PROPN token in wink; it is still a pronoun here. */
export const isNominal = (t: Token | undefined): boolean =>
  Boolean(t && (t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'PRON' || (t.pos === 'NUM' && t.normal === 'one')));

export const isVerbal = (t: Token | undefined): boolean => Boolean(t && (t.pos === 'VERB' || t.pos === 'AUX'));

/** Verbs that link their subject to an adjective ("Got lost", "Went quiet"): a deed of the dreamer's all the same. */
const LINKING = new Set(['get', 'go', 'turn', 'feel', 'become', 'stay', 'seem', 'look', 'grow', 'keep', 'fall', 'be']);

/**
 * "Painted green, the same green as…", "Covered in dust": a sentence that opens on a participle
 * describing the thing just told, not a diary's deed with its "I" left out ("Painted the fence").
 */
export function describesAsParticiple(tokens: readonly Token[], verb: number): boolean {
  const t = tokens[verb];
  if (!t || !t.normal.endsWith('ed') || LINKING.has(t.lemma)) return false;
  const next = tokens[verb + 1];
  return next?.pos === 'ADJ' || (next?.normal === 'in' && tokens[verb + 2]?.pos === 'NOUN' && ['covered', 'dressed', 'wrapped', 'soaked', 'smeared'].includes(t.normal));
}


export const inDream = (t: SenseToken | undefined): boolean => t?.inDream !== false;

/**
 * Character offsets of every token in the text, so the reading can quote the dreamer's exact words.
 * wink's token values are substrings of the text in order; a token that cannot be found (wink
 * rewrote it) gets the span of its neighbour's end, which marks it as not quotable.
 */
export function tokenSpans(text: string, tokens: readonly Token[]): { start: number[]; end: number[]; exact: boolean[] } {
  // Made at their final length: grown a push at a time, each list was copied over several times.
  const start = new Array<number>(tokens.length);
  const end = new Array<number>(tokens.length);
  const exact = new Array<boolean>(tokens.length);
  let cursor = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i] as Token;
    const at = t.value ? text.indexOf(t.value, cursor) : -1;
    // A token found far ahead is more likely a later repetition than this one: treat it as lost.
    if (at >= 0 && at - cursor <= 40) {
      start[i] = at;
      end[i] = at + t.value.length;
      exact[i] = true;
      cursor = at + t.value.length;
    } else {
      start[i] = cursor;
      end[i] = cursor;
      exact[i] = false;
    }
  }
  return { start, end, exact };
}

const ELLIPSES = new Set(['…', '...']);
const HESITANT = new Set(['ADV', 'AUX', 'PART']);
/** The subject forms of the personal pronouns ("you" is left out: it is also an object). */
export const SUBJECT_PRONOUNS: ReadonlySet<string> = new Set(['i', 'we', 'he', 'she', 'they']);

/**
 * "instead of falling I just... hovered", "she was… crying": an ellipsis at `i` between a subject and
 * its verb is the writer pausing for the word, not the end of a clause. (After a verb of its own the
 * subject has said its clause: "we ran... hid behind a car" is two.) `start` bounds the look back.
 */
export function hesitation(tokens: readonly Token[], start: number, i: number): boolean {
  if (!ELLIPSES.has(tokens[i]?.value ?? '') || tokens[i + 1]?.pos !== 'VERB' || tokens[i + 1]?.sentence !== tokens[i]?.sentence) return false;
  for (let k = i - 1; k >= start; k -= 1) {
    const t = tokens[k];
    if (!t) return false;
    if (t.pos === 'PRON' && SUBJECT_PRONOUNS.has(t.normal)) return true;
    if (!HESITANT.has(t.pos)) return false;
  }
  return false;
}

/** Words that make a "me" someone else the dreamer meets: "8 year old me", "little me", "future me". */
const SELF_AGES: ReadonlySet<string> = new Set(['old', 'younger', 'older', 'little', 'young', 'teenage', 'teen', 'child', 'kid', 'baby', 'future', 'past', 'mini', 'tiny', 'small']);
/** Words of the age phrase before such a "me": "8", "year", "-", "old". */
const AGE_PHRASE: ReadonlySet<string> = new Set(['year', 'years', 'yr', '-', 'old']);

/** "8 year old me was sitting on the stairs", "little me waved": the dreamer's younger or other self, met as a figure. */
export function otherSelf(tokens: readonly Token[], i: number): boolean {
  return tokens[i]?.normal === 'me' && SELF_AGES.has(tokens[i - 1]?.normal ?? '') && tokens[i - 1]?.sentence === tokens[i]?.sentence;
}

/** The first token of the age phrase before an other-self "me" at i ("8" of "8 year old me"). */
export function otherSelfStart(tokens: readonly Token[], i: number): number {
  let j = i - 1;
  while (j > 0 && tokens[j - 1]?.sentence === tokens[i]?.sentence && (AGE_PHRASE.has(tokens[j - 1]?.normal ?? '') || tokens[j - 1]?.pos === 'NUM' || SELF_AGES.has(tokens[j - 1]?.normal ?? ''))) j -= 1;
  return j;
}
