/**
 * Noun phrases for the dream's images as the dreamer wrote them ("your neighbor's window", "the
 * black dog", "the snakes"), with what agrees with them (it/they, is/are), and relative phrases
 * that carry the image's own action ("the horse you rode away into the dark").
 */
import type { DramaCues } from '../structure/cues';
import type { SenseToken } from '../structure/tokens';
import type { Clause, Mention } from '../structure/types';
import { commonWordAt, KIN_NAMES, retell } from './revoice';
import { articleFor } from './grammar';

/** "Dad just said", "Mum has been in hospital": the dreamer's own name for a parent, opening a retelling, is theirs ("your dad"). */
export function ownKin(text: string): string {
  const first = /^[A-Za-z]+/.exec(text)?.[0];
  return first && KIN_NAMES.has(first.toLowerCase()) ? `your ${first.toLowerCase()}${text.slice(first.length)}` : text;
}

// A Map, not an object: a dream may contain the word "constructor".
const POSSESSIVE_WORDS: Record<string, string> = { my: 'your', our: 'your', his: 'his', her: 'her', their: 'their', your: 'your' };
const POSSESSIVE = new Map(Object.entries(POSSESSIVE_WORDS));

export interface Agreement {
  it: string;
  is: string;
  was: string;
  has: string;
  its: string;
  them: string;
  /** Present-tense verb ending: "" for plural, "s" for singular. */
  s: string;
}

export const agreement = (plural: boolean, gender: 'male' | 'female' | null = null): Agreement =>
  plural
    ? { it: 'they', is: 'are', was: 'were', has: 'have', its: 'their', them: 'them', s: '' }
    : gender === 'male'
      ? { it: 'he', is: 'is', was: 'was', has: 'has', its: 'his', them: 'him', s: 's' }
      : gender === 'female'
        ? { it: 'she', is: 'is', was: 'was', has: 'has', its: 'her', them: 'her', s: 's' }
        : { it: 'it', is: 'is', was: 'was', has: 'has', its: 'its', them: 'it', s: 's' };

/** Index of the first token of the noun phrase around a mention (determiner, adjectives, compounds). */
export function phraseStart(tokens: readonly SenseToken[], m: { start: number }): number {
  let i = m.start;
  while (i - 1 >= 0 && m.start - (i - 1) <= 4) {
    const t = tokens[i - 1];
    if (!t) break;
    // "my living room", "the swimming pool": a gerund right before the noun belongs to the compound.
    const before = tokens[i - 2];
    const gerund = t.pos === 'VERB' && t.normal.endsWith('ing') && i - 1 === m.start - 1 && Boolean(before) && (before?.pos === 'DET' || POSSESSIVE.has(before?.normal ?? ''));
    // "kept trying doors", "was painting walls": an -ing after a verb is that verb's, whatever the tagger calls it.
    if (t.normal.endsWith('ing') && (before?.pos === 'VERB' || before?.pos === 'AUX')) break;
    // "Not dirty water, very clear": a quality the dreamer denies does not name the image.
    if (t.pos === 'ADJ' && (before?.normal === 'not' || before?.normal === 'never' || before?.normal === "n't")) break;
    // "the blue and white boat": two colours or qualities joined are both the boat's.
    const joinedQualities = t.normal === 'and' && (tokens[i]?.pos === 'ADJ' || tokens[i]?.pos === 'NOUN') && before?.pos === 'ADJ' && i < m.start;
    if (joinedQualities || gerund || t.pos === 'ADJ' || t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'NUM' || (t.pos === 'PART' && t.normal === "'s") || (t.pos === 'ADV' && ['very', 'really', 'so', 'huge'].includes(t.normal))) i -= 1;
    else break;
  }
  // "someone's house": a possessive after a pronoun starts the phrase at the noun ("the house").
  if (tokens[i]?.normal === "'s" && tokens[i - 1]?.pos !== 'NOUN' && tokens[i - 1]?.pos !== 'PROPN') return i + 1;
  const det = tokens[i - 1];
  if (det && (det.pos === 'DET' || POSSESSIVE.has(det.normal))) i -= 1;
  return i;
}

export interface NounPhrase {
  /** "the black dog", "your mother", "the guy in a grey hoodie". */
  definite: string;
  /** The same without what follows the noun ("the guy"), for naming it again. */
  short: string;
  /** "a black dog" where the dreamer introduced it so, else the definite form. */
  introduced: string;
  plural: boolean;
  start: number;
  end: number;
}

