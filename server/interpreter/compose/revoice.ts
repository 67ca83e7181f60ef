/**
 * Retelling the dreamer's own clauses to them in the second person ("I couldn't find my car" →
 * "you couldn't find your car"). Retold words are the dreamer's, so the reading follows the dream
 * without inventing it; only pronouns and the verb after "I" change. A clause that cannot be
 * retold safely (direct speech, the dreamer's own "you", profanity) gives null.
 */
import { getLexicon } from '../lexicon';
import { lowerCaseWord } from '../nlp';
import type { DramaCues } from '../structure/cues';
import { articleFor, looksUngrammatical } from './grammar';
import { hesitation, otherSelf, otherSelfStart, SUBJECT_PRONOUNS, type SenseToken } from '../structure/tokens';
import { isPluralToken } from '../structure/mentions';

/**
 * "our son is settled in the US", "we flew to US": the country in capitals, not "us", and no pronoun
 * to turn into "you". After "the", or after a word of going or living somewhere, "US" is the country;
 * a shouted "he was chasing US" keeps its pronoun.
 */
const TOWARDS_A_PLACE = new Set(['the', 'in', 'to', 'from', 'across', 'around', 'within', 'outside']);
function countryUs(tokens: readonly SenseToken[], i: number): boolean {
  const t = tokens[i];
  if (!t || (t.value !== 'US' && t.value !== 'U.S.' && t.value !== 'USA')) return false;
  return TOWARDS_A_PLACE.has(tokens[i - 1]?.normal ?? '');
}

/** Token i opens the age phrase of an other-self "me" a few words on ("8" of "8 year old me"). */
function selfAhead(tokens: readonly SenseToken[], i: number): boolean {
  for (let k = i + 1; k <= i + 5; k += 1) if (otherSelf(tokens, k)) return otherSelfStart(tokens, k) === i;
  return false;
}

// Maps, not objects: a dream may contain the word "constructor".
const PRONOUN_WORDS: Record<string, string> = {
  i: 'you', me: 'you', my: 'your', mine: 'yours', myself: 'yourself',
  we: 'you', us: 'you', our: 'your', ours: 'yours', ourselves: 'yourselves',
  "i'm": "you're", 'i’m': 'you’re', "i've": "you've", 'i’ve': 'you’ve', "i'd": "you'd", 'i’d': 'you’d', "i'll": "you'll", 'i’ll': 'you’ll',
  im: "you're", ive: "you've",
};
const PRONOUNS = new Map(Object.entries(PRONOUN_WORDS));
const AFTER_I_WORDS: Record<string, string> = { was: 'were', am: 'are', "'m": "'re", '’m': '’re', wasnt: 'weren’t' };
const AFTER_I = new Map(Object.entries(AFTER_I_WORDS));
const SECOND_PERSON = new Set(['you', 'your', 'yours', 'yourself', "you're", 'you’re', 'ya', 'u', "y'all"]);
// Tokens written against the word before them: contractions and closing punctuation.
const ATTACHED = new Set(["n't", 'n’t', "'s", '’s', "'re", '’re', "'ve", '’ve', "'ll", '’ll', "'d", '’d', "'m", '’m', ',', '.', ';', ':', '!', '?', ')', '%', '…', '...']);
const STOPS_RETELLING = new Set(['"', '“', '”']);
/** Verbs after which a single mark opens someone's words. */
const SAYING_LEMMAS = new Set(['say', 'tell', 'ask', 'whisper', 'shout', 'reply', 'answer', 'yell', 'go', 'scream', 'mutter', 'write', 'call', 'sing', 'read']);
const LEADING_DROP = new Set(['and', 'but', 'so', 'then', 'or', 'also', 'anyway', 'well', 'like', 'suddenly', 'finally', 'eventually', 'later', 'afterwards', 'next', 'just']);
const LEADING_PHRASES = [['in', 'the', 'dream'], ['in', 'my', 'dream'], ['last', 'night'], ['first', 'bit'], ['next', 'bit'], ['last', 'bit'], ['another', 'bit'], ['all', 'of', 'a', 'sudden'], ['the', 'next', 'thing', 'i', 'knew'], ['next', 'thing', 'i', 'knew'], ['next', 'thing'], ['after', 'that'], ['at', 'one', 'point'], ['at', 'some', 'point'], ['in', 'the', 'end'], ['at', 'the', 'end'], ['out', 'of', 'nowhere'], ['at', 'that', 'moment'], ['just', 'then'], ['at', 'last'], ['after', 'a', 'while'], ['and', 'then'], ['but', 'then']];

// In wink's normal forms: "I'll" is "i will".
const ASIDES = ['i will be honest', 'to be honest', 'i mean', 'i guess', 'i swear', 'not gonna lie', 'i kid you not', 'if that makes sense', 'for some reason', 'i think', 'i am not sure', 'i do not know why', 'i do not really know why', 'i dont know why', 'i dont really know why'];

/** Word sequences by their first word, so that most tokens are passed over with one lookup. */
function byFirstWord(phrases: readonly string[][]): Map<string, string[][]> {
  const map = new Map<string, string[][]>();
  for (const p of phrases) {
    const first = p[0] ?? '';
    const list = map.get(first);
    if (list) list.push(p);
    else map.set(first, [p]);
  }
  return map;
}

/**
 * Asides that are asides only set off by a comma ("I was walking through an orchard, I believe in
 * Normandy"): "I believe in ghosts" and "I suppose it was fine" are clauses of their own.
 */
const COMMA_ASIDES = new Set(['i believe', 'i suppose', 'i reckon', 'i imagine', 'i assume', 'i would say', 'i would guess', 'i am guessing', 'i am pretty sure', 'i am fairly sure']);
const ASIDE_WORDS = byFirstWord([...ASIDES, ...COMMA_ASIDES].map((a) => a.split(' ')));
const SPEECH = new Set(['say', 'tell', 'ask', 'whisper', 'yell', 'shout', 'scream', 'reply', 'answer', 'go']);
const WH_WORDS = new Set(['why', 'where', 'what', 'how', 'who', 'whether', 'if']);
const ASKING = new Set(['ask', 'wonder']);

/** "asked why I left", "was asking where we lived": a question told as reported, not quoted. */
function reportedQuestion(tokens: readonly SenseToken[], i: number): boolean {
  const next = tokens[i + 2];
  return ASKING.has(tokens[i]?.lemma ?? '') && WH_WORDS.has(tokens[i + 1]?.normal ?? '') && next !== undefined && (next.pos === 'PRON' || next.pos === 'DET' || next.pos === 'PROPN') && tokens[i + 3]?.pos !== 'PRON';
}

const SPEECH_START = new Set(['no', 'yes', 'hey', 'please', 'fine', 'ok', 'okay', 'go', 'come', 'stop', 'wait', 'do', "let's", 'i', "i'm", 'i’m', 'you', "you're", 'we', 'what', 'why', 'how', 'where', 'who', 'oh', 'sorry', 'thanks', 'hi', 'hello', 'like']);

const LEADING_WORDS = byFirstWord(LEADING_PHRASES);

// Common words the tagger may read as names when they open a sentence ("Everything was quiet",
// "Dark corridors", "Emails on my screen"): function words, image words and feeling words.
let commonWords: Set<string> | null = null;
function commonWordList(): Set<string> {
  if (commonWords) return commonWords;
  const lex = getLexicon();
  const names = new Set(['god', 'jesus', 'christ', 'i']);
  const words = [...lex.functionWords, ...lex.weakNouns, ...lex.weakVerbs, ...lex.ownFeelingWords.keys(), ...lex.symbols.flatMap((e) => [...e.forms, e.label])];
  commonWords = new Set(words.filter((w) => !w.includes(' ') && !names.has(w)));
  return commonWords;
}
// Words that leave a retelling hanging when it is cut after them ("ran down the street and jumped and").
const ELIDED_TO = new Set(['used', 'supposed', 'meant', 'want', 'wanted', 'have', 'had', 'going', 'ought', 'need', 'needed', 'tried', 'try', 'able']);
const DANGLING = new Set(['and', 'but', 'or', 'because', 'the', 'a', 'an', 'your', 'my', 'our', 'their', 'his', 'even', 'so', 'like', 'with', 'of', 'to', 'just', 'except', 'then', "that's", 'that’s', 'thats']);
/** Pronouns that are only ever a clause's subject: a retelling that ends on one has lost its verb. */
/**
 * "and instead of falling", "but rather than running": a lead-in that opens a clause and wants the rest
 * of it ("opened a window instead of running" is whole: there the phrase follows its clause).
 */
