/**
 * Splits a parsed dream into clauses and reads each one's grammar with the little wink gives us
 * (parts of speech, lemmas): subject, verb chain, object, negation, markers. There is no parser,
 * so the rules are deliberately narrow; where they cannot tell, a slot stays empty and the reading
 * says less rather than something false.
 */
import { HEDGING_ADVERBS, raisedToCarry } from '../text-utils';
import type { EmotionClass } from '../../../lib/core/api/contract';
import type { Lexicon } from '../lexicon';
import type { ParsedText } from '../nlp';
import type { DramaCues, MarkerKind, VerbClass } from './cues';
import {
  hesitation,
  SUBJECT_PRONOUNS,
  inDream,
  isDreamerObject,
  isDreamerPossessive,
  isDreamerSubject,
  isNobody,
  isNominal,
  isVerbal,
  NEGATORS,
  otherSelf,
  type SenseToken,
} from './tokens';
import { isPluralToken } from './mentions';
import type { Clause, Feeling, Party } from './types';

// Word lists the rules below ask about, made once here: a list written inside a function is a
// new array every time that line runs, and these run on every dream.
const POSSESSIVE_PRONOUNS: ReadonlySet<string> = new Set(['my', 'his', 'her', 'their', 'our', 'your', 'its']);
const NOUN_ADJ_PROPN: ReadonlySet<string> = new Set(['NOUN', 'ADJ', 'PROPN']);
const PEOPLE_PRONOUNS: ReadonlySet<string> = new Set(['he', 'she', 'they', 'him', 'her', 'them', 'someone', 'somebody', 'everyone', 'everybody', 'who', 'anyone']);
const HE_HIM: ReadonlySet<string> = new Set(['he', 'him']);
const SHE_HER: ReadonlySet<string> = new Set(['she', 'her']);
const IT_WHICH_THAT: ReadonlySet<string> = new Set(['it', 'which', 'that']);
const THEY_THEM_WHO: ReadonlySet<string> = new Set(['they', 'them', 'who']);
const LEADING_PREPOSITIONS: ReadonlySet<string> = new Set(['all', 'of', 'out', 'at', 'in', 'before', 'after', 'without']);
/** Nouns for a group of people, which "they" and "them" point to in the singular. */
const COLLECTIVE: ReadonlySet<string> = new Set(['family', 'crowd', 'group', 'team', 'class', 'staff', 'audience', 'band', 'couple', 'gang', 'police', 'army', 'crew', 'committee', 'government', 'company', 'school', 'church']);
const RELATIVE_SUBJECTS: ReadonlySet<string> = new Set(['he', 'she', 'they', 'we', 'you']);
const WANTING_VERBS: ReadonlySet<string> = new Set(['try', 'attempt', 'want', 'wish', 'hope', 'need', 'mean', 'plan', 'decide']);
const THIS_THAT: ReadonlySet<string> = new Set(['this', 'that']);
const WAKING_JOLT_WORDS: ReadonlySet<string> = new Set(['jolt', 'jolted', 'jerked', 'bed']);