/** The image as the dream names it; actions are named by their label ("flying"). */
export function nounPhrase(tokens: readonly SenseToken[], m: Mention): NounPhrase {
  if (m.hit.entry.kind === 'action' || m.viaPronoun) {
    return { definite: m.hit.phrase, short: m.hit.phrase, introduced: m.hit.phrase, plural: m.plural, start: m.start, end: m.end };
  }
  return spanPhrase(tokens, m.start, m.end, m.plural);
}

// Motifs, roles and images name the same nouns over and over (about one call in three is new); the
// phrase depends only on the tokens and the span, so it is kept per parsed dream. Callers read the
// phrase and never change it, so one object can serve them all.
const phraseMemo = new WeakMap<readonly SenseToken[], Map<number, NounPhrase>>();

/** The noun phrase ending at token `end - 1`, whatever noun it is. */
export function spanPhrase(tokens: readonly SenseToken[], mStart: number, mEnd: number, plural: boolean): NounPhrase {
  // One number per span: unique while both ends lie within the dream (anything else is not kept).
  const width = tokens.length + 1;
  const keyable = mStart >= 0 && mStart < width && mEnd >= 0 && mEnd < width;
  let known = keyable ? phraseMemo.get(tokens) : undefined;
  if (keyable && !known) {
    known = new Map();
    phraseMemo.set(tokens, known);
  }
  const key = (mStart * width + mEnd) * 2 + (plural ? 1 : 0);
  const hit = known?.get(key);
  if (hit) return hit;
  const phrase = readSpanPhrase(tokens, mStart, mEnd, plural);
  known?.set(key, phrase);
  return phrase;
}

/** Adjectives that vouch for the word rather than describe the thing: "a literal goat", "an actual bear". */
const HEDGES = new Set(['literal', 'actual', 'legit']);

function sentenceInitial(tokens: readonly SenseToken[], i: number): boolean {
  const prev = tokens[i - 1];
  return !prev || prev.sentence !== tokens[i]?.sentence || prev.pos === 'SPACE';
}

/** "not dirty water", "never a real dog": the phrase from `start` is what the dream says it is not. */
function negatedBefore(tokens: readonly SenseToken[], start: number): boolean {
  const before = tokens[start - 1];
  return before !== undefined && (before.normal === 'not' || before.normal === 'never') && before.sentence === tokens[start]?.sentence;
}

function readSpanPhrase(tokens: readonly SenseToken[], mStart: number, mEnd: number, plural: boolean): NounPhrase {
  const m = { start: mStart, end: mEnd, plural };
  const start = phraseStart(tokens, m);
  const words: string[] = [];
  let det: string | null = null;
  for (let i = start; i < m.end; i += 1) {
    const t = tokens[i];
    if (!t) continue;
    if (i === start && (t.pos === 'DET' || POSSESSIVE.has(t.normal))) {
      det = t.normal;
      continue;
    }
    // "One old woman picked up a tooth": "one" there is the writer's article ("an old woman"), and
    // "the one old woman" is no English.
    if (i === start && t.normal === 'one' && t.pos === 'NUM' && i < m.end - 1 && !plural) {
      det = 'a';
      continue;
    }
    // "Not dirty water, very clear": the quality the dreamer denies is no quality of the image.
    if (t.pos === 'ADJ' && !words.length && negatedBefore(tokens, start)) continue;
    // "like a literal goat in a blazer": the dreamer's hedge on the word, not a quality of the image.
    if (HEDGES.has(t.normal) && t.pos === 'ADJ' && !words.length) continue;
    if (t.normal === "'s" && words.length) words[words.length - 1] += "'s";
    // The dreamer's spelling ("grey", not wink's "gray"), in lower case unless it is a name.
    // A possessive typed without its apostrophe: the owner alone, or with the apostrophe back.
    else if (t.possessive) words.push(i === m.end - 1 ? (t.possessive === 'singular' ? t.normal : t.value.toLowerCase()) : t.possessive === 'singular' ? `${t.normal}'s` : `${t.value.toLowerCase()}'`);
    // A word of the image itself that only the sentence start capitalised ("Clock on the wall is
    // moving") is the common noun the symbol matched, not a name.
    // So is a describing word before it that only the sentence start capitalised ("Glass elevator in a mall").
    else words.push(t.pos === 'PROPN' && !(sentenceInitial(tokens, i) && (i >= mStart || commonWordAt(tokens, i))) ? t.value : t.normal === 'i' ? 'I' : t.value.toLowerCase());
  }
  // Keep the phrase short: a determiner and at most three words before the noun, and a short
  // "in a grey hoodie" / "with red hair" after it, which often is what makes the image this dream's.
  const tail = postModifier(tokens, m.end);
  const core = words.slice(-4).join(' ');
  const body = tail ? `${core} ${tail.text}` : core;
  const kin = !det && words.length === 1 && KIN_NAMES.has(core.toLowerCase());
  const own = det ? POSSESSIVE.get(det) : kin ? 'your' : undefined;
  const definite = `${own ?? 'the'} ${kin ? body.toLowerCase() : body}`;
  const short = `${own ?? 'the'} ${kin ? core.toLowerCase() : core}`;
  const introduced = own ? definite : det === 'a' || det === 'an' ? `${articleFor(body)} ${body}` : det === 'some' || (!det && m.plural) ? body : definite;
  return { definite, short, introduced, plural: m.plural, start, end: tail ? tail.end : m.end };
}