const LEADS_INTO_CLAUSE = /(?:^|\b(?:and|but|then|so)|,)\s*(?:instead of|rather than) \S+ing$/;
/** "taller than I", "as tired as she": a subject form after a comparison is its whole clause. */
const COMPARING = new Set(['than', 'as']);
// An auxiliary or "have" that ends a retelling cut off before what it says ("you were", "you've had").
const AUXILIARIES = new Set(['was', 'were', 'is', 'are', 'am', "'m", '’m', "'re", '’re', 'be', 'been', 'had', 'has', 'have', "'ve", '’ve', "'d", '’d', 'did', 'do', 'does', 'could', 'would', 'can', 'will', 'should', 'might', 'must']);
// Verbs of thought and speech that lead into what is thought or said.
/** Verbs of saying among THINKING: what they introduce in quotation marks is told with them as speech. */
const SPEECH_VERBS_SAID = new Set(['said', 'saying', 'told', 'asked']);
const THINKING = new Set(['thinking', 'thought', 'remember', 'remembered', 'realised', 'realized', 'realise', 'realize', 'knew', 'know', 'wondering', 'wondered', 'decided', 'noticed', 'hoped', 'wished', 'said', 'saying', 'told', 'asked', 'felt', 'guess', 'think']);
// What may follow "was"/"were" as the word of the clause rather than a filler ("asked if I was ok").
const OK_WORDS = new Set(['ok', 'okay']);
const OK_AFTER = new Set(['be', 'feel', 'seem', 'look', 'sound']);
const STARTS_LOWER = /^[a-z]/;

/**
 * A capitalised word at a clause's start that is a common word, not a name: written in lower case
 * elsewhere in the dream, or a function, image or feeling word the dream never capitalises in
 * mid-sentence ("Rose" in "…and Rose laughed" stays a name).
 */
function commonWord(tokens: readonly SenseToken[], t: SenseToken, next: SenseToken | undefined): boolean {
  let lower = false;
  for (let j = 0; j < tokens.length; j += 1) {
    const x = tokens[j];
    if (!x || x === t || x.normal !== t.normal) continue;
    if (STARTS_LOWER.test(x.value)) lower = true;
    else if (tokens[j - 1]?.isWord && tokens[j - 1]?.sentence === x.sentence) return false;
  }
  if (lower) return true;
  const list = commonWordList();
  return list.has(t.normal) || (t.normal.endsWith('s') && list.has(t.normal.slice(0, -1))) || dictionaryWord(t, next);
}

/** The capitalised word at `i`, opening its sentence, is a common word written with the sentence's capital ("Glass elevator in a mall"). */
export function commonWordAt(tokens: readonly SenseToken[], i: number): boolean {
  const t = tokens[i];
  return t !== undefined && commonWord(tokens, t, tokens[i + 1]);
}

/**
 * The first of `phrases` (keyed by first word) that the tokens spell from i, if any. A plain loop:
 * retelling runs this at every word, and `find`/`every` callbacks were a good part of its garbage.
 */
function phraseAt(tokens: readonly SenseToken[], i: number, phrases: ReadonlyMap<string, string[][]>, first: string): string[] | undefined {
  const candidates = phrases.get(first);
  if (!candidates) return undefined;
  for (const p of candidates) {
    let k = 0;
    while (k < p.length && tokens[i + k]?.normal === p[k]) k += 1;
    if (k === p.length) return p;
  }
  return undefined;
}

const SUBORDINATORS = new Set(['when', 'while', 'as', 'because', 'if', 'until', 'till', 'before', 'after', 'once', 'since', 'whenever', 'though', 'although']);

/**
 * After a cut at a comma: a last clause that only leads into what was cut ("…as a kid, and while
 * he was talking", "a piñata shaped like a fish and when I hit it") goes as well. It is a lead-in
 * when it opens with a subordinator after "and"/"but" or a comma and holds one verb group; with
 * two, its main clause is there ("and when the bus came it was a boat").
 */
function dropLeadIn(tokens: readonly SenseToken[], parts: string[], partTokens: number[]): void {
  for (let k = parts.length - 1; k > 0; k -= 1) {
    const t = tokens[partTokens[k] ?? -1];
    if (!t || !SUBORDINATORS.has(t.normal)) continue;
    const before = tokens[partTokens[k - 1] ?? -1];
    const cut = before?.pos === 'CCONJ' || before?.normal === 'then' ? k - 1 : (parts[k - 1] ?? '').endsWith(',') ? k : -1;
    // "he saw as a kid": not a clause of its own.
    if (cut < 0) continue;
    let groups = 0;
    let inGroup = false;
    for (let j = k + 1; j < parts.length; j += 1) {
      const x = tokens[partTokens[j] ?? -1];
      const verbal = x?.pos === 'VERB' || x?.pos === 'AUX';
      if (verbal && !inGroup) groups += 1;
      inGroup = verbal || (inGroup && (x?.pos === 'PART' || x?.pos === 'ADV'));
    }
    if (groups <= 1) {
      parts.length = cut;
      partTokens.length = cut;
    }
    return;
  }
}

/**
 * "the twist is that when you went out to the car park to leave, your ex, Ryan": a cut that keeps a
 * "when…" clause and the subject of the clause it leads into, but not that clause's verb.
 */
const RELATIVE_WORDS = new Set(['who', 'which', 'that', 'whose']);

/** The noun at `last` opens a new clause after "and"/"but" ("…and the person"): the subject of a verb still to come. */
export function subjectAfterAnd(tokens: readonly SenseToken[], last: number, s: number): boolean {
  const head = tokens[last];
  if (head?.pos !== 'NOUN' && head?.pos !== 'PROPN') return false;
  let k = last - 1;
  while (k > s && (tokens[k]?.pos === 'ADJ' || tokens[k]?.pos === 'NOUN')) k -= 1;
  if (tokens[k]?.pos === 'DET' || tokens[k]?.pos === 'PRON') k -= 1;
  return k >= s && tokens[k]?.pos === 'CCONJ';
}

function mainClauseCut(tokens: readonly SenseToken[], partTokens: readonly number[]): boolean {
  let sub = -1;
  for (let k = 1; k < partTokens.length; k += 1) if (SUBORDINATORS.has(tokens[partTokens[k] ?? -1]?.normal ?? '')) sub = k;
  if (sub < 0) return false;
  // The parts after the subordinate clause's own verb and the comma that closes it.
  let comma = -1;
  for (let k = sub + 1; k < partTokens.length; k += 1) if (tokens[partTokens[k] ?? -1]?.value === ',' || (tokens[(partTokens[k] ?? -1) + 1]?.value === ',' && k < partTokens.length - 1)) {
    comma = k;
    break;
  }
  if (comma < 0) return false;
  for (let k = comma + 1; k < partTokens.length; k += 1) {
    const t = tokens[partTokens[k] ?? -1];
    if (t?.pos === 'VERB' || t?.pos === 'AUX') return false;
  }
  return comma + 1 < partTokens.length;
}

const LIKE_BEFORE = new Set(['DET', 'ADJ', 'NUM']);

/**
 * Spoken "like" between a determiner and what it introduces ("this like shopping centre"), or
 * between "was" or a preposition and an adjective or a determiner ("it was like huge", "in like a
 * hall"). "Like" as a verb, a comparison ("like at an airport", "looked like him") or speech stays.
 */
function fillerLike(tokens: readonly SenseToken[], i: number): boolean {
  const t = tokens[i];
  if (!t || t.normal !== 'like' || t.pos === 'VERB') return false;
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  if (!prev || !next || prev.sentence !== t.sentence || next.sentence !== t.sentence) return false;
  if (prev.pos === 'DET' && (next.pos === 'NOUN' || next.pos === 'ADJ')) return true;
  if (prev.lemma === 'be' && next.pos === 'ADJ' && tokens[i + 2]?.pos !== 'NOUN') return true;
  return prev.pos === 'ADP' && LIKE_BEFORE.has(next.pos) && next.normal !== 'that';
}

/** "this" that introduces rather than points: before a spoken "like", or after "was" before an adjective and a noun. */
function indefiniteThis(tokens: readonly SenseToken[], i: number): boolean {
  const next = tokens[i + 1];
  if (!next) return false;
  if (next.normal === 'like' && fillerLike(tokens, i + 1)) return true;
  return tokens[i - 1]?.lemma === 'be' && next.pos === 'ADJ' && (tokens[i + 2]?.pos === 'NOUN' || tokens[i + 2]?.pos === 'ADJ');
}

/** Words that open a question asked inside the dream ("why didn't anyone tell me"). */
const QUESTION_WORDS = new Set(['why', 'what', 'where', 'how']);

// Word endings of common English words that the tagger reads as names at a sentence start ("Halfway", "Eventually", "Hundreds").
const COMMON_ENDING = /(ly|way|ways|wards|ward|ness|ful|less|thing|where|body|one|hundreds|thousands|dozens|millions)$/;

/** Kin words a dreamer uses as names ("Mom said go on"): the reading says "your mom". */
export const KIN_NAMES: ReadonlySet<string> = new Set(['mom', 'mum', 'mam', 'dad', 'mommy', 'mummy', 'daddy', 'grandma', 'grandpa', 'granny', 'nana', 'nan', 'gran', 'nanna', 'grandad', 'granddad', 'gramps', 'papa', 'mama']);
// Nouns that stand as subjects without an article in any English ("Time was running out").
const BARE_SUBJECTS = new Set(['time', 'life', 'work', 'home', 'school', 'church', 'college', 'uni', 'class', 'dinner', 'lunch', 'breakfast', 'tea', 'everything', 'nothing', 'something', 'anything', 'everyone', 'someone', 'nobody', 'god', 'heaven', 'hell', 'news', 'music', 'mom', 'dad']);
const ARTICLE_FOLLOWERS = new Set(['ADP', 'AUX', 'VERB']);

/**
 * How a noun that opens the dreamer's sentence without its article is retold: the dreamer's own
 * kin word is theirs ("dad was helping" → "your dad was helping"), and a singular thing or person
 * gets "the" ("Clock on the wall is moving too fast", "Watchman is telling…" in English written
 * without articles → "the clock on the wall…"). Null when the word stays as it is.
 */