// Patterns made once here, not in the functions that test them: a regular expression written
// inside a function is a new object every time that line runs, and these run on every dream.
const CAPITALISED = /^[A-Z]/;
const CONTRACTED_AUX = /['’](m|re|ve|d|ll)$/;
const UP_TO_APOSTROPHE = /^.*['’]/;
/** Masks that leave a verb its literal event: comparisons, unrealised errands, reports. */
const LITERAL_MASK = /^(comparison|unrealised|reported)/;
const SPLIT_NT = / n't/g;
const SPLIT_S = / 's/g;
const SPLIT_M = / 'm/g;
const SPLIT_VE = / 've/g;
const SPLIT_DO_NOT = / (do|ca) not\b/g;
const IN_THE_DREAM = /\bin (the|my|this) dream\b/;
// The realisation may be quoted as a thought ("I thought 'I'm dreaming, I can fly'").
const KNEW_I_WAS_DREAMING = /\b(knew|know|realised|realized|understood|noticed|thought|remembered)( that)?( [,:'"‘’“”])* (i was|i'm|i am|we were|this was|it was) (dreaming|a dream|in a dream)\b/;

/** Verbs of being and feeling, after which "so" measures the word that follows ("felt so", "was so"). */
const LINKING: ReadonlySet<string> = new Set(['be', 'feel', 'look', 'seem', 'become', 'get']);
const BREAK_PUNCT = new Set([',', ';', ':', '—', '–', '-', '(', ')', '…', '...']);
const BREAK_BEFORE = new Set(['and', 'but', 'so', 'or', 'yet', 'when', 'while', 'until', 'because', 'though', 'although', 'then', 'who', 'which', 'whereas', 'whenever', 'till']);
/** These start a clause only when a subject follows ("before I could…", not "before dawn"). */
const BREAK_BEFORE_SUBJECT = new Set(['as', 'before', 'after', 'once', 'if', 'since']);
const CONNECTIVE_POS = new Set(['CCONJ', 'SCONJ', 'ADV', 'INTJ', 'PUNCT', 'PART', 'SYM']);
const CHAIN_ADVERBS = new Set(['just', 'still', 'also', 'really', 'even', 'finally', 'suddenly', 'slowly', 'never', 'not', 'always', 'already', 'almost', 'quickly', 'immediately', 'then', 'ever', 'only', 'actually', 'eventually', 'kind', 'sort', 'somehow', 'barely', 'basically', 'literally']);
const PLACE_PREPS = new Set(['over', 'through', 'across', 'around', 'round', 'along', 'in', 'on', 'inside', 'outside']);
const PARTICLES = new Set(['away', 'off', 'out', 'back', 'up', 'down', 'over', 'around', 'round', 'in', 'on', 'through', 'across', 'along', 'home', 'inside', 'outside']);
/** Prepositions after which a noun is still the target of the action ("looking for my keys", "ran after me"). */
const OBJECT_PREPS = new Set(['for', 'at', 'after', 'to', 'from', 'with', 'behind', 'toward', 'towards', 'of', 'about']);
const MODAL_IRREALIS = new Set(['would', 'should', 'might', 'must', 'shall', 'may']);
const IRREALIS_OPENERS = new Set(['if', 'unless']);
const PARTICIPLE = /(ed|en|wn|ght|ung|ne|lt|pt|ck)$/;
const PASSIVE_AUX = new Set(['be', 'get']);
const MOTION_VERBS = new Set(['go', 'come', 'run', 'walk', 'follow', 'chase', 'get', 'move', 'crawl', 'creep', 'race', 'charge', 'crash', 'rush', 'step', 'climb', 'swim', 'fly', 'stalk', 'hunt', 'drive', 'sneak', 'head', 'approach', 'lunge', 'jump']);
const ASPECT = new Set(['keep', 'start', 'begin', 'stop', 'continue', 'go', 'come', 'try', 'like', 'love', 'hate', 'finish', 'quit', 'end']);

interface Range {
  start: number;
  end: number;
}

function sentenceRanges(tokens: readonly SenseToken[]): Range[] {
  const out: Range[] = [];
  let start = 0;
  for (let i = 1; i <= tokens.length; i += 1) {
    if (i === tokens.length || tokens[i]?.sentence !== tokens[start]?.sentence) {
      out.push({ start, end: i });
      start = i;
    }
  }
  return out;
}

const hasVerb = (tokens: readonly SenseToken[], r: Range): boolean => {
  for (let i = r.start; i < r.end; i += 1) if ((isVerbal(tokens[i]) && !nounInPhrase(tokens, i)) || isDreamerSubject(tokens[i])) return true;
  return false;
};

/**
 * "with small mirrors", "of tiny bells": a word in -s the tagger calls a verb, after a preposition
 * and one modifier, is the noun of that phrase (a verb never stands there).
 */
function nounInPhrase(tokens: readonly SenseToken[], i: number): boolean {
  const t = tokens[i];
  const mod = tokens[i - 1];
  return t?.pos === 'VERB' && t.normal.endsWith('s') && (mod?.pos === 'ADJ' || mod?.pos === 'ADV') && mod.normal !== 'also' && tokens[i - 2]?.pos === 'ADP';
}

const hasNominal = (tokens: readonly SenseToken[], r: Range): boolean => {
  for (let i = r.start; i < r.end; i += 1) {
    const t = tokens[i];
    if (t && (t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'PRON' || t.pos === 'ADJ' || t.pos === 'NUM')) return true;
  }
  return false;
};

const FRAME_TIMES = [['last', 'night'], ['the', 'other', 'night'], ['a', 'few', 'nights', 'ago'], ['a', 'couple', 'of', 'nights', 'ago'], ['two', 'nights', 'ago'], ['three', 'nights', 'ago'], ['the', 'night', 'before', 'last'], ['this', 'morning'], ['yesterday'], ['tonight'], ['recently'], ['once']];
const FRAME_LABELS = new Set(['fragment', 'dream', 'nightmare']);
const LABEL_COPULAS = new Set(['is', 'was']);
/** Words between the frame and the story: "I dreamt that…", "I had a dream about…", "…last night, …". */
const AFTER_FRAME = new Set(['that', 'about', 'where', 'of', 'in', 'which', 'last', 'night', 'once', 'again', ',']);

/** Do the tokens from k on read `words`, one form each? */
function spellsAt(tokens: readonly SenseToken[], k: number, words: readonly string[]): boolean {
  for (let n = 0; n < words.length; n += 1) if (tokens[k + n]?.normal !== words[n]) return false;
  return true;
}

/** Does one of `phrases` start at token k? */
function spellsOneAt(tokens: readonly SenseToken[], k: number, phrases: readonly (readonly string[])[]): boolean {
  for (const p of phrases) if (spellsAt(tokens, k, p)) return true;
  return false;
}

const WEEK_NIGHTS = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
const PARTS_OF_NIGHT = new Set(['night', 'nite', 'evening', 'morning']);
/** How many words an aside between the time and the frame may hold. */
const TIME_ASIDE_WORDS = 8;

/**
 * Past ", in one of those short naps," after a time, when the dreamer and the dreaming follow it; i
 * itself otherwise.
 */
function pastTimeAside(tokens: readonly SenseToken[], i: number, end: number): number {
  if (tokens[i]?.value !== ',') return i;
  let k = i + 1;
  let words = 0;
  while (k < end && tokens[k]?.value !== ',' && words <= TIME_ASIDE_WORDS) {
    if (tokens[k]?.isWord) words += 1;
    k += 1;
  }
  if (tokens[k]?.value !== ',' || words === 0 || words > TIME_ASIDE_WORDS) return i;
  const after = tokens[k + 1];
  const next = tokens[k + 2];
  const dreaming = (t: SenseToken | undefined): boolean => t?.lemma === 'dream' || t?.normal === 'dreamt' || t?.normal === 'dreamed' || t?.lemma === 'have';
  return after && isDreamerSubject(after) && dreaming(next) ? k + 1 : i;
}

/** "I had a weird dream that…", "I dreamt I was…": the frame is cut off, the story starts after it. */
function framePrefixEnd(tokens: readonly SenseToken[], r: Range, cues: DramaCues): number {
  let i = r.start;
  // The writer's own words before the telling ("ok so this is weird but …") are not the story.
  while (i < r.end && tokens[i]?.inDream === false && !tokens[i]?.waking) i += 1;
  // A sentence after a blank line starts on the line break itself.
  while (i < r.end && (tokens[i]?.pos === 'INTJ' || tokens[i]?.pos === 'SPACE' || tokens[i]?.fromEmoji || cues.fillers.has(tokens[i]?.normal ?? '') || tokens[i]?.pos === 'PUNCT' || tokens[i]?.normal === 'so')) i += 1;
  // "Last night I dreamed…", "but last night i dreamed…", "Fragment: a staircase…": a time or a label before the frame.
  if ((tokens[i]?.normal === 'but' || tokens[i]?.normal === 'and') && spellsOneAt(tokens, i + 1, FRAME_TIMES)) i += 1;
  for (const p of FRAME_TIMES) if (spellsAt(tokens, i, p)) i += p.length;
  // "On Sunday night I dreamt…", "Friday night I dreamed…": a night named by its day.
  if (tokens[i]?.normal === 'on' && WEEK_NIGHTS.has(tokens[i + 1]?.normal ?? '')) i += 1;
  if (WEEK_NIGHTS.has(tokens[i]?.normal ?? '')) {
    i += 1;
    if (PARTS_OF_NIGHT.has(tokens[i]?.normal ?? '')) i += 1;
  }
  // "Last night, in one of those short naps, I dreamed…": an aside between commas after the time.
  i = pastTimeAside(tokens, i, r.end);
  if (FRAME_LABELS.has(tokens[i]?.normal ?? '') && tokens[i + 1]?.value === ':') return i + 2;
  // "Dream is I'm back at the plant.", "The dream was we were…": the label's "is" works as its colon.
  const label = tokens[i]?.normal === 'the' || tokens[i]?.normal === 'my' ? i + 1 : i;
  if (FRAME_LABELS.has(tokens[label]?.normal ?? '') && LABEL_COPULAS.has(tokens[label + 1]?.normal ?? '') && isDreamerSubject(tokens[label + 2])) return label + 2;
  // "Clown dream 🤡 I was alone…", "Weird dream. …": a title before the story.
  for (let k = i; k < Math.min(r.end, i + 3); k += 1) {
    if (cues.frameNouns.has(tokens[k]?.lemma ?? '') && tokens[k]?.pos === 'NOUN' && !isVerbal(tokens[k + 1])) {
      let j = k + 1;
      while (j < r.end && (tokens[j]?.pos === 'PUNCT' || tokens[j]?.fromEmoji || tokens[j]?.pos === 'SYM')) j += 1;
      // "Best lucid dream I've had.": the "I" opens a clause about the title, not the story.
      if (j < r.end && isDreamerSubject(tokens[j]) && !bareRelative(tokens, j + 1, r.end)) return j;
    }
  }
  const t = tokens[i];
  if (!t) return r.start;
  // "Had a dream my boyfriend was…": a report may drop its "I".
  let j = isDreamerSubject(t) ? i + 1 : t.lemma === 'have' || t.normal === 'dreamt' || t.normal === 'dreamed' ? i : -1;
  if (j < 0) return r.start;
  if (tokens[j]?.lemma === 'dream' || tokens[j]?.normal === 'dreamt' || tokens[j]?.normal === 'dreamed') j += 1;
  else if (tokens[j]?.lemma === 'have') {
    let k = j + 1;
    // "I had a baby in this dream" is the story: a preposition between them makes "dream" a place, not the object.
    while (k < r.end && k <= j + 4 && !cues.frameNouns.has(tokens[k]?.lemma ?? '') && tokens[k]?.pos !== 'ADP') k += 1;
    if (!cues.frameNouns.has(tokens[k]?.lemma ?? '')) return r.start;
    j = k + 1;
  } else return r.start;
  while (j < r.end && AFTER_FRAME.has(tokens[j]?.normal ?? '')) j += 1;
  return j;
}

/** Only "have"/"be", adverbs and punctuation up to the sentence's end ("'ve ever had."). */
function bareRelative(tokens: readonly SenseToken[], from: number, end: number): boolean {
  for (let i = from; i < end; i += 1) {
    const t = tokens[i];
    if (!t || t.pos === 'PUNCT' || t.pos === 'ADV' || t.pos === 'PART') continue;
    if (t.lemma === 'have' || t.lemma === 'be' || t.normal === "'ve" || t.normal === '’ve') continue;
    return false;
  }
  return true;
}

/** "up and down the stairs", "back and forth": two words joined by "and" into one movement. */
const PAIRED = new Set(['up down', 'down up', 'back forth', 'in out', 'on off', 'to fro', 'here there', 'now then', 'black white', 'round round']);

const PLACE_RELATIVES = new Set(['where', 'that', 'which', 'who', 'whose']);

/** A piece that opens with a preposition and has a verb only after a relative word ("next to a window where…"). */
function placePhrase(tokens: readonly SenseToken[], p: Range): boolean {
  let i = p.start;
  while (i < p.end && tokens[i]?.pos === 'PUNCT') i += 1;
  const first = tokens[i];
  if (!first || !(first.pos === 'ADP' || (first.normal === 'next' && tokens[i + 1]?.normal === 'to'))) return false;
  for (let j = i + 1; j < p.end; j += 1) {
    const t = tokens[j];
    if (!t) continue;
    if (PLACE_RELATIVES.has(t.normal)) return true;
    if (t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'PRON') return false;
  }
  return false;
}

/** The closing bracket of an aside opened at i whose words are all the writer's (out of the dream), or -1. */
function writersAsideEnd(tokens: readonly SenseToken[], i: number, end: number): number {
  let j = i + 1;
  while (j < end && tokens[j]?.value !== ')') {
    if (tokens[j]?.isWord && tokens[j]?.inDream !== false) return -1;
    j += 1;
  }
  return j < end && j > i + 1 ? j : -1;
}

const COLOUR_WORDS: ReadonlySet<string> = new Set(['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'brown', 'black', 'white', 'grey', 'gray', 'silver', 'gold', 'golden', 'violet', 'crimson', 'scarlet', 'navy', 'cream', 'beige', 'turquoise']);

/** A colour word or an adjective ("red", "silver", "tall"): what "and" pairs inside one phrase. */
function describes(t: SenseToken | undefined): boolean {
  return t !== undefined && (COLOUR_WORDS.has(t.normal) || (t.pos === 'ADJ' && t.isWord));
}

/** Clause ranges of one sentence: split at punctuation and conjunctions, verbless pieces merged back. */
function splitSentence(tokens: readonly SenseToken[], r: Range): Range[] {
  const pieces: Range[] = [];
  let start = r.start;
  // The writer's aside in brackets ("Me and my two kids (Ava is 9, Leo is 6) were at the beach")
  // splits nothing: the retelling goes round it.
  let asideEnd = -1;
  for (let i = r.start; i < r.end; i += 1) {
    const t = tokens[i];
    if (!t) continue;
    if (t.value === '(' && asideEnd < i) asideEnd = writersAsideEnd(tokens, i, r.end);
    if (i <= asideEnd) continue;
    const next = tokens[i + 1];
    // "over and over", "ran and ran": a word doubled around "and" is one expression, not two clauses.
    const doubled = t.normal === 'and' && (tokens[i - 1]?.normal === next?.normal || PAIRED.has(`${tokens[i - 1]?.normal ?? ''} ${next?.normal ?? ''}`));
    // "layers of red and silver with small mirrors", "black and white": "and" between two colours or
    // adjectives joins words of one phrase, however the tagger reads what follows; not where the
    // second adjective opens a new subject ("stiff and barky and | little leaves came out").
    const paired = t.normal === 'and' && describes(tokens[i - 1]) && describes(next) && tokens[i - 1]?.sentence === next?.sentence && (COLOUR_WORDS.has(next?.normal ?? '') || !NOUN_ADJ_PROPN.has(tokens[i + 2]?.pos ?? ''));
    // "I was so excited I almost woke up": "so" before an adjective is a degree, not a conjunction.
    // So is "so" right after a verb of being or feeling ("I feel so embarrassed"), however the tagger reads the word after it.
    const degree = t.normal === 'so' && (next?.pos === 'ADJ' || DEGREE_ADVERBS.has(next?.normal ?? '') || LINKING.has(tokens[i - 1]?.lemma ?? ''));
    const before = i > start && !doubled && !paired && !degree && (BREAK_BEFORE.has(t.normal) || (BREAK_BEFORE_SUBJECT.has(t.normal) && (isDreamerSubject(next) || next?.pos === 'PRON' || next?.pos === 'DET')) || mainAfterTemporal(tokens, start, i));
    if (before) {
      pieces.push({ start, end: i });
      start = i;
    }
    // "sister-in-law", "see-through": a hyphen inside a word breaks nothing.
    if (BREAK_PUNCT.has(t.value) && !t.joined && i + 1 < r.end && !hesitation(tokens, start, i)) {
      pieces.push({ start, end: i + 1 });
      start = i + 1;
    }
  }
  if (start < r.end) pieces.push({ start, end: r.end });

  const out: Range[] = [];
  let pending: number | null = null;
  for (const p of pieces) {
    // ", next to a window where it was getting light": a place phrase whose only verb is inside its
    // relative clause belongs to the clause before it.
    const prevOut = out[out.length - 1];
    if (prevOut && pending === null && placePhrase(tokens, p)) {
      prevOut.end = p.end;
      continue;
    }
    if (hasVerb(tokens, p)) {
      out.push({ start: pending ?? p.start, end: p.end });
      pending = null;
      continue;
    }
    const last = out[out.length - 1];
    // A verbless piece joins the clause before it ("…ringing, loud, over and over"), unless it
    // opens the next one ("Then, suddenly, a man…").
    const opener = isOpener(tokens, p);
    if (last && (hasNominal(tokens, p) || !opener)) last.end = p.end;
    else pending ??= p.start;
  }
  if (pending !== null) {
    const last = out[out.length - 1];
    if (last) last.end = r.end;
    else out.push({ start: pending, end: r.end });
  }
  return out;
}

/**
 * "instead of falling I…", "rather than wait for the bus we…": a gerund or bare verb of the road not
 * taken, before the clause's own subject. Returns where that subject stands, or `i` unchanged.
 */
function pastAlternative(tokens: readonly SenseToken[], i: number, end: number): number {
  const a = tokens[i]?.normal;
  const b = tokens[i + 1]?.normal;
  if (!((a === 'instead' && b === 'of') || (a === 'rather' && b === 'than'))) return i;
  if (tokens[i + 2]?.pos !== 'VERB') return i;
  for (let k = i + 3; k < Math.min(end, i + 9); k += 1) {
    const t = tokens[k];
    if (!t || t.pos === 'VERB' || t.pos === 'AUX') return i;
    if (t.pos === 'PRON' && SUBJECT_PRONOUNS.has(t.normal)) return k;
  }
  return i;
}

/** Words that open a clause of time before its main clause: "every time we hit a pothole he…", "when we got there she…". */
const TEMPORAL_OPENERS = new Set(['when', 'whenever', 'once', 'after', 'before', 'as', 'every', 'each', 'any', 'next']);
const NOT_BEFORE_SUBJECT = new Set(['VERB', 'AUX', 'ADP', 'DET', 'CCONJ', 'SCONJ', 'PART', 'PUNCT']);

/**
 * "every time we hit a pothole he'd go…": the clause of time has its own subject and verb, and the
 * pronoun after it opens the main clause. Read as one, the clause takes "time" for its subject and
 * gives whatever "he" did next to nobody, or to the dreamer.
 */
function mainAfterTemporal(tokens: readonly SenseToken[], start: number, i: number): boolean {
  const t = tokens[i];
  if (!t || !SUBJECT_PRONOUNS.has(t.normal) || NOT_BEFORE_SUBJECT.has(tokens[i - 1]?.pos ?? '')) return false;
  let k = start;
  while (k < i && (tokens[k]?.pos === 'PUNCT' || tokens[k]?.normal === 'and' || tokens[k]?.normal === 'then')) k += 1;
  const open = tokens[k]?.normal ?? '';
  if (!TEMPORAL_OPENERS.has(open)) return false;
  // "every time", "each time", "next time": only with the noun of time after them.
  if (['every', 'each', 'any', 'next'].includes(open) && tokens[k + 1]?.normal !== 'time') return false;
  // The clause of time needs a subject and a verb of its own before the pronoun; where its subject is
  // the same ("when I looked in the mirror I had…"), the deed is that one's either way.
  let verb = false;
  let subject: string | undefined;
  for (let j = k + 1; j < i; j += 1) {
    const w = tokens[j];
    if (subject === undefined && w?.pos === 'PRON') subject = w.normal;
    if (w?.pos === 'VERB') verb = true;
  }
  if (subject === t.normal || (subject === 'me' && t.normal === 'i')) return false;
  return verb && (isVerbal(tokens[i + 1]) || (tokens[i + 1]?.pos === 'ADV' && isVerbal(tokens[i + 2])));
}

/** Adverbs "so" grades ("so much", "so fast"); after them "so" is no conjunction. */
const DEGREE_ADVERBS = new Set(['much', 'many', 'fast', 'hard', 'far', 'long', 'badly', 'quickly', 'slowly', 'loud', 'loudly', 'well', 'high', 'close', 'deep', 'bright', 'real']);

const OPENERS = new Set(['then', 'suddenly', 'and', 'but', 'so', 'finally', 'later', 'next', 'when', 'while', 'after', 'before', 'eventually', 'meanwhile', 'afterwards', 'all', 'out', 'at', 'in', 'just', 'because', 'until']);

function isOpener(tokens: readonly SenseToken[], p: Range): boolean {
  for (let i = p.start; i < p.end; i += 1) {
    const t = tokens[i];
    if (!t || t.pos === 'PUNCT') continue;
    // "next to a window", "after him": a place or an order, not the start of a new event.
    if ((t.normal === 'next' && tokens[i + 1]?.normal === 'to') || (t.normal === 'after' && tokens[i + 1]?.pos === 'PRON')) return false;
    return OPENERS.has(t.normal);
  }
  return false;
}

function matchMarkers(tokens: readonly SenseToken[], r: Range, cues: DramaCues): MarkerKind[] {
  // Made only for the few clauses that have a marker.
  let kinds: Set<MarkerKind> | null = null;
  for (let i = r.start; i < r.end; i += 1) {
    const t = tokens[i];
    if (!t?.isWord) continue;
    const list = cues.markers.get(t.normal === 'i' ? 'i' : t.normal);
    if (!list) continue;
    for (const m of list) {
      // The first word is the one the list was found by.
      let ok = true;
      for (let k = 1; k < m.words.length && ok; k += 1) if (tokens[i + k]?.normal !== m.words[k] || i + k >= r.end) ok = false;
      if (!ok) continue;
      const lead = i - r.start <= 3;
      // "at the end of the hall" is a place, not the dream's end; sequence words only count up front.
      if (m.kind === 'ending' && tokens[i + m.words.length]?.normal === 'of') continue;
      if ((m.kind === 'sequence' || m.kind === 'contrast') && !lead) continue;
      (kinds ??= new Set()).add(m.kind);
      break;
    }
  }
  return kinds ? [...kinds] : [];
}

/** The head of a noun chunk starting at `i`: the last noun before a preposition, verb or clause end. */
function chunkHead(tokens: readonly SenseToken[], i: number, end: number): { head: number; next: number } | null {
  let head = -1;
  let k = i;
  for (; k < end; k += 1) {
    const t = tokens[k];
    if (!t) break;
    if (t.normal === 'one' && t.pos === 'NUM' && tokens[k - 1]?.pos === 'DET') {
      head = k;
      k += 1;
      break;
    }
    // "her" is a determiner only before its noun ("her car"); "sang to her" ends with it.
    const determiner = t.pos === 'PRON' && POSSESSIVE_PRONOUNS.has(t.normal) && (t.normal !== 'her' || NOUN_ADJ_PROPN.has(tokens[k + 1]?.pos ?? ''));
    // A determiner or a pronoun after the head starts something new ("an old man sweeping the
    // platform", "a baby that wasn't mine").
    if (head >= 0 && (t.pos === 'DET' || determiner || t.pos === 'PRON')) break;
    if (t.pos === 'DET' || t.pos === 'ADJ' || t.pos === 'NUM' || (t.pos === 'PART' && t.normal === "'s") || determiner) continue;
    if (t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'PRON') {
      head = k;
      // A pronoun is a whole chunk ("he", "nobody"), a noun may be followed by more nouns ("parking garage").
      if (t.pos === 'PRON' && t.normal !== 'one') {
        k += 1;
        break;
      }
      continue;
    }
    break;
  }
  return head >= 0 ? { head, next: k } : null;
}

function partyOf(tokens: readonly SenseToken[], cues: DramaCues, creature: (i: number) => 'figure' | 'animal' | null, i: number): Party {
  const t = tokens[i];
  if (!t) return 'none';
  if (otherSelf(tokens, i)) return 'other';
  if (isDreamerSubject(t) || isDreamerObject(t)) return 'dreamer';
  if (isNobody(t)) return 'nobody';
  if (PEOPLE_PRONOUNS.has(t.normal)) return 'other';
  if (t.pos === 'PROPN' && CAPITALISED.test(t.value)) return 'other';
  if (cues.gender.has(t.lemma) || cues.gender.has(t.normal) || creature(i) !== null) return 'other';
  return 'thing';
}

const INFANT = new Set(['baby', 'infant', 'newborn', 'toddler']);

/** Verbs of saying: a feeling word after one is spoken, not felt ("I said sorry"). */
const SPEAKING = new Set(['say', 'tell', 'whisper', 'reply', 'answer']);
/** Verbs whose subject is a person ("he said…", "she laughed"), whatever animal was named nearer. */
const SPEAKING_VERBS = new Set([...SPEAKING, 'ask', 'shout', 'explain', 'announce', 'laugh']);

const QUOTE_MARKS = new Set(['"', '“', '”']);
const quotedOf = new WeakMap<readonly SenseToken[], Uint8Array>();

/** Whether the quotation opening at q is the dreamer's own words ("I asked him "Are you alright, Dad?""). */
function dreamerSpeaks(tokens: readonly SenseToken[], q: number): boolean {
  for (let k = q - 1; k >= Math.max(0, q - 4); k -= 1) {
    if (!SPEAKING_VERBS.has(tokens[k]?.lemma ?? '')) continue;
    return isDreamerSubject(tokens[k - 1]) || isDreamerSubject(tokens[k - 2]);
  }
  return false;
}

/**
 * For each token, whether it stands inside someone else's words in double quotation marks, read once
 * per dream. The dreamer's own words name who is there ("Are you alright, Dad?"); another's words
 * to the dreamer ("This is mine, Mum") and a phrase in quotation marks do not.
 */
function insideQuotes(tokens: readonly SenseToken[]): Uint8Array {
  let out = quotedOf.get(tokens);
  if (out) return out;
  out = new Uint8Array(tokens.length);
  let open = 0;
  for (let k = 0; k < tokens.length; k += 1) {
    const v = tokens[k]?.value ?? '';
    if (QUOTE_MARKS.has(v)) open = v === '”' || (v === '"' && open) ? 0 : dreamerSpeaks(tokens, k) ? 2 : 1;
    else out[k] = open === 1 ? 1 : 0;
  }
  quotedOf.set(tokens, out);
  return out;
}

/** Whether an object pronoun of the other sex ("him" after "she") follows in the pronoun's sentence. */
function otherSexFollows(tokens: readonly SenseToken[], i: number, want: 'male' | 'female'): boolean {
  const other = want === 'female' ? 'him' : 'her';
  const sentence = tokens[i]?.sentence;
  for (let k = i + 1; k < tokens.length && k < i + 12 && tokens[k]?.sentence === sentence; k += 1) if (tokens[k]?.normal === other) return true;
  return false;
}

const DREAMER_IS: ReadonlySet<string> = new Set(["i'm", 'im']);

/** The noun at k names what the dreamer is: "I'm a Nigerian student", "I am a nurse", "I was a teacher". */
function saidOfDreamer(tokens: readonly SenseToken[], k: number): boolean {
  // "New dad here, our son is 7 weeks old": the writer introducing themselves at the head of a sentence.
  if (tokens[k + 1]?.normal === 'here') {
    let h = k - 1;
    while (h >= 0 && tokens[h]?.sentence === tokens[k]?.sentence && (tokens[h]?.pos === 'ADJ' || tokens[h]?.pos === 'NOUN' || !tokens[h]?.isWord)) h -= 1;
    if (h < 0 || tokens[h]?.sentence !== tokens[k]?.sentence) return true;
  }
  let j = k - 1;
  // "I am 23, 5th year medical student": the age and its comma stand in the same description.
  while (j >= 0 && j > k - 7 && (tokens[j]?.pos === 'ADJ' || tokens[j]?.pos === 'PROPN' || tokens[j]?.pos === 'NOUN' || tokens[j]?.pos === 'ADV' || tokens[j]?.pos === 'NUM' || tokens[j]?.value === ',') && !DREAMER_IS.has(tokens[j]?.normal ?? '')) j -= 1;
  if (tokens[j]?.normal === 'a' || tokens[j]?.normal === 'an') j -= 1;
  const w = tokens[j]?.normal ?? '';
  return DREAMER_IS.has(w) || ((w === 'am' || w === 'was') && tokens[j - 1]?.normal === 'i');
}

/** Antecedent of he/she/they/it/who: the nearest earlier noun of a fitting kind. */
/** Sounds only animals make: a "he" or "she" who makes one is an animal. */
const ANIMAL_SOUNDS: ReadonlySet<string> = new Set(['bark', 'barked', 'barking', 'growl', 'growled', 'growling', 'meow', 'meowed', 'miaow', 'miaowed', 'purr', 'purred', 'purring', 'neigh', 'neighed', 'whinny', 'whinnied', 'bleat', 'bleated', 'moo', 'mooed', 'oink', 'oinked', 'woof', 'woofed', 'wag', 'wagged']);

/** Does the pronoun at i do, within its sentence, what only an animal does? */
function soundsAsAnimal(tokens: readonly SenseToken[], i: number): boolean {
  const sentence = tokens[i]?.sentence;
  for (let j = i + 1; j < Math.min(tokens.length, i + 14); j += 1) {
    const t = tokens[j];
    if (!t || t.sentence !== sentence) return false;
    // "she said the dog barked": the sound is someone else's once another subject is named.
    if (j > i + 1 && t.pos === 'PRON' && !['him', 'her', 'it', 'them', 'his', 'its', 'their'].includes(t.normal)) return false;
    if (ANIMAL_SOUNDS.has(t.normal)) return true;
  }
  return false;
}

/** Verbs of a felt or seeming state: "it felt easy", "it seemed normal", "it looked like a dream". */
const STATE_VERBS: ReadonlySet<string> = new Set(['feel', 'seem']);

/** Words before a noun inside its own phrase: determiners, owners, describing words. */
const IN_PHRASE: ReadonlySet<string> = new Set(['DET', 'ADJ', 'NUM', 'NOUN', 'PRON']);

/** The first token of the noun phrase whose head is at k. */
function phraseStartAt(tokens: readonly SenseToken[], k: number): number {
  let j = k;
  while (j > 0 && j > k - 5 && IN_PHRASE.has(tokens[j - 1]?.pos ?? '') && tokens[j - 1]?.sentence === tokens[k]?.sentence && !(tokens[j - 1]?.pos === 'PRON' && tokens[j - 1]?.normal !== 'my' && tokens[j - 1]?.normal !== 'our')) j -= 1;
  return j;
}

/** The noun at k is an item of a list: "…, a cake, a cat", with a noun before the comma. */
function listed(tokens: readonly SenseToken[], k: number): boolean {
  const j = phraseStartAt(tokens, k);
  const before = tokens[j - 1];
  const item = tokens[j - 2];
  return before?.value === ',' && (item?.pos === 'NOUN' || item?.pos === 'PROPN');
}

const LOCATING: ReadonlySet<string> = new Set(['in', 'at', 'inside', 'of']);

/** The noun at k only says where a noun just before it is: "an elevator in a shopping mall". */
function locatesNoun(tokens: readonly SenseToken[], k: number): boolean {
  const j = phraseStartAt(tokens, k);
  const prep = tokens[j - 1];
  const head = tokens[j - 2];
  return Boolean(prep && LOCATING.has(prep.normal) && head?.pos === 'NOUN' && head.sentence === tokens[k]?.sentence);
}

const LIKENESS_PARTS: ReadonlySet<string> = new Set(['face', 'voice', 'eyes', 'smile', 'features', 'body', 'laugh']);

/** The noun at k names whose face or voice another figure has: "the face of my first teacher". */
function borrowedFace(tokens: readonly SenseToken[], k: number): boolean {
  const j = phraseStartAt(tokens, k);
  return tokens[j - 1]?.normal === 'of' && LIKENESS_PARTS.has(tokens[j - 2]?.normal ?? '');
}

const PLACING: ReadonlySet<string> = new Set(['on', 'in', 'into', 'onto', 'under', 'down', 'over', 'across', 'along', 'through', 'to', 'at', 'beside', 'behind']);

/**
 * The "it" that was put where the noun at k names ("put it in a little stream next to the marquee"):
 * the noun and any place it is next to, back to an "it" just before them; -1 for none.
 */
function placedIt(tokens: readonly SenseToken[], k: number): number {
  let j = phraseStartAt(tokens, k);
  for (let hop = 0; hop < 3; hop += 1) {
    if (!PLACING.has(tokens[j - 1]?.normal ?? '')) return -1;
    let a = j - 2;
    if (tokens[j - 1]?.normal === 'to' && (tokens[a]?.normal === 'next' || tokens[a]?.normal === 'close')) a -= 1;
    const anchor = tokens[a];
    if (!anchor || anchor.sentence !== tokens[k]?.sentence) return -1;
    if (anchor.normal === 'it') return a;
    if (anchor.pos !== 'NOUN') return -1;
    j = phraseStartAt(tokens, a);
  }
  return -1;
}

const QUANTITY_NOUNS: ReadonlySet<string> = new Set(['couple', 'lot', 'lots', 'bunch', 'handful', 'pair', 'number', 'few']);

const COPULAS: ReadonlySet<string> = new Set(['be', 'become']);
const INDEFINITE: ReadonlySet<string> = new Set(['a', 'an']);
/** Nouns that say only that someone is there, not who: what follows "was" tells who. */
const ANYONE: ReadonlySet<string> = new Set(['man', 'woman', 'person', 'guy', 'lady', 'girl', 'boy', 'figure', 'stranger', 'someone', 'somebody', 'people', 'child', 'kid', 'voice', 'shadow']);

/**
 * The noun at k says what someone named just before it was or became: "my cat Mrs Biscuit was my
 * line manager", "the man was a doctor". That is a part the figure plays, not a second figure; a
 * "she" after it is still the cat. Only a person or creature (or a name) as subject counts: in "I
 * heard a voice, it was my mum" the one named after "was" is who then speaks.
 */
function playedPart(tokens: readonly SenseToken[], k: number, creature: (i: number) => 'figure' | 'animal' | null): boolean {
  let j = phraseStartAt(tokens, k) - 1;
  // "was now my boss", "was also my teacher".
  while (j > 0 && tokens[j]?.pos === 'ADV' && tokens[j]?.sentence === tokens[k]?.sentence) j -= 1;
  const verb = tokens[j];
  if (!verb || !COPULAS.has(verb.lemma) || verb.sentence !== tokens[k]?.sentence) return false;
  let s = j - 1;
  while (s > 0 && (tokens[s]?.pos === 'ADV' || tokens[s]?.pos === 'AUX') && tokens[s]?.sentence === verb.sentence) s -= 1;
  const subject = tokens[s];
  if (!subject || subject.sentence !== verb.sentence) return false;
  // "First she was a normal newborn, then she could fit in a teacup": the "she" is whom she was
  // before. "She was my mother" says who she is, and the mother is the one meant after it.
  if (subject.pos === 'PRON') return (HE_HIM.has(subject.normal) || SHE_HER.has(subject.normal)) && INDEFINITE.has(tokens[phraseStartAt(tokens, k)]?.normal ?? '');
  if (subject.pos !== 'NOUN' && subject.pos !== 'PROPN') return false;
  // "The old woman was my grandmother": a nameless someone is told to be who they are, not cast in a part.
  if (ANYONE.has(subject.lemma)) return false;
  return creature(s) !== null || (subject.pos === 'PROPN' && CAPITALISED.test(subject.value));
}

/**
 * The nearest earlier "he" (or "she") before i, within the telling's reach: where a pronoun finds no
 * one of its sex near it, it goes on meaning whom the last one did. A widow who names her husband
 * once and then tells a whole dream of "he" means him in every sentence, however far from the name.
 */
function samePronounBefore(tokens: readonly SenseToken[], i: number, want: 'male' | 'female', quoted: Uint8Array): number {
  const family = want === 'male' ? HE_HIM : SHE_HER;
  for (let k = i - 1; k >= Math.max(0, i - 160); k -= 1) {
    const t = tokens[k];
    if (t && family.has(t.normal) && t.pos === 'PRON' && quoted[k] === quoted[i]) return k;
  }
  return -1;
}

const BEFORE_PLACE = new Set(['at', 'in', 'to', 'from', 'into', 'near', 'on', 'visit', 'visited']);

/** A capitalised name that acts in its clause ("Tyler was there", "Marta waved"), not a place one goes to. */
function actingName(tokens: readonly SenseToken[], k: number): boolean {
  const t = tokens[k];
  if (!t || t.pos !== 'PROPN' || !CAPITALISED.test(t.value) || BEFORE_PLACE.has(tokens[k - 1]?.normal ?? '')) return false;
  // "our dog Biscuit", "my husband Walt": the noun before the name says who it is, and is found next.
  if (tokens[k - 1]?.pos === 'NOUN' || tokens[k - 1]?.pos === 'PROPN') return false;
  // Not the first word of a sentence, where the tagger calls many words names.
  if (tokens[k - 1] === undefined || tokens[k - 1]?.sentence !== t.sentence) return false;
  const next = tokens[k + 1];
  return next?.pos === 'AUX' || (next?.pos === 'VERB' && !next.normal.endsWith('ing'));
}

/** What each pronoun of a dream was found to mean, for a later one of its sex to go on from. */
const resolvedOf = new WeakMap<readonly SenseToken[], Map<number, number>>();

function resolve(tokens: readonly SenseToken[], i: number, cues: DramaCues, creature: (i: number) => 'figure' | 'animal' | null, depth = 0): number {
  if (depth > 0) return antecedent(tokens, i, cues, creature, depth);
  let known = resolvedOf.get(tokens);
  if (!known) {
    known = new Map();
    resolvedOf.set(tokens, known);
  }
  const was = known.get(i);
  if (was !== undefined) return was;
  const found = antecedent(tokens, i, cues, creature, 0);
  known.set(i, found);
  return found;
}

function antecedent(tokens: readonly SenseToken[], i: number, cues: DramaCues, creature: (i: number) => 'figure' | 'animal' | null, depth: number): number {
  const t = tokens[i];
  if (!t) return i;
  const want = HE_HIM.has(t.normal) ? 'male' : SHE_HER.has(t.normal) ? 'female' : IT_WHICH_THAT.has(t.normal) ? 'thing' : THEY_THEM_WHO.has(t.normal) ? 'any' : null;
  if (!want) return i;
  // "There was a snake in my bed. I felt it move": an animal named shortly before is the likeliest "it".
  // "…into the back garden, which had become a wood": a relative "which" right after a noun is that noun, not an animal named earlier.
  if (t.normal === 'which') {
    for (let k = i - 1; k >= Math.max(0, i - 2); k -= 1) {
      const p = tokens[k];
      // The tagger sometimes takes that noun for a verb ("the back garden"): a determiner just before settles it.
      const named = p?.pos === 'NOUN' || (p?.pos === 'VERB' && (tokens[k - 1]?.pos === 'DET' || tokens[k - 2]?.pos === 'DET'));
      if (named && !p?.masked) return k;
      if (p?.value !== ',') break;
    }
  }
  // "it felt really easy", "it seemed normal": the "it" of a felt or seeming state is the moment
  // itself, not the last thing named (a song danced to, a room passed through).
  if (t.normal === 'it' && STATE_VERBS.has(tokens[i + 1]?.lemma ?? '')) return i;
  if (want === 'thing') {
    // A baby is "it" as often as a pet is: "I kept forgetting about it… I found it in a drawer".
    for (let k = i - 1; k >= Math.max(0, i - 70); k -= 1) if ((creature(k) === 'animal' || (creature(k) === 'figure' && INFANT.has(tokens[k]?.lemma ?? ''))) && (tokens[k]?.pos === 'NOUN' || tokens[k]?.pos === 'PROPN')) return k;
  }
  // An aside in brackets ("(a falling out over mums house)") and an owner ("my mums car") are
  // seldom what a later "she" means.
  let aside = 0;
  // "he said…": one who speaks is a person, whatever animal was named nearer.
  const speaks = SPEAKING_VERBS.has(tokens[i + 1]?.lemma ?? '');
  const animalDoing = want !== 'thing' && soundsAsAnimal(tokens, i);
  const quoted = insideQuotes(tokens);
  let found = -1;
  let either = -1;
  // Once the search has reached the writer's introduction it goes on to its start, however far back.
  for (let k = i - 1; k >= (found >= 0 || either >= 0 ? 0 : Math.max(0, i - (want === 'thing' ? 80 : 160))); k -= 1) {
    const c = tokens[k];
    if (c?.value === ')') aside += 1;
    else if (c?.value === '(') aside = Math.max(0, aside - 1);
    // "8 year old me was sitting on the stairs… he said": the dreamer's younger self is a he or she of the dream.
    if ((want === 'male' || want === 'female') && aside === 0 && quoted[k] === quoted[i] && otherSelf(tokens, k)) return k;
    if (!c || (c.pos !== 'NOUN' && c.pos !== 'PROPN') || aside > 0 || c.possessive) continue;
    // Nor is a thing only compared with ("like we used to get as kids"), and "she" is never "the kids".
    if (c.masked) continue;
    // "maybe a couple of months… He stood at the edge": a measure ("a couple of", "a lot of") counts
    // what follows it and is no one a pronoun could mean.
    if (want !== 'thing' && QUANTITY_NOUNS.has(c.normal) && tokens[k + 1]?.normal === 'of') continue;
    // Nor a word on the other side of a quotation mark: "my "customer engagement" was flat… He gave
    // me 9 out of 10" names no customer.
    if (quoted[k] !== quoted[i]) continue;
    // "the poker his father left him… he said": the "he" is the owner, the one the telling follows.
    if ((want === 'male' && tokens[k - 1]?.normal === 'his') || (want === 'female' && tokens[k - 1]?.normal === 'her')) continue;
    // "sitting in their school jumpers, but they had no face": the owners, not what they own.
    if ((t.normal === 'they' || t.normal === 'them') && tokens[phraseStartAt(tokens, k) - 1]?.normal === 'their') continue;
    if ((want === 'male' || want === 'female') && isPluralToken(c)) continue;
    // "I'm a Nigerian student… she was wearing": what the dreamer says they are is the dreamer, not a "she".
    if (want !== 'thing' && saidOfDreamer(tokens, k)) continue;
    const kind = creature(k);
    if (speaks && kind === 'animal') continue;
    // "He stood at the edge of the boat and barked twice": one who barks or growls is an animal, whatever person was named nearer.
    if (animalDoing && kind !== 'animal') continue;
    // "…our dog, Biscuit. She got him when we split": a pet is "him" or "her", not both in one breath;
    // where the sentence gives the other pronoun, the animal is that one.
    if (kind === 'animal' && (want === 'male' || want === 'female') && otherSexFollows(tokens, i, want)) continue;
    // "full of random stuff, nappies, a cake, a cat… she was fine": an animal that is one item of a
    // list of contents is no one the telling follows; a "she" after it is still the one sought.
    if (kind === 'animal' && (want === 'male' || want === 'female') && listed(tokens, k)) continue;
    // "The conductor had the face of my first teacher, and he nodded": the face is borrowed; the one
    // who nods is the one wearing it.
    if (want !== 'thing' && borrowedFace(tokens, k)) continue;
    if (want !== 'thing' && playedPart(tokens, k, creature)) continue;
    // "Glass elevator in a shopping mall… it went up": a place named only to say where another
    // thing is, is not the "it" that then moves; the thing it locates is.
    if (want === 'thing' && locatesNoun(tokens, k)) continue;
    // "I set it on the river and watched it float away": a place the last "it" was put in or on is
    // not the next "it"; that one is still the thing carried.
    if (want === 'thing' && t.normal === 'it') {
      const carried = placedIt(tokens, k);
      if (carried >= 0) return depth < 3 ? resolve(tokens, carried, cues, creature, depth + 1) : i;
    }
    // "my front teeth came out into my hand… I tried to push them back in": "they" and "them" of a
    // thing point to things in the plural, not to the nearer hand.
    if (want === 'any' && kind === null && !isPluralToken(c) && (t.normal === 'they' || t.normal === 'them') && !COLLECTIVE.has(c.lemma) && cues.gender.get(c.lemma) === undefined && cues.gender.get(c.normal) === undefined) continue;
    // Pets are "he" and "she" as often as "it".
    const g: 'male' | 'female' | 'any' | null = cues.gender.get(c.lemma) ?? cues.gender.get(c.normal) ?? (kind === 'figure' || (kind === 'animal' && want !== 'thing') ? 'any' : null);
    // "Tyler was there… He came up to me": a name the dream gives someone who then acts is a person of
    // either sex, nearer than the boyfriend of the writer's introduction.
    if ((want === 'male' || want === 'female') && g === null && !backStory(c) && actingName(tokens, k)) return k;
    if (!(want === 'thing' ? g === null : want === 'any' ? g !== null || kind === 'animal' || t.normal === 'they' || t.normal === 'them' : g === want || g === 'any')) continue;
    // "My daughter is 7 weeks old… my mother lives in Göteborg… Last night I dreamed I was holding
    // her": a "he" or "she" of the dream that reaches back into the writer's introduction means the
    // one the introduction is about, named first there, not whoever it named last.
    // One named as he or she is meant; failing that the nearest pet, which is "he" or "she" as often
    // as "it". A person the introduction names without saying which ("my best friend") is no surer
    // a "he" than the dream's own figures, and is left to them.
    if ((want === 'male' || want === 'female') && backStory(c) && !backStory(t)) {
      if (g === want) found = k;
      else if (either < 0 && kind === 'animal') either = k;
      continue;
    }
    if ((found >= 0 || either >= 0) && !backStory(c)) break;
    return k;
  }
  if (found >= 0) return found;
  if (either >= 0) return either;
  if ((want === 'male' || want === 'female') && depth < 3) {
    const earlier = samePronounBefore(tokens, i, want, quoted);
    const meant = earlier >= 0 ? (resolvedOf.get(tokens)?.get(earlier) ?? resolve(tokens, earlier, cues, creature, depth + 1)) : earlier;
    if (meant >= 0 && meant !== earlier) return meant;
  }
  return i;
}

/** A word of the writer's introduction or aside, outside the dream and before any waking. */
function backStory(t: SenseToken): boolean {
  return t.inDream === false && !t.waking;
}

interface ClauseContext {
  tokens: readonly SenseToken[];
  cues: DramaCues;
  lex: Lexicon;
  creature: (i: number) => 'figure' | 'animal' | null;
  /** Sentence index from which a "woke up" counts as the waking frame rather than a dream event. */
  wakingFrom: number;
  /** The first sentence with a word of the dream in it, and the report's last sentence. */
  firstTold: number;
  lastSentence: number;
}

/** Multi-word markers ("all of a sudden", "the next thing I knew") are skipped as a whole. */
function skipMarker(tokens: readonly SenseToken[], i: number, r: Range, cues: DramaCues): number {
  const list = cues.markers.get(tokens[i]?.normal ?? '');
  if (!list) return i;
  for (const m of list) {
    if (spellsAt(tokens, i, m.words) && i + m.words.length < r.end) {
      let j = i + m.words.length;
      while (j < r.end && (tokens[j]?.pos === 'PUNCT' || CONNECTIVE_POS.has(tokens[j]?.pos ?? '') && !isDreamerSubject(tokens[j]))) j += 1;
      return j;
    }
  }
  return i;
}

/** Words that open a clause leaning on another ("when I was a boy"). */
const LEANING_OPENERS = new Set(['when', 'while', 'because', 'since', 'after', 'before', 'until', 'till', 'whenever', 'though', 'although', 'once']);

/** The clause opens on a subordinator, after any conjunction or punctuation. */
function opensOnSubordinator(tokens: readonly SenseToken[], c: Clause): boolean {
  for (let i = c.start; i < c.end; i += 1) {
    const t = tokens[i];
    if (!t || t.pos === 'PUNCT' || t.pos === 'CCONJ' || t.pos === 'SPACE') continue;
    return LEANING_OPENERS.has(t.normal);
  }
  return false;
}


/** Verbs by which the scene itself changes ("it became quiet", "it got dark", "it grew cold"). */
const AMBIENT_VERBS = new Set(['become', 'get', 'grow', 'go', 'turn']);
/** What the air, the light or the sound of a scene becomes: no thing in the scene is meant. */
const AMBIENT = new Set(['quiet', 'silent', 'dark', 'darker', 'light', 'lighter', 'bright', 'brighter', 'cold', 'colder', 'still', 'loud', 'louder', 'foggy', 'misty', 'windy', 'late', 'calm', 'noisy', 'dim', 'sunny', 'cloudy', 'stormy', 'night', 'quieter']);
const INTENSIFIERS = new Set(['very', 'so', 'really', 'totally', 'completely', 'suddenly', 'quite', 'all', 'even', 'much', 'too']);

function ambientChange(tokens: readonly SenseToken[], at: number): boolean {
  if (!AMBIENT_VERBS.has(tokens[at]?.lemma ?? '')) return false;
  let k = at + 1;
  while (INTENSIFIERS.has(tokens[k]?.normal ?? '')) k += 1;
  return AMBIENT.has(tokens[k]?.normal ?? '');
}

function readClause(ctx: ClauseContext, r: Range, index: number, prev: Clause | null): Clause {
  const { tokens, cues } = ctx;
  const sentence = tokens[r.start]?.sentence ?? 0;
  const markers = matchMarkers(tokens, r, cues);
  let i = r.start;
  let irrealis = false;
  // "…and shaking his head but not saying anything": a "not" or "never" skipped with the connectives
  // right before the verb still denies it.
  let leadingNot = false;
  // Skip connectives and markers to reach the subject.
  while (i < r.end) {
    const t = tokens[i];
    if (!t) break;
    // "instead of falling I just hovered", "rather than wait I ran": what the dreamer did not do is
    // stepped over to the subject who did something else.
    const past = pastAlternative(tokens, i, r.end);
    if (past !== i) {
      i = past;
      break;
    }
    if (NEGATORS.has(t.normal) && isVerbal(tokens[i + 1])) leadingNot = true;
    // The blank line before a new paragraph is no word of the clause.
    if (t.pos === 'SPACE') {
      i += 1;
      continue;
    }
    if (IRREALIS_OPENERS.has(t.normal) || (t.normal === 'like' && (isDreamerSubject(tokens[i + 1]) || tokens[i + 1]?.pos === 'PRON' || tokens[i + 1]?.pos === 'DET')) || (t.normal === 'as' && (tokens[i + 1]?.normal === 'if' || tokens[i + 1]?.normal === 'though'))) irrealis = true;
    if ((CONNECTIVE_POS.has(t.pos) || BREAK_BEFORE.has(t.normal) || BREAK_BEFORE_SUBJECT.has(t.normal)) && !isDreamerSubject(t) && t.normal !== 'there' && t.normal !== 'who' && t.normal !== 'which') i += 1;
    else if (t.pos === 'ADP' && LEADING_PREPOSITIONS.has(t.normal) && !isNominal(tokens[i + 1]) && tokens[i + 1]?.pos !== 'DET') i += 1;
    else if (cues.fillers.has(t.normal)) i += 1;
    else break;
  }
  i = skipMarker(tokens, i, r, cues);
  // "then nothing, woke up at 3am": "nothing" cut off by a comma from the verb after it is a gap in
  // the telling (nothing happened), not the one who woke; the diary's subjectless verb is the dreamer's.
  if (tokens[i]?.normal === 'nothing' && tokens[i + 1]?.value === ',' && isVerbal(tokens[i + 2])) i += 2;

  let subject: Party = 'none';
  let subjectHead: number | null = null;
  let existential = false;
  const first = tokens[i];
  if (first && first.normal === 'there' && tokens[i + 1]?.lemma === 'be') {
    existential = true;
    const chunk = chunkHead(tokens, i + 2, r.end);
    if (chunk) {
      subjectHead = chunk.head;
      subject = partyOf(tokens, cues, ctx.creature, chunk.head);
    }
    i += 1;
  } else if (first && isDreamerSubject(first)) {
    subject = 'dreamer';
    subjectHead = i;
    i += 1;
  } else if (first && !isVerbal(first)) {
    const chunk = chunkHead(tokens, i, r.end);
    // "It was so easy", "it was dark": an empty "it" points at nothing.
    // "it became very quiet", "it got dark": the air of the scene, not the goat or the lamp before it.
    const expletive = first.normal === 'it' && ((tokens[i + 1]?.lemma === 'be' && tokens[i + 2]?.pos !== 'VERB') || ambientChange(tokens, i + 1));
    if (chunk && expletive) {
      subject = 'thing';
      i = chunk.next;
    } else if (chunk) {
      subjectHead = resolve(tokens, chunk.head, cues, ctx.creature);
      const head = tokens[chunk.head];
      subject = head?.normal === 'one' && tokens[chunk.head - 1]?.normal === 'no' ? 'nobody' : partyOf(tokens, cues, ctx.creature, subjectHead);
      if (isNobody(head)) subject = 'nobody';
      i = chunk.next;
      // "a man I didn't know was holding a rope": a relative clause without "who" is stepped over.
      if (isDreamerSubject(tokens[i]) || RELATIVE_SUBJECTS.has(tokens[i]?.normal ?? '')) {
        let k = i + 1;
        while (k < r.end && (isVerbal(tokens[k]) || NEGATORS.has(tokens[k]?.normal ?? ''))) k += 1;
        if (k < r.end && k > i + 1 && findFrom(tokens, k, r.end, (x) => isVerbal(x)) !== null) i = k;
      }
      // A prepositional phrase after the subject ("the guy in a grey hoodie") is skipped to reach the verb.
      while (i < r.end && !isVerbal(tokens[i])) i += 1;
    }
  } else if (prev && prev.sentence === sentence) {
    subject = prev.subject;
    subjectHead = prev.subjectHead;
    // "planning to pay off the mortgage and buy a van": the second verb is only planned too.
    if (prev.irrealis && first && first.pos === 'VERB' && first.normal === first.lemma) irrealis = true;
  } else if (first?.lemma === 'wake') {
    // "Woke up before I ever got it open.": a report's dropped "I".
    subject = 'dreamer';
  }

  // The verb chain: auxiliaries, "to", adverbs and verbs in a row; the last verb is the action.
  let verb: number | null = null;
  let negated = subject === 'nobody' || leadingNot;
  let passive = false;
  let sawPassiveAux = false;
  // The chain's first verb or auxiliary: the verb of a clause whose verb sits in its subject ("I'm").
  let chainHead: string | undefined;
  // "I'm", "I've", "I'd" hold their auxiliary in the same token.
  const contracted = first && subjectHead === i - 1 && CONTRACTED_AUX.test(first.normal) ? first.normal.replace(UP_TO_APOSTROPHE, '') : null;
  if (contracted !== null && subjectHead !== null) {
    verb = subjectHead;
    chainHead ??= contracted === 'm' || contracted === 're' ? 'be' : contracted === 've' ? 'have' : 'would';
    if (contracted === 'll' || contracted === 'd') irrealis = contracted === 'll';
  }
  let k = i;
  // "I never found the passport": "never" before the verb denies it as "not" does.
  while (k < r.end && !isVerbal(tokens[k]) && !((tokens[k]?.pos === 'PART' || tokens[k]?.pos === 'ADV') && NEGATORS.has(tokens[k]?.normal ?? ''))) {
    // The verb must come soon after the subject; otherwise this clause has none.
    if (k - i > 6) break;
    k += 1;
  }
  if (k >= r.end || !(isVerbal(tokens[k]) || NEGATORS.has(tokens[k]?.normal ?? ''))) k = contracted !== null ? i : r.end;
  for (; k < r.end; k += 1) {
    const t = tokens[k];
    if (!t) break;
    if (NEGATORS.has(t.normal) && (t.pos === 'PART' || t.pos === 'ADV' || t.normal === 'never' || t.normal === 'not')) {
      negated = true;
      continue;
    }
    if (t.pos === 'AUX') {
      chainHead ??= t.lemma;
      if (PASSIVE_AUX.has(t.lemma)) sawPassiveAux = true;
      if (MODAL_IRREALIS.has(t.normal)) irrealis = true;
      verb ??= k;
      continue;
    }
    if (t.pos === 'VERB') {
      chainHead ??= t.lemma;
      verb = k;
      passive = sawPassiveAux && !t.normal.endsWith('ing') && t.normal !== t.lemma && PARTICIPLE.test(t.normal);
      if (cues.verbs.get(t.lemma)?.some((v) => v.cls === 'attempt' && !v.particle) || t.lemma === 'start' || t.lemma === 'begin' || t.lemma === 'keep' || t.lemma === 'stop' || t.lemma === 'continue') {
        if (WANTING_VERBS.has(t.lemma)) irrealis = true;
        continue;
      }
      if (tokens[k + 1]?.normal === 'to' && tokens[k + 2]?.pos === 'VERB') continue;
      // "kept calling", "started walking": an aspect verb hands the action to the gerund; "said visiting hours" does not.
      if (ASPECT.has(t.lemma) && tokens[k + 1]?.pos === 'VERB' && tokens[k + 1]?.normal.endsWith('ing')) continue;
      break;
    }
    if (t.normal === 'to' || CHAIN_ADVERBS.has(t.normal)) continue;
    if ((t.normal === 'about' || t.normal === 'going') && tokens[k + 1]?.normal === 'to') {
      irrealis = true;
      continue;
    }
    break;
  }
  const verbToken = verb !== null ? tokens[verb] : undefined;
  const verbLemma = verb !== null && verb === subjectHead ? (chainHead ?? 'be') : (verbToken?.lemma ?? '');

  // Particles and the object after the verb.
  const particles: string[] = [];
  let object: Party = 'none';
  let objectHead: number | null = null;
  if (verb !== null) {
    let j = verb + 1;
    for (; j < r.end; j += 1) {
      const t = tokens[j];
      if (!t) break;
      if (PARTICLES.has(t.normal) && (t.pos === 'ADP' || t.pos === 'ADV' || t.pos === 'PART')) {
        particles.push(t.normal);
        // "flying over the sea": before a noun, "over" is a place, not a particle with an object.
        if ((PLACE_PREPS.has(t.normal) || (MOTION_VERBS.has(tokens[verb]?.lemma ?? '') && (t.normal === 'up' || t.normal === 'down'))) && isNominalStart(tokens[j + 1])) {
          j = r.end;
          break;
        }
        continue;
      }
      if (t.pos === 'ADV') continue;
      break;
    }
    const t = tokens[j];
    if (t && OBJECT_PREPS.has(t.normal) && t.pos === 'ADP') {
      particles.push(t.normal);
      j += 1;
    }
    const chunk = j < r.end && isNominalStart(tokens[j]) ? chunkHead(tokens, j, r.end) : null;
    // "There was a snake": the noun after the copula is the subject, not an object.
    if (chunk && !(existential && chunk.head === subjectHead)) {
      objectHead = resolve(tokens, chunk.head, cues, ctx.creature);
      object = partyOf(tokens, cues, ctx.creature, objectHead);
      if (isDreamerObject(tokens[chunk.head])) object = 'dreamer';
      for (let m = chunk.next; m < Math.min(r.end, chunk.next + 3); m += 1) {
        const p = tokens[m];
        if (p && PARTICLES.has(p.normal) && (p.pos === 'ADP' || p.pos === 'ADV')) particles.push(p.normal);
      }
    }
  }
  // "behind me", "after me" anywhere in the clause put the dreamer at the receiving end.
  // Only someone or something on the move: "the street behind me was different" is no pursuit.
  let pursuit = false;
  // Asked only once such a word is found: few clauses have one.
  let moving: boolean | null = null;
  for (let j = r.start; j < r.end - 1; j += 1) {
    // "who used to sit behind me in maths" is a memory, masked as such: no one is at the dreamer's back.
    if (PURSUIT_WORDS.has(tokens[j]?.normal ?? '') && !tokens[j]?.masked && isDreamerObject(tokens[j + 1]) && !(APPROACH_WORDS.has(tokens[j]?.normal ?? '') && familiar(tokens, subjectHead)) && (moving ??= isMoving(tokens, r, verbLemma, subject, object))) {
      pursuit = true;
      if (object === 'none') {
        object = 'dreamer';
        objectHead = j + 1;
      }
    }
  }
  if (passive && subject === 'dreamer') {
    // "I was chased by a dog": the dog acts; the dreamer receives it.
    object = 'dreamer';
    objectHead = subjectHead;
    const by = findFrom(tokens, verb ?? r.start, r.end, (t) => t.normal === 'by');
    const agent = by !== null ? chunkHead(tokens, by + 1, r.end) : null;
    subject = agent ? partyOf(tokens, cues, ctx.creature, agent.head) : 'none';
    subjectHead = agent ? agent.head : null;
  }

  const verbClasses = classesOf(verbLemma, verb, particles, tokens, r.end, cues);
  // Participles later in the clause carry actions too ("I was back at school looking for my locker").
  if (verb !== null) {
    for (let j = verb + 1; j < r.end; j += 1) {
      const t = tokens[j];
      if (t?.pos !== 'VERB' || !t.normal.endsWith('ing')) continue;
      for (const cls of classesOf(t.lemma, j, [], tokens, r.end, cues)) if (!verbClasses.includes(cls)) verbClasses.push(cls);
    }
  }
  const firstWord = tokens[r.start];
  const waking = isWakingClause(ctx, r, verbLemma, subject, object, sentence, firstWord);
  // Remarks about the dream itself are found in readClauses (isCommentary); here only "this one was intense".
  let frame = false;
  if (subjectHead !== null && tokens[subjectHead]?.normal === 'one' && THIS_THAT.has(tokens[subjectHead - 1]?.normal ?? '')) frame = true;
  // Back-story ("before I fell asleep I…") is outside the dream; the waking frame is judged above.
  let outside = true;
  for (let j = r.start; j < r.end; j += 1) if (tokens[j]?.isWord && (inDream(tokens[j]) || tokens[j]?.waking)) outside = false;

  const clause: Clause = {
    index,
    sentence,
    start: r.start,
    end: r.end,
    subject,
    subjectHead,
    verb,
    verbLemma,
    verbClasses,
    passive,
    negated,
    irrealis,
    object,
    objectHead,
    particles,
    pursuit,
    companion: false,
    markers,
    frame,
    waking,
    outside,
    feelings: [],
    othersFeelings: [],
    deniedFeelings: [],
  };
  readFeelings(ctx, clause);
  return clause;
}

const PURSUIT_WORDS = new Set(['behind', 'after', 'towards', 'toward']);
/** Words of an approach: someone the dreamer knows coming towards them comes to meet them, not to catch them. */
const APPROACH_WORDS = new Set(['towards', 'toward']);
const OWNERS = new Set(['my', 'our']);

/** "Kayla", "my dog", "our dog Biscuit": someone the dreamer names as their own or by name. */
function familiar(tokens: readonly SenseToken[], head: number | null): boolean {
  if (head === null) return false;
  if (tokens[head]?.pos === 'PROPN') return true;
  for (let k = head - 1; k >= Math.max(0, head - 3); k -= 1) {
    const t = tokens[k];
    if (!t) break;
    if (OWNERS.has(t.normal)) return true;
    if (t.pos !== 'ADJ' && t.pos !== 'NOUN') break;
  }
  return false;
}

/** Someone or something in the clause is on the move. */
/** "standing behind me with a clipboard", "flying a little way behind me, laughing": someone there or going along, not someone coming. */
const STILL_VERBS = new Set(['stand', 'sit', 'wait', 'stay', 'lie', 'sleep', 'watch', 'be', 'fly', 'float', 'swim', 'drift', 'laugh', 'smile']);

function isMoving(tokens: readonly SenseToken[], r: Range, verbLemma: string, subject: Party, object: Party): boolean {
  if (STILL_VERBS.has(verbLemma)) return false;
  if (MOTION_VERBS.has(verbLemma)) return true;
  // "She turned the mirror towards me": what moves is the thing she holds, not someone coming.
  if (object === 'thing') return false;
  if (subject === 'other' || object === 'other') return true;
  for (let j = r.start; j < r.end; j += 1) {
    const t = tokens[j];
    if (t?.pos === 'VERB' && MOTION_VERBS.has(t.lemma)) return true;
  }
  return false;
}

const isNominalStart = (t: SenseToken | undefined): boolean =>
  Boolean(t && (isNominal(t) || t.pos === 'DET' || t.pos === 'ADJ' || t.pos === 'NUM' || isDreamerPossessive(t)));

function findFrom(tokens: readonly SenseToken[], from: number, end: number, test: (t: SenseToken) => boolean): number | null {
  for (let i = from; i < end; i += 1) {
    const t = tokens[i];
    if (t && test(t)) return i;
  }
  return null;
}

// Places one turns into, as a driver or walker does.
const WAYS = new Set(['alley', 'street', 'road', 'lane', 'driveway', 'drive', 'corridor', 'hallway', 'parking', 'lot', 'path', 'avenue', 'entrance', 'side', 'corner', 'tunnel', 'yard', 'car', 'garage', 'building', 'shop', 'store', 'room', 'park', 'station', 'gate', 'track', 'field', 'forest', 'wood', 'woods', 'passage', 'junction', 'exit', 'slip', 'square']);

function classesOf(lemma: string, verb: number | null, particles: string[], tokens: readonly SenseToken[], end: number, cues: DramaCues): VerbClass[] {
  if (verb === null) return [];
  // "my phone died", "killing time": an idiom's verb is no event of its kind.
  const masked = tokens[verb]?.masked;
  if (masked && !LITERAL_MASK.test(masked)) return [];
  const byLemma = cues.verbs.get(lemma);
  const byForm = cues.verbs.get(tokens[verb]?.normal ?? '');
  // Most verbs belong to no class: nothing to build for them.
  if (!byLemma && !byForm) return [];
  // The classes in the order first found, each once (a list: a verb has one or two).
  const out: VerbClass[] = [];
  const after = Math.min(end, verb + 5, tokens.length);
  for (const v of byLemma ?? NO_PATTERNS) if (fits(v, particles, tokens, verb + 1, after)) addOnce(out, v.cls);
  for (const v of byForm ?? NO_PATTERNS) if (fits(v, particles, tokens, verb + 1, after)) addOnce(out, v.cls);
  // "fell asleep", "fell in love" are not falls; "looked at" is not a search.
  if (out.includes('fall') && anyNormalIn(tokens, verb + 1, Math.min(end, verb + 3, tokens.length), NOT_A_FALL)) remove(out, 'fall');
  // "turned up to a party", "turned round to face him": a change of form needs "into"/"to" right after "turn".
  if (out.includes('transform') && lemma === 'turn') {
    const next = TURN_ADVERBS.has(tokens[verb + 1]?.normal ?? '') ? tokens[verb + 2] : tokens[verb + 1];
    if (next?.normal !== 'into' && next?.normal !== 'to') remove(out, 'transform');
  }
  // "it became very quiet", "it got dark": the scene's air changes, no thing changes its form.
  if (out.includes('transform') && tokens[verb - 1]?.normal === 'it' && ambientChange(tokens, verb)) remove(out, 'transform');
  // "I turned into an alley" is a change of direction, not of form.
  if (out.includes('transform') && (lemma === 'turn' || lemma === 'pull' || lemma === 'walk') && turnsIntoAWay(tokens, verb + 1, after)) remove(out, 'transform');
  return out;
}

type VerbPattern = NonNullable<ReturnType<DramaCues['verbs']['get']>>[number];
const NO_PATTERNS: readonly VerbPattern[] = [];
const NOT_A_FALL = new Set(['asleep', 'love', 'apart', 'silent', 'quiet', 'ill', 'sick']);
const TURN_ADVERBS = new Set(['back', 'slowly', 'suddenly', 'completely']);

/** A verb pattern holds when it needs no particle, or its particle follows the verb (within tokens from..to-1). */
function fits(v: VerbPattern, particles: readonly string[], tokens: readonly SenseToken[], from: number, to: number): boolean {
  if (!v.particle) return true;
  const space = v.particle.indexOf(' ');
  if (particles.includes(space < 0 ? v.particle : v.particle.slice(0, space))) return true;
  for (let k = from; k < to; k += 1) if (tokens[k]?.normal === v.particle) return true;
  return false;
}

function anyNormalIn(tokens: readonly SenseToken[], from: number, to: number, words: ReadonlySet<string>): boolean {
  for (let k = from; k < to; k += 1) if (words.has(tokens[k]?.normal ?? '')) return true;
  return false;
}

function turnsIntoAWay(tokens: readonly SenseToken[], from: number, to: number): boolean {
  for (let k = from; k < to; k += 1) {
    const x = tokens[k];
    if (x?.pos === 'NOUN' && WAYS.has(x.lemma)) return true;
  }
  return false;
}

function addOnce<T>(list: T[], item: T): void {
  if (!list.includes(item)) list.push(item);
}

function remove<T>(list: T[], item: T): void {
  const at = list.indexOf(item);
  if (at >= 0) list.splice(at, 1);
}

function isWakingClause(ctx: ClauseContext, r: Range, verbLemma: string, subject: Party, object: Party, sentence: number, first: SenseToken | undefined): boolean {
  const { tokens } = ctx;
  if (sentence < ctx.wakingFrom) return false;
  // "I tried to wake him up", "I woke my sister": waking someone else is an event of the dream, and
  // the dream goes on after it.
  if (object === 'other' && (verbLemma === 'wake' || verbLemma === 'awaken')) return false;
  // "this happened again last night. woke up at 4am and couldn't move. there was a woman…": the
  // first sentence told after the writer's opening remark opens the dream, as a first sentence does.
  if (ctx.firstTold > 0 && sentence === ctx.firstTold && sentence < ctx.lastSentence) return false;
  if (verbLemma === 'wake' || verbLemma === 'awake' || verbLemma === 'awaken') return subject === 'dreamer' || subject === 'none' || first?.lemma === 'wake';
  // "My alarm went off" wakes the dreamer; a fire alarm in the story does not.
  for (let j = r.start; j < r.end; j += 1) if (tokens[j]?.normal === 'alarm' && tokens[j - 1]?.normal === 'my' && tokens[j + 1]?.lemma === 'go') return true;
  // "and that's the moment I woke up": the waking verb sits inside the clause of "that's".
  for (let j = r.start; j < r.end; j += 1) if (tokens[j]?.waking && tokens[j]?.lemma === 'wake' && tokens[j - 1]?.normal === 'i') return true;
  // "hit my bed with a massive jolt": the waking the sense annotations found without a "woke".
  if (first?.waking) for (let j = r.start; j < r.end; j += 1) if (WAKING_JOLT_WORDS.has(tokens[j]?.normal ?? '')) return true;
  // "Felt uneasy all morning.": how the dreamer felt after waking, which the sense annotations marked.
  if (first?.waking && verbLemma === 'feel') for (let j = r.start; j < r.end; j += 1) if (tokens[j]?.normal === 'morning' || (tokens[j]?.normal === 'rest' && tokens[j + 3]?.normal === 'day')) return true;
  return false;
}

function strongest(weights: Partial<Record<EmotionClass, number>>): { emotion: EmotionClass; weight: number } | null {
  let best: { emotion: EmotionClass; weight: number } | null = null;
  for (const k in weights) {
    const v = weights[k as EmotionClass] ?? 0;
    if (v > 0 && (!best || v > best.weight)) best = { emotion: k as EmotionClass, weight: v };
  }
  return best;
}

const POSSESSIVE_DETERMINERS = new Set(['my', 'his', 'her', 'their', 'our', 'your']);
/** Nouns that name a feeling, whose adjective says what the feeling is ("a good feeling", "a warm mood"). */
const FEELING_NOUNS: ReadonlySet<string> = new Set(['feeling', 'mood', 'vibe', 'sense', 'sensation']);
/** "couldn't stop laughing", "couldn't help crying". */
const NEGATION_INTENSIFIERS = new Set(['stop', 'help', 'quit']);

/** Is one of `lemmas` among the lemmas of tokens[from, to)? */
function lemmaIn(tokens: readonly SenseToken[], from: number, to: number, lemmas: ReadonlySet<string>): boolean {
  for (let j = Math.max(0, from); j < to; j += 1) if (lemmas.has(tokens[j]?.lemma ?? '')) return true;
  return false;
}

/** Whose feeling each feeling word is: the sense annotation when there is one, the clause's subject otherwise. */
function readFeelings(ctx: ClauseContext, c: Clause): void {
  const { tokens, lex } = ctx;
  for (let i = c.start; i < c.end; i += 1) {
    const t = tokens[i];
    if (!t?.isWord || t.masked || t.sarcastic) continue;
    // Own keys only: a dream may contain the word "constructor".
    const w = lex.ownFeelingWords.get(t.normal) ?? lex.ownFeelingWords.get(t.lemma);
    if (!w) continue;
    // Mild praise before a noun ("best friend", "nice car") describes the thing.
    const s = strongest(w);
    if (!s) continue;
    // (Not before "feeling" itself: a "good feeling" is the feeling, good.)
    if (t.pos === 'ADJ' && tokens[i + 1]?.pos === 'NOUN' && s.weight <= 0.5 && !FEELING_NOUNS.has(tokens[i + 1]?.lemma ?? '')) continue;
    // "lost my flashlight", "hurt my knee": a verb with an object is an event, not a feeling.
    const next = tokens[i + 1];
    if (t.pos === 'VERB' && next && (next.pos === 'DET' || next.pos === 'NOUN' || POSSESSIVE_DETERMINERS.has(next.normal))) continue;
    if (raisedToCarry(t, next)) continue;
    // "weirdly fine", "oddly satisfying": a hedge on the feeling after it, not a feeling of its own.
    if (HEDGING_ADVERBS.has(t.normal) && (next?.pos === 'ADJ' || next?.pos === 'VERB' || next?.pos === 'ADV')) continue;
    const feeling: Feeling = { emotion: s.emotion, weight: s.weight, token: i };
    const local = c.negated && (c.verb === null || i >= c.verb || c.verbLemma === 'be' || c.verbLemma === 'feel');
    let nearNegator = false;
    for (let j = i - 1; j >= i - 3 && !nearNegator; j -= 1) nearNegator = j >= c.start && NEGATORS.has(tokens[j]?.normal ?? '');
    // The sense annotation decides whose feeling it is, except where this clause's own subject is someone else.
    // Without a subject ("and getting it wrong") only the sense annotation can say it is the dreamer's.
    const bySubject = c.subject === 'dreamer' || c.waking ? 'dreamer' : c.subject === 'nobody' ? null : c.subject === 'other' ? 'other' : c.subject === 'none' ? (t.experiencer === 'dreamer' ? 'dreamer' : null) : 'dreamer';
    const owner = bySubject === 'other' || bySubject === null ? bySubject : (t.experiencer ?? bySubject);
    if (owner === null) continue;
    if (owner === 'other') {
      if (!local) c.othersFeelings.push(feeling);
      continue;
    }
    // "couldn't stop laughing", "couldn't help crying": the negation intensifies the feeling.
    const intensified = c.negated && lemmaIn(tokens, c.start, i, NEGATION_INTENSIFIERS);
    // "I said sorry": a feeling word spoken is not a feeling felt.
    if (lemmaIn(tokens, i - 2, i, SPEAKING)) continue;
    if (intensified) c.feelings.push(feeling);
    else if (local || nearNegator) c.deniedFeelings.push(feeling);
    else c.feelings.push(c.subject === 'thing' ? { ...feeling, weight: feeling.weight * 0.5 } : feeling);
  }
}

/** Words of a remark that only points at the telling after it: "Dream was this:", "Here's the dream:". */
const POINTING_WORDS: ReadonlySet<string> = new Set(['dream', 'the', 'my', 'was', 'is', "'s", 'this', 'like', 'went', 'goes', 'here', 'heres', "here's", 'it', 'so', 'ok', 'okay', 'anyway', 'itself', 'actual']);

/** The clause is nothing but such a pointer. */
function onlyPoints(tokens: readonly SenseToken[], c: Clause): boolean {
  for (let i = c.start; i < c.end; i += 1) {
    const t = tokens[i];
    if (t?.isWord && !POINTING_WORDS.has(t.normal)) return false;
  }
  return true;
}

/** Every clause of the dream, in order. */
export function readClauses(parsed: ParsedText, lex: Lexicon, cues: DramaCues, creature: (i: number) => 'figure' | 'animal' | null): Clause[] {
  const tokens = parsed.tokens as readonly SenseToken[];
  const sentences = sentenceRanges(tokens);
  const lastSentence = Math.max(0, sentences.length - 1);
  // A "woke up" in the first half of a long report is a dream event (a false awakening), not the frame.
  const firstTold = Math.max(0, sentences.findIndex((s) => tokens.slice(s.start, s.end).some((t) => t.isWord && t.inDream !== false)));
  const ctx: ClauseContext = { tokens, cues, lex, creature, wakingFrom: sentences.length <= 2 ? 0 : Math.max(1, Math.floor(lastSentence / 2)), firstTold, lastSentence };
  // "I have a big presentation on Thursday. In the dream I was…", "My dog died in October. Last night
  // I dreamed…": what comes before the dream's own start is back-story.
  // Only a prefix that leads into the dream's telling counts ("Last night I dreamed I was…"), not a
  // closing verdict ("Best dream I've had in ages.").
  const leadsIntoDream = (s: Range, k: number): boolean => {
    const cut = framePrefixEnd(tokens, s, cues);
    return cut > s.start && k < lastSentence && hasVerb(tokens, { start: cut, end: s.end });
  };
  const storyStart = sentences.findIndex((s, k) => k > 0 && k <= 3 && (startsWithInTheDream(tokens, s) || leadsIntoDream(s, k)));
  const clauses: Clause[] = [];
  let wokeAt: number | null = null;
  sentences.forEach((s, k) => {
    const cut = framePrefixEnd(tokens, s, cues);
    const body = { start: cut, end: s.end };
    const frameOnly = cut > s.start && !hasVerb(tokens, body);
    const first = clauses.length;
    let prev: Clause | null = null;
    // The last clause of the sentence that is not a "when…" trailing another: "he put his hand on my
    // neck the way he did when I was a boy, and walked up…" gives "walked" his subject, not the boy's.
    let main: Clause | null = null;
    for (const r of frameOnly ? [s] : splitSentence(tokens, body)) {
      // (Only past a comma: "while the board flipped and flipped and then went blank" goes on with the board.)
      const trailing = prev !== null && main !== null && prev !== main && opensOnSubordinator(tokens, prev) && tokens[prev.end - 1]?.value === ',';
      const c = readClause(ctx, r, clauses.length, trailing ? main : prev);
      if (!opensOnSubordinator(tokens, c) || main === null) main = c;
      if (frameOnly || k < storyStart) c.frame = true;
      // "Woke up before I ever got it open": what follows the waking in its sentence is the frame too.
      if (prev?.waking && !c.waking) c.waking = true;
      // After waking, the report comments on the dream ("I don't know if it was a good dream").
      if (wokeAt !== null && k > wokeAt) c.frame = true;
      if (isCommentary(tokens, c, cues)) c.frame = true;
      // "I don't know why that felt like such a big deal but it did": an echo of a remark is the remark.
      if (prev?.frame && isEcho(tokens, c)) c.frame = true;
      clauses.push(c);
      prev = c;
    }
    const own = clauses.slice(first);
    // A sentence that talks about the dream ("this is the first time I dreamed about her") is commentary as a whole.
    // "Dream was this: I walk into my old bakery…": a remark that ends on a colon points at the telling
    // after it, which is the dream's first moment, not more of the remark.
    const pointer = own.findIndex((c) => c.frame && tokens[c.end - 1]?.value === ':' && mentionsDream(tokens, c, cues) && onlyPoints(tokens, c));
    if (pointer >= 0 && pointer < own.length - 1) {
      for (const c of own.slice(0, pointer + 1)) c.frame = true;
      for (const c of own.slice(pointer + 1)) if (k >= storyStart && wokeAt === null && !isCommentary(tokens, c, cues)) c.frame = false;
    } else if (own.some((c) => c.frame && mentionsDream(tokens, c, cues)) && !own.some((c) => c.markers.includes('sceneChange'))) for (const c of own) c.frame = true;
    // "…but for the first time I thought, hang on, I've had this dream before": recognising the dream
    // from inside it is an event of the dream, often its turn, not a remark about it.
    // Few sentences hold a verb of knowing: the clauses' texts are built only for those that do.
    const knows = k >= storyStart && wokeAt === null && own.some((c) => mayRecognise(tokens, c)) ? own.findIndex((c) => RECOGNISE.test(clauseText(tokens, c))) : -1;
    if (knows >= 0 && own.slice(knows).some((c) => DREAM_AGAIN.test(clauseText(tokens, c)))) for (const c of own.slice(knows)) c.frame = false;
    // "Then she actually cried for real and I woke up": what happens "for real" just before the waking,
    // in its sentence, happens in the bedroom; it is what woke the dreamer, not the dream's last event.
    const woke = own.findIndex((c) => c.waking);
    if (woke > 0) {
      for (let j = woke - 1; j >= 0; j -= 1) {
        const c = own[j];
        if (!c || !forReal(tokens, c)) break;
        c.waking = true;
      }
    }
    if (wokeAt === null && own.some((c) => c.waking)) wokeAt = k;
  });
  return clauses;
}

/** "for real", "in real life", "irl": the clause tells of the waking world. */
function forReal(tokens: readonly SenseToken[], c: Clause): boolean {
  for (let i = c.start; i < c.end; i += 1) {
    const t = tokens[i]?.normal;
    if (t === 'irl' || (t === 'real' && (tokens[i - 1]?.normal === 'for' || tokens[i + 1]?.normal === 'life'))) return true;
  }
  return false;
}

const RECOGNISE = /\b(thought|realised|realized|knew|noticed|recognised|recognized|remembered)\b/;
/** RECOGNISE's words anywhere in one word: the clause's text can match only if one of its words holds one of them. */
const RECOGNISE_PART = /thought|reali[sz]ed|knew|noticed|recogni[sz]ed|remembered/;

/**
 * Could RECOGNISE match the clause's text? Its words hold no apostrophe, so putting wink's split
 * contractions back together (clauseText) can neither make nor unmake one inside a word.
 */
function mayRecognise(tokens: readonly SenseToken[], c: Clause): boolean {
  for (let i = c.start; i < c.end; i += 1) if (RECOGNISE_PART.test(tokens[i]?.normal ?? '')) return true;
  return false;
}
const DREAM_AGAIN = /\b(had|have|having) (this|that|the same) (dream|nightmare)\b|\bi (was|am) (dreaming|in a dream)\b|\bthis (was|is) (a|the|that) dream\b/;

/** A clause's words, lower-cased and joined, with wink's split contractions put back ("I've", "don't"). */
function clauseText(tokens: readonly SenseToken[], c: Clause): string {
  let text = '';
  for (let i = c.start; i < c.end; i += 1) text += ` ${tokens[i]?.normal ?? ''}`;
  return text.replace(SPLIT_NT, "n't").replace(SPLIT_S, "'s").replace(SPLIT_M, "'m").replace(SPLIT_VE, "'ve");
}

/** A clause of a subject and an auxiliary only ("but it did", "and I was"), which says nothing of its own. */
function isEcho(tokens: readonly SenseToken[], c: Clause): boolean {
  const words = tokens.slice(c.start, c.end).filter((t) => t.pos !== 'PUNCT' && t.pos !== 'CCONJ');
  return words.length > 0 && words.length <= 3 && words[words.length - 1]?.pos === 'AUX';
}

function startsWithInTheDream(tokens: readonly SenseToken[], s: Range): boolean {
  const second = tokens[s.start + 1]?.normal;
  return tokens[s.start]?.normal === 'in' && (second === 'the' || second === 'my') && tokens[s.start + 2]?.normal === 'dream';
}

function mentionsDream(tokens: readonly SenseToken[], c: Clause, cues: DramaCues): boolean {
  for (let i = c.start; i < c.end; i += 1) if (cues.frameNouns.has(tokens[i]?.lemma ?? '') || tokens[i]?.normal === 'dreamed' || tokens[i]?.normal === 'dreamt') return true;
  return false;
}

const COMMENTARY = /\b(thanks,? brain|thank you,? brain|my brain (decided|thought|said)|that was (really |basically )?(it|all)|nothing (really |much )?happened|it was (just |basically |such )?an? (normal|ordinary|boring)(?![^.]*\bagain\b)|all i remember|all i can remember|that(?:'?s| s| is) (really )?(all|it)\b(?! (was|is|took|did|had|happened|felt|made|mattered|she|he|they|we|you|i)\b)|all i(?:'ve| have)? got|i don'?t remember|i can'?t remember|don'?t remember (much|anything|the rest)|the rest is (fuzzy|blurry|a blur)|i don'?t know (why|what it means|if it))\b/;

/**
 * "…which is probably why", "I think it's because my divorce was finalised": the dreamer explaining
 * the dream from waking life. It is a remark about the dream, not one of its events.
 */
const EXPLANATION = /\b((which|that|this)(?:'s| is| was) (probably |likely |maybe |perhaps |definitely )?(why|because)|i (think|guess|suppose|bet) (it(?:'s| is| was)|that(?:'s| was)|this (is|was)) (probably |likely |maybe |all |partly )?because|(probably|maybe|perhaps) because (of )?(my|i|i'm|i've|we|it's|work|the news))\b/;

/** "That's really all I remember": the report speaking about itself. */
// Words without which no commentary pattern can match: the costly test runs only when one is there.
const COMMENTARY_CUES = new Set(['remember', 'recall', 'happened', 'normal', 'ordinary', 'boring', 'know', 'all', 'it', 'dream', 'dreamed', 'dreamt', 'nightmare', 'brain', 'why', 'because']);

function isCommentary(tokens: readonly SenseToken[], c: Clause, cues: DramaCues): boolean {
  if (c.frame) return true;
  let cued = false;
  for (let i = c.start; i < c.end && !cued; i += 1) cued = COMMENTARY_CUES.has(tokens[i]?.normal ?? '') || cues.frameNouns.has(tokens[i]?.lemma ?? '');
  if (!cued) return false;
  let text = '';
  for (let i = c.start; i < c.end; i += 1) text += ` ${tokens[i]?.normal ?? ''}`;
  // wink spells "don't" as "do not": the patterns are written with the contraction.
  const t = text.replace(SPLIT_NT, "n't").replace(SPLIT_S, "'s").replace(SPLIT_M, "'m").replace(SPLIT_DO_NOT, (_m, v: string) => ` ${v === 'ca' ? 'can' : 'don'}'t`);
  // "In the dream I was…", "he was about six in the dream", "I had a baby in this dream" and "I knew I was dreaming" are the story
  // itself; "this is the first time I dreamed of her" is about it.
  const inStory = IN_THE_DREAM.test(t) || KNEW_I_WAS_DREAMING.test(t);
  if (mentionsDream(tokens, c, cues) && !inStory) return true;
  return COMMENTARY.test(t) || EXPLANATION.test(t);
}