const POST_PREPS = new Set(['in', 'with', 'of']);

/** "in a grey hoodie", "with red hair", "of the library": a short phrase that belongs to the noun. */
function postModifier(tokens: readonly SenseToken[], end: number): { text: string; end: number } | null {
  const p = tokens[end];
  if (!p || !POST_PREPS.has(p.normal) || p.pos !== 'ADP') return null;
  const words = [p.normal];
  let i = end + 1;
  for (; i < end + 5; i += 1) {
    const t = tokens[i];
    if (!t) break;
    if (t.pos === 'DET' || t.pos === 'ADJ' || t.pos === 'NUM' || (t.pos === 'PRON' && POSSESSIVE.has(t.normal))) {
      words.push(POSSESSIVE.get(t.normal) ?? t.value.toLowerCase());
      continue;
    }
    if (t.pos === 'NOUN') {
      // "a baby in this dream": the dream is where the image is, not part of its name.
      if (['dream', 'dreams', 'nightmare'].includes(t.normal)) return null;
      words.push(t.value.toLowerCase());
      // A noun followed by another noun is a compound ("a parking garage"); stop after it.
      if (tokens[i + 1]?.pos === 'NOUN') continue;
      // "of your parents' house": the possessive carries on to its noun.
      if (/^['’]s?$/.test(tokens[i + 1]?.value ?? '') && tokens[i + 2]?.pos === 'NOUN' && i + 2 < end + 6) {
        words[words.length - 1] += tokens[i + 1]?.value ?? '';
        words.push(tokens[i + 2]?.value.toLowerCase() ?? '');
        return { text: words.join(' '), end: i + 3 };
      }
      return { text: words.join(' '), end: i + 1 };
    }
    break;
  }
  return null;
}

/** Tokens of the clause from the start of its verb chain (after the subject). */
function predicateStart(tokens: readonly SenseToken[], c: Clause): number | null {
  if (c.verb === null) return null;
  let i = c.verb;
  // Walk back over auxiliaries, negation and adverbs to the start of the chain.
  while (i - 1 > (c.subjectHead ?? c.start - 1) && i - 1 >= c.start) {
    const t = tokens[i - 1];
    if (!t || !(t.pos === 'AUX' || t.pos === 'PART' || t.pos === 'ADV' || t.pos === 'VERB')) break;
    i -= 1;
  }
  return i;
}

/** "flying over your hometown": an action image named by its gerund and what follows it. */
export function actionPhrase(tokens: readonly SenseToken[], c: Clause, m: Mention, cues: DramaCues): string | null {
  if (m.role !== 'verb' || c.verb === null) return null;
  let stop = c.end;
  for (let i = c.verb + 1; i < c.end; i += 1) if (tokens[i]?.pos === 'PUNCT' || tokens[i]?.pos === 'CCONJ') { stop = i; break; }
  if (stop - c.verb > 7) return null;
  const rest = stop > c.verb + 1 ? retell(tokens, c.verb + 1, stop, cues, 6, true) : null;
  if (stop > c.verb + 1 && !rest) return null;
  // "gliding you started to glide": what follows the verb has a subject of its own, so it is not the action's phrase.
  if (rest && /^(you|he|she|they|it|we)\b/.test(rest.text)) return null;
  return rest ? `${m.hit.phrase.replace(/^being /, 'being ')} ${rest.text}` : null;
}

const ONE_WORD_AFTER_COMMA = /, \S+$/;

/**
 * "the black dog that was waiting for you at the door" (the image acts), "the horse you rode away
 * into the dark" (the dreamer acts on it). Null when the clause gives no such phrase.
 */
export function relativePhrase(tokens: readonly SenseToken[], c: Clause, m: Mention, np: NounPhrase, cues: DramaCues): string | null {
  if (c.negated && c.subject === 'nobody') return null;
  if (m.role === 'subject' && !m.viaPronoun && c.subjectHead !== null && c.subjectHead >= m.start && c.subjectHead < m.end) {
    const from = predicateStart(tokens, c);
    if (from === null || from <= m.end - 1) return null;
    // "A girl I went to school with came in": a relative clause without "who" stands between the
    // noun and its verb, and "the girl who went to school with…" would misquote it.
    for (let i = np.end; i < from; i += 1) if (tokens[i]?.pos === 'PRON' && ['i', 'we', 'you', 'he', 'she', 'they'].includes(tokens[i]?.normal ?? '')) return null;
    // "the kitchens where lads were washing pots": the verb after "where" is another's, and "the
    // kitchens that were washing pots" would give it to the place.
    for (let i = np.end; i < from; i += 1) if (['where', 'when', 'whose'].includes(tokens[i]?.normal ?? '')) return null;
    // "a kid playing with a truck" has no finite verb to put after "who".
    if (tokens[from]?.pos === 'VERB' && tokens[from]?.normal.endsWith('ing')) return null;
    // "my husband Rob was there": a name in apposition is not the start of the predicate.
    if (tokens[from]?.pos === 'PROPN' || (from === np.end && /^[A-Z][a-z]/.test(tokens[from]?.value ?? ''))) return null;
    let stop = c.end;
    for (let i = from; i < c.end; i += 1) if (tokens[i]?.value === ',' && i - from >= 3) { stop = i; break; }
    // Drop a trailing "though", "too", "now": they lean on the dreamer's sentence, not on ours.
    while (stop > from && ['though', 'too', 'now', 'anyway', 'either', 'again'].includes(tokens[stop - 1]?.normal ?? '')) stop -= 1;
    const pred = retell(tokens, from, stop, cues, 12);
    // "the water that just stopped, flat": one word after a comma starts a phrase the name would be
    // cut in; such a name is no name ("The water that stopped, flat belongs to…").
    if (!pred || pred.words < 2 || ONE_WORD_AFTER_COMMA.test(pred.text)) return null;
    // "who is there" says nothing: a copula needs a complement of its own.
    let content = 0;
    for (let i = from; i < stop; i += 1) if (['VERB', 'NOUN', 'ADJ', 'PROPN'].includes(tokens[i]?.pos ?? '') && tokens[i]?.lemma !== 'be') content += 1;
    if (content === 0) return null;
    return `${np.definite} ${m.hit.entry.kind === 'figure' ? 'who' : 'that'} ${pred.text}`;
  }
  // Only a real action on the image: "the high school you were back at" says nothing.
  if (m.role === 'object' && !m.viaPronoun && c.subject === 'dreamer' && c.verb !== null && m.start > c.verb && c.verbLemma !== 'be' && c.verbLemma !== 'have') {
    const from = predicateStart(tokens, c);
    if (from === null) return null;
    const before = retell(tokens, from, np.start, cues, 10);
    // What follows the noun in a relative phrase stays short: up to a comma, at most five words.
    let stop = np.end;
    while (stop < c.end && stop - np.end < 4 && tokens[stop]?.pos !== 'PUNCT' && tokens[stop]?.pos !== 'CCONJ' && !['where', 'that', 'which', 'who', 'when'].includes(tokens[stop]?.normal ?? '')) stop += 1;
    const after = stop > np.end && (stop === c.end || tokens[stop]?.pos === 'PUNCT' || tokens[stop]?.pos === 'CCONJ') ? retell(tokens, np.end, stop, cues, 4, true) : null;
    if (stop > np.end && !after) return null;
    if (!before) return null;
    // "the blue one I wore to my interview": the image is the object of a preposition the retelling
    // has dropped at its end ("the interview you wore"), which gives the verb to the wrong thing.
    const prep = tokens[np.start - 1];
    if (prep?.pos === 'ADP' && before.text.split(' ').pop()?.toLowerCase() !== prep.normal) return null;
    // "the laptop you clutching": a participle without its auxiliary has no subject to take.
    if (tokens[from]?.pos === 'VERB' && tokens[from]?.normal.endsWith('ing')) return null;
    // "the car you were sitting in in the lot": a dangling preposition cannot meet its twin.
    if (after && before.text.split(' ').pop() === after.text.split(' ')[0]) return null;
    // A dangling preposition ("you were looking for") reads as English; a dangling article does not.
    if (/\b(a|an|the|your|my)$/.test(before.text)) return null;
    const head = np.definite.replace(/^(your|his|her|their) /, 'the ');
    // The retold verb chain lost its "I": "was looking for" must agree with "you".
    const chain = before.text.replace(/^was\b/, 'were').replace(/^wasn['’]t\b/, 'weren’t').replace(/^am\b/, 'are');
    return `${head} you ${chain}${after ? ` ${after.text}` : ''}`;
  }
  return null;
}