function bareSubject(tokens: readonly SenseToken[], i: number, common = false): string | null {
  const t = tokens[i];
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  if (!t || !next) return null;
  const sameSentence = prev !== undefined && prev.isWord && prev.sentence === t.sentence;
  if (sameSentence && (prev.pos === 'DET' || prev.pos === 'PRON' || prev.pos === 'ADJ' || prev.pos === 'NUM' || prev.pos === 'ADP' || prev.pos === 'NOUN' || prev.pos === 'PROPN')) return null;
  if (KIN_NAMES.has(t.normal) && (next.pos === 'AUX' || next.pos === 'VERB' || next.normal === 'and')) return `your ${t.value.toLowerCase()}`;
  // A plural ("People were laughing", "Stairs were stone") stands without one.
  if (sameSentence || (t.pos !== 'NOUN' && !common) || !CAPITALISED_WORD.test(t.value) || t.normal.endsWith('s') || isPluralToken(t) || next.normal === 'were' || next.normal === 'are' || BARE_SUBJECTS.has(t.normal) || !ARTICLE_FOLLOWERS.has(next.pos)) return null;
  // A gerund ("Running was hard") takes no article.
  if (t.normal.endsWith('ing')) return null;
  return `the ${t.normal}`;
}

// Object pronouns: a capitalised word right before one is no subject ("Opposite me sat a woman").
const OBJECT_PRONOUNS = new Set(['me', 'him', 'her', 'us', 'them']);
const NAME_FOLLOWERS = new Set(['and', 'said', 'says', 'asked', 'told', 'shouted', 'whispered', 'replied', 'yelled']);

/**
 * A capitalised word with the shape of a common word, not followed by another name: "Halfway",
 * "Eventually"; a word the tagger's own dictionary knows only in lower case, long enough not to be
 * a short given name ("Traffic was terrible", "Camera was only on my face"), unless it is said or
 * joined as a person is ("Summer said", "Heather and I"); and a word before an object pronoun
 * ("Opposite me sat…") or an opening "-ing" word ("Joking, I don't…").
 */
function commonShape(t: SenseToken, next: SenseToken | undefined): boolean {
  if (next?.pos === 'PROPN') return false;
  return t.normal.length >= 6 && COMMON_ENDING.test(t.normal);
}

/** The dictionary's word, for a capital the dream never writes in mid-sentence (see `commonShape`'s comment). */
function dictionaryWord(t: SenseToken, next: SenseToken | undefined): boolean {
  if (next?.pos === 'PROPN') return false;
  if (OBJECT_PRONOUNS.has(next?.normal ?? '') || ((t.normal.endsWith('ing') || t.normal.endsWith('ed')) && next?.value === ',')) return lowerCaseWord(t.value);
  return t.normal.length >= 6 && !NAME_FOLLOWERS.has(next?.normal ?? '') && lowerCaseWord(t.value);
}

/** "ok" after "was" or "feel" is what the clause says ("asked if I was ok"), not a filler. */
function okAsWord(tokens: readonly SenseToken[], i: number): boolean {
  return OK_WORDS.has(tokens[i]?.normal ?? '') && OK_AFTER.has(tokens[i - 1]?.lemma ?? '');
}

const CLOSES_SINGLE_QUOTE = new Set(["'", '’']);
/** Verbs after which a single mark opens the dreamer's own thought, kept in their words. */
const THOUGHT_IN_MARKS = new Set(['think', 'wonder']);

/** A retelling that starts inside "I thought '…'" : the closing mark's index, or -1. */
function thoughtOpenAt(tokens: readonly SenseToken[], s: number): number {
  const sentence = tokens[s]?.sentence;
  for (let k = s - 1; k >= 0 && k >= s - 30 && tokens[k]?.sentence === sentence; k -= 1) {
    const v = tokens[k]?.value ?? '';
    if (CLOSES_SINGLE_QUOTE.has(v) && v !== "'") return -1;
    if (v !== "'" && v !== '‘') continue;
    if (!THOUGHT_IN_MARKS.has(tokens[k - 1]?.lemma ?? '')) return -1;
    for (let j = s; j < s + 40 && tokens[j]?.sentence === sentence; j += 1) if (CLOSES_SINGLE_QUOTE.has(tokens[j]?.value ?? '')) return j;
    return -1;
  }
  return -1;
}

const quoted = new WeakMap<readonly SenseToken[], Uint8Array>();

/**
 * Which tokens stand inside someone's quoted speech, across sentence ends ("…and said "I know,
 * love. Go back in, they're cutting the cake.""): a sentence inside a quotation is that person's,
 * not the dreamer's story. Straight quotes toggle; curly ones open and close. Read once per dream.
 */
/**
 * A single mark after "was" or after the person spoken to ("what came out was 'any questions?'", "I
 * tried to tell my cousin 'that is my wedding'") opens someone's words as surely as one after "said",
 * when its closing mark stands later in the same sentence; after a noun in -s it is the plural's
 * apostrophe ("the kids' bikes").
 */
function opensWordsAfter(tokens: readonly SenseToken[], i: number): boolean {
  const prev = tokens[i - 1];
  if (!prev?.isWord) return false;
  const s = prev.normal.endsWith('s') || prev.normal.endsWith('z');
  const named = prev.pos === 'NOUN' || prev.pos === 'PROPN';
  if (named ? s : !(prev.lemma === 'be' || prev.normal === 'me' || prev.normal === 'him' || prev.normal === 'her' || prev.normal === 'them' || prev.normal === 'us')) return false;
  // Someone spoken to: a noun after a verb of saying up to three words back ("told my cousin").
  if (named) {
    let k = i - 2;
    while (k >= 0 && k >= i - 4 && !SAYING_LEMMAS.has(tokens[k]?.lemma ?? '')) k -= 1;
    if (k < 0 || k < i - 4) return false;
  }
  const sentence = tokens[i]?.sentence;
  for (let j = i + 2; j < tokens.length && j < i + 40 && tokens[j]?.sentence === sentence; j += 1) {
    if (CLOSES_SINGLE_QUOTE.has(tokens[j]?.value ?? '')) return !tokens[j + 1]?.isWord || tokens[j + 1]?.sentence !== sentence || tokens[j + 1]?.pos === 'CCONJ' || tokens[j + 1]?.pos === 'ADP' || tokens[j + 1]?.pos === 'PRON';
  }
  return false;
}

export function insideQuotation(tokens: readonly SenseToken[]): Uint8Array {
  const known = quoted.get(tokens);
  if (known) return known;
  const inside = new Uint8Array(tokens.length);
  let open = false;
  for (let i = 0; i < tokens.length; i += 1) {
    const v = tokens[i]?.value ?? '';
    if (v === '"') open = !open;
    else if (v === '“') open = true;
    else if (v === '”') open = false;
    else if (open) inside[i] = 1;
  }
  // An unbalanced mark (a stray inch sign, a quotation never closed) marks nothing.
  if (open) inside.fill(0);
  // Single marks open speech only after a verb of saying or a comma or colon ("he just said 'I fix
  // things that walk'"); elsewhere a lone mark is a plural possessive ("the parents' car").
  for (let i = 0; i < tokens.length; i += 1) {
    const v = tokens[i]?.value ?? '';
    if ((v !== "'" && v !== '‘') || inside[i]) continue;
    const prev = tokens[i - 1];
    if (!tokens[i + 1]?.isWord || !prev || !(SAYING_LEMMAS.has(prev.lemma) || prev.value === ',' || prev.value === ':' || prev.normal === 'like' || opensWordsAfter(tokens, i))) continue;
    let j = i + 1;
    while (j < tokens.length && j < i + 60 && !CLOSES_SINGLE_QUOTE.has(tokens[j]?.value ?? '')) j += 1;
    if (j >= tokens.length || j >= i + 60) continue;
    for (let k = i + 1; k < j; k += 1) inside[k] = 1;
    i = j;
  }
  quoted.set(tokens, inside);
  return inside;
}

/** The text without the commas, semicolons and colons it ends with (/[,;:]+$/, without trying every position). */
function withoutTrailingPunctuation(text: string): string {
  let end = text.length;
  for (let c = text.charCodeAt(end - 1); c === 44 || c === 59 || c === 58; c = text.charCodeAt(end - 1)) end -= 1;
  return end === text.length ? text : text.slice(0, end);
}

/** A full stop the tokenizer kept on the last word ("came in.") dropped: /([a-z])\.$/ → "$1". */
function withoutStop(text: string): string {
  const n = text.length;
  if (n < 2 || text.charCodeAt(n - 1) !== 46) return text;
  const before = text.charCodeAt(n - 2);
  return before >= 97 && before <= 122 ? text.slice(0, -1) : text;
}

/** "(of course)": a part ending in an opening bracket takes the next word against it. */
function opensBracket(part: string): boolean {
  const last = part.charCodeAt(part.length - 1);
  return last === 40 || last === 91;
}

/**
 * "Mark and I are divorcing": a capitalised word paired with the dreamer at a sentence start is
 * someone's name, whatever the tagger made of it ("Mark", "Will", "Rose"), and keeps its capital.
 */
function pairedWithDreamer(tokens: readonly SenseToken[], i: number): boolean {
  const third = tokens[i + 2]?.normal;
  return tokens[i + 1]?.normal === 'and' && (third === 'i' || third === 'me') && tokens[i]?.pos !== 'PRON' && tokens[i]?.pos !== 'DET';
}

/** "nt" split from "couldnt" by the tokenizer. */
const NT = /^nt$/i;

/** A word as the retelling writes it: apostrophes the dreamer left out are put back ("couldn't", "there's", "brother's"). */
function writtenForm(t: SenseToken): string {
  if (t.written) return t.written;
  if (t.joined && NT.test(t.value)) return "n't";
  if (t.possessive === 'singular') return `${t.value.slice(0, -1)}'s`;
  if (t.possessive === 'plural') return `${t.value}'`;
  return t.value;
}

/**
 * "i was like bà i literally just fell off a building": a person's "was like" that opens words of
 * their own (a name called, then an "I" within a few words) is speech without quotation marks, not
 * a comparison ("I was like a ghost", "it was like I was flying" compare and stay).
 */
function quotativeLike(tokens: readonly SenseToken[], i: number): boolean {
  const who = tokens[i - 2]?.normal ?? '';
  if (!['i', 'he', 'she', 'we', 'they'].includes(who)) return false;
  for (let k = i + 1; k <= i + 4; k += 1) {
    const w = tokens[k];
    if (!w || w.sentence !== tokens[i]?.sentence || (w.pos === 'PUNCT' && w.value !== ',')) return false;
    if (w.normal === 'i' || w.normal === "i'm" || w.normal === 'im' || w.normal === 'you') return true;
  }
  return false;
}

/** Verbs whose past is written as their base form: "she put it in her mouth" is no slip. */
const SAME_IN_PAST = new Set(['put', 'cut', 'hit', 'let', 'set', 'shut', 'hurt', 'cost', 'quit', 'spread', 'read', 'beat', 'bet', 'burst', 'cast', 'fit', 'split', 'upset', 'bid', 'rid', 'knit', 'wet', 'shed', 'thrust']);
/** Subjects that take a verb in -s in the present ("she looks", "nobody looks"). */
const THIRD_SINGULAR = new Set(['he', 'she', 'it', 'nobody', 'everybody', 'everyone', 'someone', 'somebody', 'anyone', 'anybody', 'noone', 'one']);
/** Nouns singular in form that take a plural verb ("the police look", "the family look" in British use). */
const PLURAL_IN_SENSE = new Set(['people', 'police', 'staff', 'family', 'team', 'crew', 'crowd', 'cattle', 'sheep', 'fish', 'deer', 'couple', 'audience', 'class', 'group', 'government', 'band']);
/** Verbs that lead into another with "to" ("start to come"). */
const LEADS_INTO_TO = new Set(['start', 'begin', 'seem', 'want', 'try', 'need']);
/** What may stand before a subject that opens its clause. */
const OPENS_SUBJECT = new Set(['PUNCT', 'CCONJ', 'SCONJ', 'SPACE']);

/**
 * "nobody in the subway look at me", "the door open at the station", "he take off his hat": a
 * verb in its base form after a singular subject that opens its clause, in a sentence told in the
 * present. English is often not the writer's first language; their words may be quoted, but a
 * retelling in the reading's own voice would hand the slip back as ours. A past slip the parser has
 * already written as the past meant ("she give me" → "she gave you") is no longer one; "I watched
 * her give", "made it stop" and "the bus stop was" are right where they stand.
 */
function agreementSlip(tokens: readonly SenseToken[], i: number): boolean {
  const t = tokens[i];
  // "the door open at the station": the tagger reads the verb as the adjective.
  const openAsVerb = t?.pos === 'ADJ' && t.normal === 'open' && (tokens[i + 1]?.pos === 'ADP' || tokens[i + 1]?.pos === 'CCONJ');
  if (!t || t.written || (t.pos !== 'VERB' && !openAsVerb) || t.normal !== t.lemma || SAME_IN_PAST.has(t.normal) || t.normal.endsWith('ing') || t.normal.endsWith('ed')) return false;
  const next = tokens[i + 1];
  // "the bus stop was empty": a noun the tagger took for a verb, before the clause's own verb.
  if (next && (next.pos === 'AUX' || next.pos === 'VERB') && next.sentence === t.sentence) return false;
  let j = i - 1;
  while (j >= 0 && tokens[j]?.pos === 'ADV' && i - j <= 2) j -= 1;
  // "one old woman (halmeoni) pick up…": the writer's word in brackets stands between subject and verb.
  if (tokens[j]?.value === ')') {
    let k = j - 1;
    while (k >= 0 && i - k < 8 && tokens[k]?.value !== '(') k -= 1;
    if (tokens[k]?.value === '(') j = k - 1;
  }
  const subject = tokens[j];
  if (!subject || subject.sentence !== t.sentence) return false;
  // "and suddenly water start to come": the tagger reads the noun before "start to" as a verb too.
  if (subject.pos === 'VERB' && subject.normal === subject.lemma && LEADS_INTO_TO.has(t.normal) && tokens[i + 1]?.normal === 'to' && j === i - 1) {
    const before = tokens[j - 1];
    return !before || before.sentence !== t.sentence || OPENS_SUBJECT.has(before.pos) || before.pos === 'ADV';
  }
  const first = singularSubjectStart(tokens, j);
  if (first === null) return false;
  let before = tokens[first - 1];
  // "nobody in the subway look at me": the subject's own place between it and its verb.
  if (before?.pos === 'ADP' && before.sentence === t.sentence) {
    const head = singularSubjectStart(tokens, first - 2);
    if (head === null) return false;
    before = tokens[head - 1];
  }
  return !before || before.sentence !== t.sentence || OPENS_SUBJECT.has(before.pos) || SUBORDINATORS.has(before.normal) || before.normal === 'then' || before.normal === 'think' || before.normal === 'guess';
}

/** Prepositions of place before which a writer may leave out the article ("in corridor of my school"). */
const PLACE_PREPOSITIONS = new Set(['in', 'at', 'on', 'into', 'inside', 'through', 'along', 'across', 'near', 'behind', 'to', 'from', 'under', 'onto', 'down', 'up']);
/** "in front of", "on top of", "in case of": fixed phrases whose noun takes no article. */
const FIXED_BEFORE_OF = new Set(['front', 'top', 'case', 'spite', 'charge', 'place', 'search', 'need', 'favour', 'favor', 'terms', 'view', 'behalf', 'account', 'fear', 'sight', 'instead', 'kind', 'sort', 'lack', 'risk', 'danger', 'touch', 'control', 'love', 'part', 'lots', 'most', 'all', 'none', 'honour', 'honor', 'memory', 'light', 'command', 'possession', 'response', 'addition', 'advance', 'aid', 'pursuit', 'praise', 'shape', 'time', 'lieu']);
/** Nouns that stand without an article after "I am" or "she was" ("I was home", "it was fun"). */
const BARE_AFTER_BE = new Set(['home', 'fine', 'okay', 'ok', 'fun', 'part', 'alone', 'sure', 'night', 'time', 'dinner', 'lunch', 'breakfast', 'bed', 'school', 'work', 'love', 'luck', 'trouble', 'shock', 'awe', 'charge', 'danger', 'pain', 'tears', 'peace', 'silence', 'nothing', 'everything', 'something', 'anything', 'nobody', 'somebody', 'someone', 'everyone', 'anyone', 'half', 'enough']);
const SINGULAR_SPEAKERS = new Set(['i', 'he', 'she']);

/**
 * "I was in corridor of my high school", "I am university student from Osaka": a writer for whom
 * English articles are foreign leaves them out, and retold in the reading's voice the slip would be
 * the reading's ("you were in corridor of…"). Where the noun phrase opening at `i` is a common
 * singular noun with no determiner, after a preposition of place and before "of" (which makes it
 * definite), or after "I am" / "she was" and before where they come from or a pause (a kind of
 * person), the article it wants: "the" or "a"/"an". Otherwise null.
 */
function missingArticle(tokens: readonly SenseToken[], i: number): string | null {
  const t = tokens[i];
  const prev = tokens[i - 1];
  if (!t || !prev || prev.sentence !== t.sentence) return null;
  const after1 = tokens[i + 1];
  // "I am nurse from Lyon": the tagger may read a bare noun after "am" as a verb.
  const nounAsVerb = t.pos === 'VERB' && prev.lemma === 'be' && t.normal === t.lemma && !/(?:ing|ed)$/.test(t.normal) && (after1?.normal === 'from' || after1?.value === ',' || after1?.value === '.');
  if (t.pos !== 'NOUN' && t.pos !== 'ADJ' && !nounAsVerb) return null;
  if (nounAsVerb) return SINGULAR_SPEAKERS.has(tokens[i - 2]?.normal ?? '') && tokens[i - 2]?.sentence === t.sentence && !BARE_AFTER_BE.has(t.normal) ? articleFor(t.value) : null;
  // The phrase's head: the last noun of the run of describing words and nouns from `i`.
  let h = i;
  while (tokens[h]?.pos === 'ADJ' && h - i < 3) h += 1;
  if (tokens[h]?.pos !== 'NOUN') return null;
  while (tokens[h + 1]?.pos === 'NOUN' && tokens[h + 1]?.sentence === t.sentence && h - i < 4) h += 1;
  const head = tokens[h];
  // ("I am trespassing": a word in -ing the tagger calls a noun is the verb's own form.)
  if (!head || isPluralToken(head) || head.normal !== head.lemma || head.normal.endsWith('ing') || PLURAL_IN_SENSE.has(head.normal) || !/^[a-z]/.test(head.value)) return null;
  const after = tokens[h + 1];
  if (prev.pos === 'ADP' && PLACE_PREPOSITIONS.has(prev.normal)) {
    if (after?.normal !== 'of' || after.sentence !== t.sentence || FIXED_BEFORE_OF.has(head.normal) || FIXED_BEFORE_OF.has(t.normal)) return null;
    return 'the';
  }
  if (prev.lemma === 'be' && (prev.pos === 'AUX' || prev.pos === 'VERB') && SINGULAR_SPEAKERS.has(tokens[i - 2]?.normal ?? '') && tokens[i - 2]?.sentence === t.sentence) {
    if (BARE_AFTER_BE.has(head.normal) || BARE_AFTER_BE.has(t.normal)) return null;
    const ends = !after || after.sentence !== t.sentence || after.value === ',' || after.value === '.' || after.normal === 'from' || after.normal === 'in' || after.normal === 'at';
    if (!ends) return null;
    return articleFor(t.value);
  }
  return null;
}

const slipMemo = new WeakMap<readonly SenseToken[], ReadonlySet<number>>();

/**
 * The sentences that hold such a slip outside anyone's quoted words. The whole sentence is left to
 * the writer's own words, not only the clause with the slip: its other clauses often carry slips the
 * tagger cannot see ("…and put it in her own mouth and smile to me").
 */
function sentencesWithSlips(tokens: readonly SenseToken[]): ReadonlySet<number> {
  const known = slipMemo.get(tokens);
  if (known) return known;
  const inside = insideQuotation(tokens);
  const out = new Set<number>();
  for (let i = 1; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (t && !inside[i] && !out.has(t.sentence) && agreementSlip(tokens, i)) out.add(t.sentence);
  }
  slipMemo.set(tokens, out);
  return out;
}

/** Where a singular subject ending at `j` begins ("she", "nobody", "the old door"), or null. */
function singularSubjectStart(tokens: readonly SenseToken[], j: number): number | null {
  const subject = tokens[j];
  if (!subject) return null;
  if (THIRD_SINGULAR.has(subject.normal) && (subject.pos === 'PRON' || subject.pos === 'NOUN')) return j;
  if (subject.pos !== 'NOUN' || isPluralToken(subject) || PLURAL_IN_SENSE.has(subject.normal) || subject.normal !== subject.lemma) return null;
  let first = j;
  while (first - 1 >= 0 && ['DET', 'ADJ', 'NUM', 'NOUN', 'PROPN'].includes(tokens[first - 1]?.pos ?? '') && tokens[first - 1]?.sentence === subject.sentence && j - first < 4) first -= 1;
  return first;
}

const TRAILING_PREPS = new Set(['with', 'carrying', 'holding', 'wearing']);

export interface Retold {
  text: string;
  words: number;
  /** The token the retelling's last word starts at: a span cut at a comma or "…" ends before `end`. */
  last: number;
}

function dropLeading(tokens: readonly SenseToken[], start: number, end: number): number {
  let i = start;
  for (let guard = 0; guard < 6 && i < end; guard += 1) {
    const t = tokens[i];
    if (!t) break;
    if (t.pos === 'PUNCT' || t.pos === 'INTJ') {
      i += 1;
      continue;
    }
    // "and then, click, I knew I was dreaming": a sound set off by commas before the clause is no part of it.
    if (SOUND_WORDS.has(t.normal) && tokens[i + 1]?.value === ',' && tokens[i - 1]?.value === ',') {
      i += 2;
      continue;
    }
    const phrase = phraseAt(tokens, i, LEADING_WORDS, t.normal);
    // "the next thing I knew I was…": drop the whole formula, the "I" of "I knew" included.
    // ("At the end of the platform there was a man": a lead-in followed by "of" is a place, and
    // dropping it would leave "of the platform there was…".)
    if (phrase && tokens[i + phrase.length]?.normal !== 'of') {
      i += phrase.length;
      continue;
    }
    if (LEADING_DROP.has(t.normal) && (tokens[i + 1]?.pos !== 'PUNCT' || (tokens[i + 1]?.value === ',' && SOUND_WORDS.has(tokens[i + 2]?.normal ?? ''))) && i + 1 < end && !(t.normal === 'next' && tokens[i + 1]?.normal === 'to')) {
      i += 1;
      continue;
    }
    break;
  }
  return i;
}

/** Sounds a dreamer sets between commas before what happened: "click,", "bang,". */
const SOUND_WORDS = new Set(['click', 'bang', 'boom', 'snap', 'pop', 'crash', 'thud', 'whoosh', 'poof', 'ding', 'zap', 'crack', 'splash', 'wham', 'bam', 'clunk', 'thump', 'whack']);

const NOT_COMPARATIVE = new Set(['never', 'ever', 'over', 'after', 'rather', 'together', 'however', 'further', 'later', 'whatever', 'wherever', 'whenever', 'forever', 'under', 'either', 'neither', 'whether']);
const DEGREE_LEAD = new Set(['not', 'even', 'so', 'really', 'very', 'pretty', 'quite', 'kinda', 'bit', 'a']);

/**
 * Where the clause starts after a bare quality that opens the span ("random but", "not even subtle,",
 * "closer,"): `s` itself when there is none, -1 when only a comparison follows it.
 */
function afterBareQuality(tokens: readonly SenseToken[], s: number, end: number): number {
  let i = s;
  while (i < end && DEGREE_LEAD.has(tokens[i]?.normal ?? '')) i += 1;
  const q = tokens[i];
  const comparative = q?.pos === 'ADV' && q.normal.endsWith('er') && !NOT_COMPARATIVE.has(q.normal);
  if (!q || (q.pos !== 'ADJ' && !comparative)) return s;
  const sep = tokens[i + 1];
  if (!sep || (sep.value !== ',' && sep.normal !== 'but')) return s;
  const next = tokens[i + 2];
  if (!next || next.sentence !== q.sentence) return s;
  if (next.normal === 'like' || next.normal === 'as') return -1;
  // Only where a clause with its own subject and verb follows.
  for (let k = i + 2; k < end && k < i + 10; k += 1) {
    const t = tokens[k];
    if (!t || t.value === ',' || t.pos === 'CCONJ') break;
    if ((t.pos === 'AUX' || t.pos === 'VERB') && k > i + 2) return i + 2;
  }
  return s;
}

/**
 * The dreamer's words from `start` to `end` in the second person. `maxWords` guards against
 * retelling a whole run-on sentence; longer spans are cut at the last comma before the limit.
 */
// A reading retells the same clauses several times (narration, relative phrases, glosses); the
// result depends only on the tokens and the span, so it is kept per parsed dream.
const memo = new WeakMap<readonly SenseToken[], Map<string, Retold | null>>();

export function retell(tokens: readonly SenseToken[], start: number, end: number, cues: DramaCues, maxWords = 26, keepLeading = false): Retold | null {
  let cache = memo.get(tokens);
  if (!cache) {
    cache = new Map();
    memo.set(tokens, cache);
  }
  const key = `${start}:${end}:${maxWords}:${keepLeading ? 1 : 0}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const out = retellSpan(tokens, start, end, cues, maxWords, keepLeading);
  cache.set(key, out);
  return out;
}

/**
 * The writer's asides in brackets inside a span ("Me and my two kids (Ava is 9, Leo is 6) were at the
 * beach"): told around, not stopped at. Only an aside whose words are all out of the dream counts.
 */
function writersAsides(tokens: readonly SenseToken[], s: number, end: number): ReadonlySet<number> {
  // Most spans have no aside: they share one empty set.
  let out: Set<number> | null = null;
  // Retelling the writer's own remark ("starting uni next week (biochem at leeds)"), the aside is theirs too.
  if (tokens[s]?.inDream === false) return NO_ASIDES;
  for (let i = s; i < end; i += 1) {
    const judged = selfJudgementAt(tokens, i, end);
    if (judged > i) {
      out ??= new Set();
      for (let k = i; k < judged; k += 1) out.add(k);
      i = judged - 1;
      continue;
    }
    if (tokens[i]?.value !== '(') continue;
    let j = i + 1;
    while (j < end && tokens[j]?.value !== ')') j += 1;
    if (j >= end) break;
    let outside = j > i + 1;
    for (let k = i + 1; k < j && outside; k += 1) if (tokens[k]?.isWord && tokens[k]?.inDream !== false) outside = false;
    // "the baby was sitting up (he was like 2 months so impossible)": a clause in brackets is the
    // writer's remark on the scene, told around rather than retold as part of it.
    if (!outside && j - i > 3) for (let k = i + 1; k < j && !outside; k += 1) if (tokens[k]?.pos === 'AUX' || (tokens[k]?.pos === 'VERB' && !tokens[k]?.normal.endsWith('ing'))) outside = true;
    if (outside) {
      out ??= new Set();
      for (let k = i; k <= j; k += 1) out.add(k);
    }
    i = j;
  }
  return out ?? NO_ASIDES;
}

const NO_ASIDES: ReadonlySet<number> = new Set();

/**
 * "I go past it anyway cuz I'm stupid", "I ran straight in like an idiot": the writer's judgement of
 * themselves, said with a wince at the telling. Retold in the reading's voice it becomes the reader
 * calling the dreamer stupid; the clause is told without it.
 */
const BECAUSE_WORDS = new Set(['because', 'cuz', 'cause', 'coz', 'cos', 'bc', 'bcs', "'cause", 'cus']);
const SELF_JUDGEMENTS = new Set(['stupid', 'dumb', 'idiot', 'moron', 'dummy', 'dumbass', 'clueless', 'dense', 'airhead', 'idiotic', 'silly']);
const JUDGEMENT_DEGREE = new Set(['so', 'such', 'just', 'really', 'kinda', 'literally', 'very', 'an', 'a', 'absolute', 'complete', 'total', 'bit', 'of', 'little', 'kind', 'sort']);
/** Verbs that make "like an idiot" what the dreamer felt or seemed, which is part of the dream. */
const SEEMING = new Set(['feel', 'look', 'seem', 'sound', 'appear']);

/** The index after a self-judging aside that starts at token i, or i when none does. */
function selfJudgementAt(tokens: readonly SenseToken[], i: number, end: number): number {
  const t = tokens[i];
  if (!t || !t.isWord) return i;
  let k = i + 1;
  if (BECAUSE_WORDS.has(t.normal)) {
    // "cuz im", "because I'm", "cause I am", "because I was"
    const who = tokens[k];
    if (who?.normal === "i'm" || who?.normal === 'i’m' || who?.normal === 'im') k += 1;
    else if (who?.normal === 'i' && ['am', "'m", '’m', 'was'].includes(tokens[k + 1]?.normal ?? '')) k += 2;
    else return i;
  } else if (t.normal === 'like') {
    // "like an idiot", not "felt like an idiot", which is how the dream felt.
    if (!['a', 'an'].includes(tokens[k]?.normal ?? '') || SEEMING.has(tokens[i - 1]?.lemma ?? '')) return i;
  } else return i;
  while (k < end && JUDGEMENT_DEGREE.has(tokens[k]?.normal ?? '')) k += 1;
  if (k >= end + 1 || !SELF_JUDGEMENTS.has(tokens[k]?.normal ?? '')) return i;
  k += 1;
  // "…stupid lol": the laugh at oneself goes with it.
  while (k < end && ['lol', 'lmao', 'haha', 'lmfao', 'xd'].includes(tokens[k]?.normal ?? '')) k += 1;
  return k;
}

// Patterns and word lists retelling reads for every span (and some for every word), made once at
// load rather than built again on each call. The global ones are only used with replace and
// match, which start from the beginning of the text whatever the pattern's lastIndex.
const STARTS_CAPITAL = /^[A-Z]/;
/** A word typed all in capitals. */
const SHOUTED = /^[A-Z]{2,}$/;
/** A capital followed by a lower-case letter, or a capital standing alone ("Everything", "A"). */
const CAPITALISED_WORD = /^[A-Z]([a-z]|$)/;
/** The shape of a name: a capital and then lower case ("Priya"). */
const NAME_SHAPE = /^[A-Z][a-z]/;
const ENDS_ON_CONTRACTED_AUXILIARY = /['’](ve|d|re|m)$/;
const PLURAL_POSSESSIVE_GAP = /(\w)s ['’] (?=\w)/g;
const OPENING_MARK_GAP = /(^|\s)['‘] (?=\w)/g;
const CLOSING_MARK_GAP = /(\w) ['’](?=\s|$|[,.;:!?])/g;
const OPENING_MARKS = /(^|\s)['‘](?=\w)/g;
const CLOSING_MARKS = /[\w!?.,]['’](?=\s|$|[,.;:!?])/g;
const STOPS_AND_COMMAS = /^[!?.,]+$/;
const SINGLE_CLOSING_MARK = /^['’]$/;
const TRAILING_STOPS_AND_COMMAS = /[,.]+$/;
const ANY_LETTER = /[a-z]/i;
const TRAILING_SPACE_AND_PAUSES = /[\s,;:]+$/;
const YOU_WAS = /(^|\b(?:and|but|so|then|when|while|because|as|that|if) |[,;:] )([Yy]ou) was\b/g;
const YOU_AND_WAS = /((?:^|[,;:] |\b(?:and|but|then|so) )you\b(?:(?! (?:he|she|it|they|there|we)\b)[^.;:,"])*?) and was(n['’]t)?\b/g;
const SUBJECTLESS_WAKING = /([.!?]) (woke|awoke) /g;
const LOWER_AFTER_STOP = /([.!?]) ([a-z])/g;
const OPENING_QUOTE_MARKS = new Set(['"', '“', "'", '‘']);
const LEADS_ON_AFTER_AUXILIARY = new Set(['ADJ', 'ADV', 'NOUN', 'PROPN', 'DET', 'NUM', 'VERB', 'AUX']);
const MAY_STAND_TWICE = new Set(['had', 'that']);
const THOUGHT_OF = new Set(['of', 'about']);
const COMPARATIVES = new Set(['more', 'less']);
// Words of degree that need what they measure after them ("exactly as…", "almost like…").
const DEGREE = new Set(['exactly', 'precisely', 'almost', 'nearly', 'quite', 'very', 'so', 'such', 'as', 'rather', 'somewhat', 'slightly']);
const JOINING = new Set(['and', 'but', 'or']);

// What retelling asks of every token, read once per dream into one number per token instead of
// several set lookups each time a token is retold (a reading retells most clauses more than once).
const FILLER = 1;
const SECOND_PERSON_WORD = 2;
const MAY_OPEN_ASIDE = 4;
const SAYING_VERB = 8;
const WRITTEN_ATTACHED = 16;
const tokenFlags = new WeakMap<readonly SenseToken[], { cues: DramaCues; flags: Uint8Array }>();

function flagsOf(tokens: readonly SenseToken[], cues: DramaCues): Uint8Array {
  const known = tokenFlags.get(tokens);
  if (known?.cues === cues) return known.flags;
  const flags = new Uint8Array(tokens.length);
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (!t) continue;
    flags[i] = (cues.fillers.has(t.normal) ? FILLER : 0)
      | (SECOND_PERSON.has(t.normal) ? SECOND_PERSON_WORD : 0)
      | (ASIDE_WORDS.has(t.normal) ? MAY_OPEN_ASIDE : 0)
      | (SPEECH.has(t.lemma) ? SAYING_VERB : 0)
      | (ATTACHED.has(t.value) ? WRITTEN_ATTACHED : 0);
  }
  tokenFlags.set(tokens, { cues, flags });
  return flags;
}

function retellSpan(tokens: readonly SenseToken[], from: number, end: number, cues: DramaCues, maxWords: number, keepLeading: boolean): Retold | null {
  // The blank line that opens a paragraph is not part of what is retold.
  let start = from;
  while (start < end && tokens[start]?.pos === 'SPACE') start += 1;
  let s = keepLeading ? start : dropLeading(tokens, start, end);
  if (!keepLeading) {
    // A verdict or a bare quality before the clause ("so random but in my dream I was…", "not even
    // subtle, they were in our kitchen") is the writer's aside: the clause starts after it. One that
    // only leads into a comparison ("closer, like the voice…") leaves nothing to retell.
    const after = afterBareQuality(tokens, s, end);
    if (after === -1) return null;
    s = after;
  }
  // "…," the way she used to when I came in late": a manner set after someone's words is no clause of its own.
  if (!keepLeading && tokens[s]?.normal === 'the' && tokens[s + 1]?.normal === 'way' && tokens[s + 2]?.pos === 'PRON') return null;
  // "Last night was different": dropping the time phrase would leave "was different" with no subject.
  if (s > start && tokens[s]?.lemma === 'be' && (tokens[s]?.pos === 'AUX' || tokens[s]?.pos === 'VERB')) return null;
  let e = end;
  const asides = writersAsides(tokens, s, end);
  // "school run in the dream except I don't have kids": the retelling stops where the writer's
  // remark about waking life begins.
  for (let i = s + 3; i < e; i += 1) {
    const t = tokens[i];
    if (asides.has(i)) continue;
    if (t?.isWord && t.inDream === false && !t.waking && tokens[s]?.inDream !== false) {
      e = i;
      break;
    }
  }
  const flags = flagsOf(tokens, cues);
  while (e > s && (tokens[e - 1]?.pos === 'PUNCT' || tokens[e - 1]?.pos === 'SPACE' || tokens[e - 1]?.pos === 'CCONJ' || (((flags[e - 1] ?? 0) & FILLER) !== 0 && !okAsWord(tokens, e - 1)))) e -= 1;
  if (e - s < 1) return null;
  // A span that stops on an auxiliary while its sentence goes on ("I was | so excited") has lost
  // what the auxiliary says; retold, it would break off ("you were.").
  const lastWord = tokens[e - 1];
  const after = tokens[e];
  // "I remember thinking | if I could…", "I realised | I was…": a verb of thought cut from what it thinks says nothing.
  if (lastWord && THINKING.has(lastWord.normal) && after?.isWord && after.sentence === lastWord.sentence && after.pos !== 'CCONJ') return null;
  // "I kept thinking, "We have so much more space…"": the thought is in quotation marks after it.
  if (lastWord && THINKING.has(lastWord.normal) && !SPEECH_VERBS_SAID.has(lastWord.normal)) {
    let k = e;
    while (tokens[k]?.value === ',' || tokens[k]?.value === ':') k += 1;
    if (OPENING_QUOTE_MARKS.has(tokens[k]?.value ?? '')) return null;
  }
  if (lastWord && AUXILIARIES.has(lastWord.normal) && after?.isWord && after.sentence === lastWord.sentence && LEADS_ON_AFTER_AUXILIARY.has(after.pos) && after.normal !== 'then') return null;
  // "He was exactly | as he was around 2002", "I knew exactly | what to do": a word of degree cut from
  // what it measures leaves the clause hanging ("he was exactly.").
  if (lastWord && DEGREE.has(lastWord.normal) && after?.isWord && after.sentence === lastWord.sentence && after.pos !== 'CCONJ' && after.pos !== 'PUNCT' && after.normal !== 'then') return null;
  // Someone's quoted words are not the dreamer's to be retold in the second person.
  const inside = insideQuotation(tokens);
  for (let i = s; i < e; i += 1) if (inside[i]) return null;
  const parts: string[] = [];
  // The token each part starts with, for reading the grammar of what a cut keeps.
  const partTokens: number[] = [];
  let words = 0;
  let prevWasI = false;
  let verbatimEnd = thoughtOpenAt(tokens, s);
  let lastComma = -1;
  let lastPrep = -1;
  for (let i = s; i < e; i += 1) {
    const t = tokens[i];
    if (!t || asides.has(i)) continue;
    const f = flags[i] ?? 0;
    if (t.profane || (f & SECOND_PERSON_WORD) !== 0) return null;
    if (!t.isWord) {
      if (STOPS_RETELLING.has(t.value) || t.value.includes('\n')) return null;
      // "Gouda.. forgot the others": a run of dots ends what can be retold.
      // A pause between a subject and its verb ("I just... hovered") is stepped over to the verb.
      if (t.value.startsWith('..') || t.value === '…') {
        if (hesitation(tokens, s, i)) continue;
        break;
      }
    }
    // Fillers go, except "okay" used as a word ("asked if I was okay").
    if (((f & FILLER) !== 0 && t.isWord && !(OK_WORDS.has(t.normal) && i > s)) || t.fromEmoji) continue;
    // "so so happy": a stammer on the page, not a word the reading should repeat.
    if (t.isWord && tokens[i - 1]?.normal === t.normal && i > s && t.normal.length > 1 && !MAY_STAND_TWICE.has(t.normal)) continue;
    // Asides to the listener ("I'll be honest", "I guess") are the report's, not the dream's.
    const found = (f & MAY_OPEN_ASIDE) !== 0 ? phraseAt(tokens, i, ASIDE_WORDS, t.normal) : undefined;
    const aside = found && COMMA_ASIDES.has(found.join(' ')) && tokens[i - 1]?.value !== ',' ? undefined : found;
    // "I don't know why that felt like such a big deal": not an aside when a clause of its own follows.
    const governs = aside !== undefined && aside[aside.length - 1] === 'why' && tokens[i + aside.length]?.isWord === true && tokens[i + aside.length]?.pos !== 'CCONJ';
    // "exactly what I think of him": the thought is the sentence's object, not an aside.
    const thought = aside !== undefined && (tokens[i - 1]?.normal === 'what' || THOUGHT_OF.has(tokens[i + aside.length]?.normal ?? ''));
    if (aside && !governs && !thought) {
      i += aside.length - 1;
      if (tokens[i + 1]?.value === ',') i += 1;
      continue;
    }
    // "kind of" and "sort of" soften the dreamer's speech; a retelling does without them.
    if ((t.normal === 'kind' || t.normal === 'sort') && tokens[i + 1]?.normal === 'of' && tokens[i + 2]?.pos !== 'NOUN' && tokens[i + 2]?.pos !== 'DET') {
      i += 1;
      continue;
    }
    // Direct speech written without quotes ("Mom said go on, I'm fine", "I was like I swear") cannot
    // be retold: its "I" is not the dreamer.
    // (But "asking why I didn't study medicine" asks in the teller's words: a question word followed by
    // its subject, not its verb, is a question reported, and the "I" in it is the dreamer.)
    if ((f & SAYING_VERB) !== 0 && t.pos === 'VERB' && SPEECH_START.has(tokens[i + 1]?.normal ?? '') && !reportedQuestion(tokens, i)) return null;
    if (t.normal === 'like' && tokens[i - 1]?.lemma === 'be' && (SPEECH_START.has(tokens[i + 1]?.normal ?? '') || quotativeLike(tokens, i))) return null;
    // A question inverted round the dreamer ("how am I paying rent", "did I leave") cannot be turned
    // into the second person word by word.
    if (t.pos === 'AUX' && tokens[i + 1]?.normal === 'i' && t.normal !== 'was' && i > s) return null;
    // Nor one that opens on its question word and auxiliary ("why didn't anyone tell me").
    if (i === s && QUESTION_WORDS.has(t.normal) && tokens[i + 1]?.pos === 'AUX') return null;
    // The reading's own connectives say "suddenly"; the retold clause need not say it again.
    if (t.normal === 'suddenly' && t.pos === 'ADV') continue;
    // Spoken "like" as a filler ("in this like shopping centre", "it was like huge") is not retold;
    // "like at an airport", "looked like him", "felt like ages" compare and stay.
    if (fillerLike(tokens, i)) continue;
    // "I thought 'I'm dreaming, I can fly'": the dreamer's own thought in single marks keeps its words.
    if ((t.value === "'" || t.value === '‘') && i > verbatimEnd && THOUGHT_IN_MARKS.has(tokens[i - 1]?.lemma ?? '')) {
      for (let j = i + 1; j < i + 40 && tokens[j]?.sentence === t.sentence; j += 1) {
        if (!CLOSES_SINGLE_QUOTE.has(tokens[j]?.value ?? '')) continue;
        verbatimEnd = j;
        break;
      }
    }
    const verbatim = i < verbatimEnd;
    // (Only a span with a verb of its own: "you a receipt", what someone hands over, is no clause.)
    if (!verbatim && (t.pos === 'VERB' || t.pos === 'AUX') && sentencesWithSlips(tokens).has(t.sentence)) return null;
    // "my English is not perfect so please understand": outside quotation marks a "please" speaks to the
    // reader (or to someone in the dream, unquoted): either way it is no event to retell as the dreamer's.
    if (!verbatim && t.normal === 'please') return null;
    let word = writtenForm(t);
    // "its also kind of a walmart", "its the same house": "it's" typed without its apostrophe; the
    // possessive stands before its noun ("its head").
    if (t.normal === 'its' && (tokens[i + 1]?.pos === 'ADV' || tokens[i + 1]?.pos === 'DET' || tokens[i + 1]?.pos === 'AUX' || tokens[i + 1]?.normal === 'not')) word = t.value.charAt(0) === 'I' ? "It's" : "it's";
    // The storyteller's "this" for something not yet named ("this sick green colour", "in this like
    // shopping centre") is an article in a retelling; "this time", "this exact house" point and stay.
    if (t.normal === 'this' && indefiniteThis(tokens, i)) {
      const next = tokens[i + 1]?.normal === 'like' ? tokens[i + 2] : tokens[i + 1];
      word = articleFor(next?.value ?? 'a');
      if (i === s && STARTS_CAPITAL.test(t.value)) word = word.charAt(0).toUpperCase() + word.slice(1);
    }
    // "fell for SO long", "couldn't move AT ALL": the writer's shouted function word, told in the
    // reading's calm voice; a name in capitals ("SAT", "NGO") is no function word and stays.
    if (!verbatim && SHOUTED.test(word) && getLexicon().functionWords.has(word.toLowerCase()) && !countryUs(tokens, i)) word = word.toLowerCase();
    // "in corridor of my school" → "in the corridor of your school": the writer's missing article is put back.
    const article = !verbatim && i > s ? missingArticle(tokens, i) : null;
    if (article) word = `${article} ${word}`;
    const mapped = verbatim || countryUs(tokens, i) ? undefined : PRONOUNS.get(t.normal);
    if (verbatim) word = t.value;
    // "8 year old me was sitting on the stairs" → "your 8 year old self was sitting on the stairs": the dreamer's
    // younger self is someone met, and "8 year old you is" would not agree.
    else if (otherSelf(tokens, i)) word = 'self';
    else if (selfAhead(tokens, i)) word = `your ${t.pos === 'NUM' ? word : word.toLowerCase()}`;
    else if (mapped) word = mapped;
    else if (prevWasI && AFTER_I.has(t.normal)) word = AFTER_I.get(t.normal) ?? word;
    // An inverted "was I" ("nor was I") also agrees with "you".
    else if ((t.normal === 'was') && tokens[i + 1]?.normal === 'i') word = 'were';
    // The dreamer's capital at a sentence start goes when the clause is set inside a sentence of
    // the reading; a name keeps it ("Tom and I"), a common word tagged as a name does not ("Everything").
    else if (i === s && bareSubject(tokens, i)) word = bareSubject(tokens, i) ?? word;
    else if (i === s && word !== 'I' && CAPITALISED_WORD.test(word) && !pairedWithDreamer(tokens, i) && (t.pos !== 'PROPN' || commonWord(tokens, t, tokens[i + 1]) || commonShape(t, tokens[i + 1]))) {
      word = word.toLowerCase();
      // "Camera was only on my face": a common noun the tagger took for a name, opening its sentence
      // without an article, gets one as the nouns above do.
      if (t.pos === 'PROPN' && !COMMON_ENDING.test(t.normal) && (tokens[i + 1]?.pos === 'AUX' || tokens[i + 1]?.pos === 'VERB' || tokens[i + 1]?.pos === 'ADP') && bareSubject(tokens, i, true)) word = `the ${word}`;
    }
    prevWasI = t.normal === 'i' || t.normal === 'we';
    if (t.value === ',' && parts.length) lastComma = parts.length;
    // "…at the end of the corridor | with one of those trolleys with towels…": where a long clause
    // may end before the details that trail after its place.
    if (t.pos === 'ADP' && TRAILING_PREPS.has(t.normal) && words >= 6) lastPrep = parts.length;
    // "(of course)": the word after an opening bracket is written against it.
    if (parts.length && ((f & WRITTEN_ATTACHED) !== 0 || t.joined || opensBracket(parts[parts.length - 1] ?? ''))) parts[parts.length - 1] += word;
    else {
      parts.push(word);
      partTokens.push(i);
    }
    if (t.isWord) words += 1;
    if (words > maxWords) {
      const cut = lastComma > 3 ? lastComma : lastPrep;
      if (cut > 3) {
        // "…and the day nurse, | Priya, was giving handover": the cut took the subject's verb.
        const dropped = partTokens[cut];
        const keptLast = partTokens[cut - 1];
        const namedThenVerb = dropped !== undefined && keptLast !== undefined && (tokens[dropped]?.pos === 'AUX' || tokens[dropped]?.pos === 'VERB') && NAME_SHAPE.test(tokens[keptLast]?.value ?? '') && tokens[keptLast - 1]?.value === ',';
        // "…but the security guard, | who was my father, would not let me in": the subject before the cut has its verb beyond it.
        const subjectCut = dropped !== undefined && keptLast !== undefined && RELATIVE_WORDS.has(tokens[dropped]?.normal ?? '') && subjectAfterAnd(tokens, keptLast, s);
        parts.length = cut;
        partTokens.length = cut;
        dropLeadIn(tokens, parts, partTokens);
        if (namedThenVerb || subjectCut || mainClauseCut(tokens, partTokens)) return null;
        break;
      }
      return null;
    }
  }
  // A retelling cut at "…" may end on a conjunction or determiner ("jumped and… nothing").
  // "less scared and more like… sad?": a comparative left without its adjective goes with its "and".
  const dangling = (): boolean => {
    const last = (parts[parts.length - 1] ?? '').toLowerCase();
    // "just like he used to", "as I was supposed to": the verb is understood, and "to" stays.
    if (last === 'to' && ELIDED_TO.has((parts[parts.length - 2] ?? '').toLowerCase())) return false;
    return DANGLING.has(last) || (COMPARATIVES.has(last) && JOINING.has((parts[parts.length - 2] ?? '').toLowerCase()));
  };
  while (parts.length && dangling()) {
    parts.pop();
    partTokens.pop();
  }
  // "…and instead of falling I just… | hovered": a span cut after a subject, before its verb, has
  // lost the verb ("and instead of falling you"); it is no clause to retell.
  const lastKept = tokens[partTokens[partTokens.length - 1] ?? -1];
  if (lastKept && SUBJECT_PRONOUNS.has(lastKept.normal) && !COMPARING.has(tokens[(partTokens[partTokens.length - 2] ?? -1)]?.normal ?? '')) return null;
  // "…and instead of falling | I hovered": a phrase that only leads into the clause after it is cut from that clause.
  if (LEADS_INTO_CLAUSE.test(parts.slice(-4).join(' ').toLowerCase())) return null;
  // A span that ends on the subject of a clause whose verb comes right after it ("…to leave, my ex, Ryan, | was
  // waiting there") has lost that verb.
  let next = e;
  while (tokens[next]?.value === ',') next += 1;
  if ((tokens[next]?.pos === 'AUX' || tokens[next]?.pos === 'VERB') && tokens[next]?.sentence === tokens[e - 1]?.sentence && mainClauseCut(tokens, partTokens)) return null;
  // "…rang the little bell and the person | who came out from the back was me": a subject after "and"
  // whose relative clause comes next has its verb beyond the cut.
  if (RELATIVE_WORDS.has(tokens[e]?.normal ?? '') && tokens[e]?.sentence === tokens[e - 1]?.sentence && subjectAfterAnd(tokens, e - 1, s)) return null;
  // The same with the relative clause set off by a comma ("…but the security guard, | who was my father, would not…").
  if (RELATIVE_WORDS.has(tokens[next]?.normal ?? '') && tokens[next]?.sentence === tokens[e - 1]?.sentence && subjectAfterAnd(tokens, e - 1, s)) return null;
  // "…and the day nurse, Priya, | was giving handover": a name in apposition whose verb was left behind.
  if (next > e && (tokens[next]?.pos === 'AUX' || tokens[next]?.pos === 'VERB') && tokens[next]?.sentence === tokens[e - 1]?.sentence && (tokens[e - 1]?.pos === 'PROPN' || NAME_SHAPE.test(tokens[e - 1]?.value ?? '')) && tokens[e - 2]?.value === ',') return null;
  // "…the way he did | when I was a boy, and walked up towards the village": a clause opened by
  // "when" whose "and" goes on with a verb of the main clause before it has no main clause of its own.
  if (!keepLeading && SUBORDINATORS.has(tokens[partTokens[0] ?? -1]?.normal ?? '') && partTokens.some((p, k) => k > 0 && tokens[p]?.normal === 'and' && (parts[k - 1] ?? '').endsWith(',') && (tokens[partTokens[k + 1] ?? -1]?.pos === 'VERB' || tokens[partTokens[k + 1] ?? -1]?.pos === 'AUX'))) return null;
  // Only a subject and an auxiliary ("you've had", from "best dream I've had") say nothing.
  const lastPart = (parts[parts.length - 1] ?? '').toLowerCase();
  if (parts.length <= 2 && (AUXILIARIES.has(lastPart) || ENDS_ON_CONTRACTED_AUXILIARY.test(lastPart))) return null;
  // The tokenizer sometimes keeps a sentence's full stop on its last word ("came in."); the reading sets its own.
  let text = withoutStop(withoutTrailingPunctuation(parts.join(' '))).trim();
  // A quotation in single marks hugs its words: "he said 'the ones that came back'".
  const marked = text.includes("'") || text.includes('’') || text.includes('‘');
  if (marked) text = text.replace(PLURAL_POSSESSIVE_GAP, "$1s' ").replace(OPENING_MARK_GAP, "$1'").replace(CLOSING_MARK_GAP, "$1'");
  // Someone's words in single marks whose closing mark (with its "!" or "?") was cut off with the
  // sentence's end get them back ("he shouted 'coming!'"); words cut off mid-quotation are not retold.
  // Without a mark (the replacements above add none) nothing is opened.
  const opened = marked ? (text.match(OPENING_MARKS)?.length ?? 0) : 0;
  const closed = marked ? (text.match(CLOSING_MARKS)?.length ?? 0) : 0;
  if (opened > closed) {
    let k = e;
    let tail = '';
    while (k < tokens.length && tokens[k]?.pos === 'PUNCT' && STOPS_AND_COMMAS.test(tokens[k]?.value ?? '')) tail += tokens[k++]?.value ?? '';
    if (!SINGLE_CLOSING_MARK.test(tokens[k]?.value ?? '')) return null;
    text = `${text.replace(TRAILING_STOPS_AND_COMMAS, '')}${tail.replace(TRAILING_STOPS_AND_COMMAS, '')}'`;
  }
  if (!text || !ANY_LETTER.test(text) || looksUngrammatical(text)) return null;
  // "your teeth were fine (for once lol)": an aside whose closing bracket went with the filler is cut where it opens.
  if (text.lastIndexOf('(') > text.lastIndexOf(')')) text = text.slice(0, text.lastIndexOf('(')).replace(TRAILING_SPACE_AND_PAUSES, '');
  if (!text) return null;
  // A span across a sentence the tokenizer did not split ("…before going in. honestly I felt like
  // crying") starts its second sentence with a capital.
  if (text.includes(' was')) {
    // "I was" retold as "you was" where the tagger missed it ("me and him was…" aside): the dreamer is "you were".
    text = text.replace(YOU_WAS, '$1$2 were');
    // "you had the baby in the sling and was holding Theo's hand", "…and wasn't upset": the dreamer's second verb agrees with "you".
    text = text.replace(YOU_AND_WAS, '$1 and were$2');
  }
  if (text.includes('. ') || text.includes('! ') || text.includes('? ')) {
    // Its subjectless "woke up and checked…" is the dreamer's.
    text = text.replace(SUBJECTLESS_WAKING, '$1 you $2 ');
    text = text.replace(LOWER_AFTER_STOP, (_m, stop: string, first: string) => `${stop} ${first.toUpperCase()}`);
  }
  return { text, words, last: partTokens[partTokens.length - 1] ?? s };
}
