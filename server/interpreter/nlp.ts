import winkNLP from 'wink-nlp';
import type { ItsFunction, WinkMethods } from 'wink-nlp';
import { englishModel } from './nlp-model';
import { annotate, type ExpressionMatch } from './sense/annotate';
import { expandEmoji } from './sense/emoji';

/** Whose feeling a feeling word names: the dreamer's own, or someone else's in the dream. */
export type Experiencer = 'dreamer' | 'other';

/** One word or punctuation mark of the dream, as the rest of the engine sees it. */
export interface Token {
  /** Surface form as written (for a word that came from an emoji, the word). */
  value: string;
  /** Lower-cased surface form with contractions expanded by wink ("n't" → "not"). */
  normal: string;
  lemma: string;
  pos: string;
  /** wink's negation scope flag, widened to clauses led by "nobody"/"no one"; the engine narrows it where it matters. */
  negated: boolean;
  isWord: boolean;
  sentence: number;
  /** False for waking back-story ("before I fell asleep I watched…") and for the waking-up frame. */
  inDream: boolean;
  /** True for the waking-up frame ("I woke up crying"): its feelings count, its things are not dream images. */
  waking: boolean;
  /** Id of the idiom or multi-word expression covering this token: it has no literal symbol or keyword reading. */
  masked: string | null;
  /** Whose feeling a feeling word is; null for words that name no feeling. */
  experiencer: Experiencer | null;
  profane: boolean;
  /** The word stands for an emoji the dreamer wrote ("🐍" → "snake"). */
  fromEmoji: boolean;
  /** An ironic positive ("great, just great"): it means the opposite. */
  sarcastic: boolean;
  /** Written against the word before it, inside one word ("see-through", "t-shirt"): a retelling keeps it so. */
  joined?: boolean;
  /** How a retelling writes a word typed without its apostrophe ("theres" → "there's"). */
  written?: string;
  /** A possessive typed without its apostrophe ("my brothers voice"): retold as "brother's", read as one brother. */
  possessive?: 'singular' | 'plural';
}

export interface ParsedText {
  tokens: Token[];
  wordCount: number;
  /** Idioms and multi-word expressions found, in text order (see `Token.masked`). */
  expressions: ExpressionMatch[];
}

let instance: WinkMethods | null = null;

/** One feature of wink's model as an instance holds it: its values, and where each value sits in the list. */
interface LearnedFeature {
  hash: Record<string, number>;
  list: unknown[];
  index: number;
  /** Values in the model as loaded (the lexeme feature only). */
  intrinsicSize?: number;
}

/**
 * What wink learns while it reads. It adds every word it has not met (and the prefix, suffix and
 * shape values of such words) to its model for the life of the instance, and what it has met changes
 * how it reads the next text: "mom's" met before a full stop is learnt as one word, and from then on
 * "my mom's house" is no longer "mom" + "'s" in anyone's dream, so the same dream would be read
 * differently depending on what other people wrote before. The lookups are put back as they were
 * after each text, so every dream meets the model as it was loaded.
 */
interface Vocabulary {
  lexeme: LearnedFeature;
  /** Prefix, suffix and shape: values nothing outside the lookups points to once the words are forgotten. */
  others: LearnedFeature[];
  /** Words in the model as loaded. */
  intrinsic: number;
}

let vocabulary: Vocabulary | null = null;

/**
 * A forgotten word's entry stays in wink's lists (its packed features live in a private array that
 * only grows, in step with them), so the lists grow by a few entries a dream. Past this many a fresh
 * instance is built (about 0.1 s, once in some thousands of dreams): the memory stays bounded.
 */
export const MAX_LEARNED_WORDS = 50_000;

/*
 * The patterns below run on every token of every dream, so they are made once here: a regular
 * expression written inside a function is a new object each time that line runs.
 */
const BARE_IS = /^(there|here|that|what)s$/i;
const BARE_I_D = /^id$/i;
const BARE_HE_S = /^(he|she)s$/i;
const BARE_I_M = /^im$/i;
const BARE_INDEFINITE_OWNER = /^(any|some|every|no)(one|body)s$/i;
const LETTERS_THEN_S = /^[a-z]+s$/i;
const BARE_NT = /^nt$/i;
const BARE_RE_VE_LL = /^(re|ve|ll)$/i;
const BARE_VE = /^ve$/i;
const CURRENCY = /^[£$€¥]$/;
const OPENS_ALNUM = /^[\p{L}\p{N}]/u;
const ENDS_ALNUM = /[\p{L}\p{N}]$/u;
const OPENS_CAPITAL = /^\p{Lu}/u;

/**
 * Letters of Latin Extended-A and B ("ł", "ą", "ż", "ş", "ő") and of Latin Extended Additional, where
 * Vietnamese keeps its letters with two marks ("ớ", "ệ", "ữ"): wink's tokenizer does not take them
 * for letters, so "Długa" would come out as "D", "ł", "uga", and the reading would write "D ł uga".
 * The tagger reads each as a plain letter of the same length; the dreamer's own letters are put
 * back into the tokens afterwards.
 */
const EXTENDED_LATIN = /[\u0100-\u024F\u1E00-\u1EFF]/;
const EXTENDED_LATIN_ALL = /[\u0100-\u024F\u1E00-\u1EFF]/g;
const PLAIN_LETTER = /^[A-Za-z]$/;
const NO_DECOMPOSITION: Readonly<Record<string, string>> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i', ħ: 'h', Ħ: 'H', ŧ: 't', Ŧ: 'T', ŋ: 'n', Ŋ: 'N', ĸ: 'k', œ: 'e', Œ: 'E', ƒ: 'f' };

/** One plain letter for each extended one, so the text keeps its length letter for letter. */
function plainLetters(text: string): string {
  return text.replace(EXTENDED_LATIN_ALL, (ch) => {
    const base = ch.normalize('NFD').charAt(0);
    return PLAIN_LETTER.test(base) ? base : (NO_DECOMPOSITION[ch] ?? 'x');
  });
}

/**
 * Puts the dreamer's letters back into tokens read from `plainLetters(original)`: the tokens and the
 * spaces before them spell the text through, so each token's place in the original is known.
 */
function restoreLetters(tokens: Token[], original: string, plain: string, spaces: readonly string[]): void {
  let at = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (!t) continue;
    at += (spaces[i] ?? '').length;
    const own = original.slice(at, at + t.value.length);
    if (plain.slice(at, at + t.value.length) !== t.value) return;
    at += t.value.length;
    if (own === t.value) continue;
    const lower = own.toLowerCase();
    if (t.normal === t.value.toLowerCase()) t.normal = lower;
    if (t.lemma === t.value.toLowerCase()) t.lemma = lower;
    t.value = own;
  }
}

/** Words after "hes"/"shes" that make it "he's", not a plural ("hes after you", "shes gone"). */
const HE_S_NEXT = new Set(['after', 'not', 'never', 'always', 'still', 'just', 'so', 'really', 'my', 'your', 'the', 'a', 'gone', 'been', 'got', 'dead', 'here', 'there', 'in', 'at', 'on', 'like', 'going', 'coming']);
const THEY_WE_YOU = new Set(['they', 'we', 'you']);

/** Words that follow "I'd" and never an id: "id been", "id never", "id forgotten". */
const I_D_NEXT = new Set(['been', 'had', 'have', 'never', 'just', 'already', 'always', 'forgotten', 'left', 'lost', 'done', 'gone', 'seen', 'like', 'love', 'rather', 'better', 'probably', 'actually', 'missed', 'got', 'come', 'taken', 'also', 'still', 'really', 'totally', 'completely', 'even', 'somehow', 'accidentally', 'forgot', 'put', 'be', 'go', 'get', 'know']);

/**
 * "theres a cleaner at the end of the corridor", "im walking up to the gates": typed without their
 * apostrophe, "there's", "that's" and "I'm" are single words the tagger cannot read (the clause "theres" opens
 * has no verb). They are read as "there is" and as the dreamer, and retold with the apostrophe.
 */
function readBareContractions(tokens: Token[]): void {
  for (let k = 0; k < tokens.length; k += 1) {
    const t = tokens[k];
    // All of them are words of two to six letters, and all but "id" and "im" end in s: most words
    // are passed over by those tests alone, before any pattern is tried.
    if (!t || t.value.length > 6 || (t.value.length !== 2 && !endsWithS(t.value))) continue;
    if (BARE_IS.test(t.value)) {
      t.pos = 'VERB';
      t.lemma = 'be';
      t.written = `${t.value.slice(0, -1)}'s`;
    } else if (BARE_I_D.test(t.value) && I_D_NEXT.has(tokens[k + 1]?.normal ?? '')) {
      // "woke up feeling like id been running": "I'd", not an id.
      t.pos = 'PRON';
      t.lemma = 'i';
      t.normal = "i'd";
      t.written = "I'd";
    } else if (BARE_HE_S.test(t.value) && HE_S_NEXT.has(tokens[k + 1]?.normal ?? '')) {
      // "you just KNOW hes after you": "he's", retold with its apostrophe.
      t.pos = 'PRON';
      t.lemma = t.value.slice(0, -1).toLowerCase();
      t.written = `${t.value.slice(0, -1)}'s`;
    } else if (BARE_I_M.test(t.value)) {
      // "im walking up to the gates": the dreamer, as "I'm".
      t.pos = 'PRON';
      t.lemma = 'i';
      t.normal = "i'm";
      t.written = "I'm";
    }
  }
}

/**
 * Frequent misspellings that are no other English word ("completley", "wierd", "definately"): a
 * retelling that hands the dreamer's words back writes them as meant, not with the slip of a tired
 * hand. Quotations keep the dreamer's own text: they are cut from the report, not from the tokens.
 */
const MISSPELT: ReadonlyMap<string, string> = new Map([
  ['completley', 'completely'], ['completly', 'completely'], ['compleatly', 'completely'],
  ['definately', 'definitely'], ['definatly', 'definitely'], ['definetly', 'definitely'], ['defintely', 'definitely'],
  ['wierd', 'weird'], ['wierdly', 'weirdly'], ['untill', 'until'], ['tommorow', 'tomorrow'], ['tommorrow', 'tomorrow'],
  ['realy', 'really'], ['actualy', 'actually'], ['basicaly', 'basically'], ['finaly', 'finally'], ['probaly', 'probably'],
  ['immediatly', 'immediately'], ['suddenely', 'suddenly'], ['suprised', 'surprised'], ['suprise', 'surprise'],
  ['beleive', 'believe'], ['beleived', 'believed'], ['recieve', 'receive'], ['recieved', 'received'],
  ['freind', 'friend'], ['freinds', 'friends'], ['thier', 'their'], ['begining', 'beginning'],
  ['embarassed', 'embarrassed'], ['embarrased', 'embarrassed'], ['seperate', 'separate'], ['seperated', 'separated'],
  ['dissapeared', 'disappeared'], ['dissapear', 'disappear'], ['disapeared', 'disappeared'], ['occured', 'occurred'],
  ['happend', 'happened'], ['beacuse', 'because'], ['becuase', 'because'], ['becasue', 'because'],
]);

/**
 * A misspelt word written as meant, with the dreamer's capital kept ("Wierd" → "Weird"), and looked up
 * as meant (its lemma): the lexicons know "embarrassed", not "embarassed", and a feeling typed in a
 * hurry is still felt.
 */
function readMisspellings(tokens: Token[]): void {
  for (const t of tokens) {
    if (t.written || t.value.length < 4) continue;
    const meant = MISSPELT.get(t.normal);
    if (!meant) continue;
    const first = t.value.charCodeAt(0);
    t.written = first >= 65 && first <= 90 ? meant.charAt(0).toUpperCase() + meant.slice(1) : meant;
    if (t.lemma === t.normal) t.lemma = meant;
  }
}

/** Past forms of verbs that learners of English often leave in the base form after "he" or "she". */
const PAST_OF: ReadonlyMap<string, string> = new Map([
  ['give', 'gave'], ['come', 'came'], ['take', 'took'], ['go', 'went'], ['say', 'said'], ['tell', 'told'], ['see', 'saw'], ['make', 'made'],
  ['get', 'got'], ['bring', 'brought'], ['hold', 'held'], ['sit', 'sat'], ['stand', 'stood'], ['run', 'ran'], ['speak', 'spoke'], ['leave', 'left'],
  ['find', 'found'], ['know', 'knew'], ['think', 'thought'], ['begin', 'began'], ['throw', 'threw'], ['write', 'wrote'], ['eat', 'ate'],
  ['drink', 'drank'], ['sing', 'sang'], ['fall', 'fell'], ['feel', 'felt'], ['keep', 'kept'], ['show', 'showed'], ['open', 'opened'],
  ['ask', 'asked'], ['look', 'looked'], ['walk', 'walked'], ['call', 'called'], ['want', 'wanted'], ['start', 'started'], ['turn', 'turned'],
  ['laugh', 'laughed'], ['smile', 'smiled'], ['kiss', 'kissed'], ['hug', 'hugged'], ['touch', 'touched'], ['point', 'pointed'],
]);

/**
 * "Then she give me a key… and she said…": a verb in its base form right after "he" or "she", in a
 * sentence told in the past, is the past its writer meant (English is often not the dreamer's first
 * language); the retelling writes that past rather than hand the slip back to them. Inside someone's
 * quoted words nothing changes.
 */
function readAgreementSlips(tokens: Token[]): void {
  for (let i = 1; i < tokens.length; i += 1) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    if (!t || !prev || t.written || t.pos !== 'VERB' || t.normal !== t.lemma || (prev.normal !== 'he' && prev.normal !== 'she')) continue;
    const past = PAST_OF.get(t.normal);
    if (!past) continue;
    let told = false;
    let quoted = false;
    for (let k = i - 1; k >= 0 && tokens[k]?.sentence === t.sentence; k -= 1) if (QUOTE_MARKS.has(tokens[k]?.value ?? '')) quoted = !quoted;
    if (quoted) continue;
    for (let k = i + 1; k < tokens.length && tokens[k]?.sentence === t.sentence && !told; k += 1) {
      const w = tokens[k];
      if (w && QUOTE_MARKS.has(w.value)) break;
      told = Boolean(w && (w.pos === 'VERB' || w.pos === 'AUX') && w.normal !== w.lemma && (w.normal.endsWith('ed') || PAST_FORMS.has(w.normal)));
    }
    for (let k = i - 2; k >= 0 && tokens[k]?.sentence === t.sentence && !told; k -= 1) {
      const w = tokens[k];
      told = Boolean(w && (w.pos === 'VERB' || w.pos === 'AUX') && w.normal !== w.lemma && (w.normal.endsWith('ed') || PAST_FORMS.has(w.normal)));
    }
    if (told) t.written = t.value.charCodeAt(0) <= 90 ? past.charAt(0).toUpperCase() + past.slice(1) : past;
  }
}
const PAST_FORMS = new Set([...PAST_OF.values(), 'was', 'were', 'had', 'did']);

/** The past of a verb from the list above ("say" → "said"), or null for one not on it. */
export function pastOf(lemma: string): string | null {
  return PAST_OF.get(lemma) ?? null;
}
const QUOTE_MARKS = new Set(['"', '“', '”']);

const ARTICLES = new Set(['a', 'an', 'the', 'this', 'that', 'my', 'his', 'her', 'our', 'their', 'your']);

/**
 * "a cleaner at the end of the corridor", "the cleaner was pushing a trolley": after an article and
 * before no noun, a word in -er is someone or something, not a comparative ("cleaner than before").
 * The tagger gets this wrong most often after a typo it cannot read ("theres a cleaner").
 */
function retagAgentNouns(tokens: Token[]): void {
  for (let i = 1; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (!t || t.pos !== 'ADJ' || !t.normal.endsWith('er') || t.lemma === t.normal || !ARTICLES.has(tokens[i - 1]?.normal ?? '')) continue;
    const next = tokens[i + 1];
    if (next && (next.pos === 'NOUN' || next.pos === 'PROPN' || next.pos === 'ADJ' || next.normal === 'than' || next.normal === 'one' || next.normal === 'ones')) continue;
    t.pos = 'NOUN';
    t.lemma = t.normal;
  }
}

/** Determiners after which a word in its base form names a thing ("the gate", "my coat"); not "her", which may be the one who acts ("I saw her leave"). */
const THING_DETERMINERS = new Set(['a', 'an', 'the', 'my', 'his', 'our', 'their', 'your']);
/** Words that stand after "a" without a noun ("a little", "a few") or only lead into one ("a whole…"). */
// ("dream" is left to the reading of the frame, "In the dream…", which reads it whatever its tag.)
const NOT_THINGS = new Set(['dream', 'little', 'few', 'lot', 'bit', 'same', 'whole', 'other', 'different', 'certain', 'couple', 'good', 'bad', 'great', 'long', 'short', 'while', 'new', 'old', 'real', 'lovely', 'nice', 'strange', 'weird']);
/** Endings of adjectives ("anxious", "hopeful", "happy", "strange-looking"): such a word is left as tagged. */
const ADJECTIVE_ENDING = /(ous|ful|ive|less|able|ible|ic|al|ish|[^aeiou]y|ed|ing|er|est|ent|ant)$/;
/** The same for a word taken for a verb in its base form: "shed" and "bed" are things, "-ed" no past here (the base form is checked). */
const VERB_ADJECTIVE_ENDING = /(ous|ful|ive|less|able|ible|ic|ish|ing)$/;
/** What may follow a noun that ends its phrase: a stop, a preposition, "and", someone ("my uncle"), a determiner. */
/** The one something is handed to: "gave me a…", "handed her a…". */
const GIVEN_TO = new Set(['me', 'him', 'her', 'us', 'them', 'you']);
const AFTER_THING = new Set(['PUNCT', 'ADP', 'CCONJ', 'SCONJ', 'PRON', 'DET', 'PART']);

/**
 * "handed me a key and…", "At the gate my uncle…", "a key to the shed.": the tagger sometimes reads
 * a noun after an article as an adjective or a verb when no noun follows it, and the thing is lost as
 * an image (or "gate" becomes the clause's verb). A word in its base form, right after an article
 * (or after "a" and words that describe it: "a small key"), ending the phrase, is read as the noun.
 * Words that are adjectives by their ending, or that stand after "a" alone ("a little"), are left.
 */
function retagThingsAfterArticles(tokens: Token[]): void {
  for (let i = 1; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (!t || (t.pos !== 'ADJ' && t.pos !== 'VERB') || t.normal !== t.lemma || t.normal.length < 3 || NOT_THINGS.has(t.normal) || (t.pos === 'ADJ' ? ADJECTIVE_ENDING : VERB_ADJECTIVE_ENDING).test(t.normal)) continue;
    const next = tokens[i + 1];
    if (next && next.sentence === t.sentence && !AFTER_THING.has(next.pos)) continue;
    // "the gate my uncle": a determiner or pronoun after it must open a phrase of its own, not be its object ("a gave me").
    if (next && (next.pos === 'PRON' || next.pos === 'DET') && !THING_DETERMINERS.has(next.normal) && next.normal !== 'her') continue;
    // The article, right before it, or before words that describe it ("a small key", where "small" is taken for an adverb).
    let k = i - 1;
    const between: Token[] = [];
    while (k > i - 3 && t.pos === 'ADJ' && (tokens[k]?.pos === 'ADJ' || tokens[k]?.pos === 'ADV') && !NOT_THINGS.has(tokens[k]?.normal ?? '')) between.push(tokens[k--] as Token);
    const det = tokens[k];
    if (!det || det.sentence !== t.sentence || !THING_DETERMINERS.has(det.normal) || det.pos !== 'DET' && det.pos !== 'PRON') continue;
    // An adjective is a noun only after "a" or "an" ("a key"): after "the" it may stand for a kind ("the brave").
    // And only as the thing handed to someone ("handed me a key", "gave him a small key"), where nothing
    // but a thing can stand; elsewhere the phrase around it is left as the tagger read it.
    if (t.pos === 'ADJ' && ((det.normal !== 'a' && det.normal !== 'an') || !GIVEN_TO.has(tokens[k - 1]?.normal ?? '') || tokens[k - 2]?.pos !== 'VERB')) continue;
    t.pos = 'NOUN';
    for (const b of between) if (b.pos === 'ADV') b.pos = 'ADJ';
  }
}

/** Words that open a clause, after which a word and then a verb are its subject and verb. */
const CLAUSE_OPENERS = new Set(['then', 'and', 'but', 'suddenly', 'so', 'soon', 'later', ',']);
/** Inflected verbs of the course of an event, which a bare thing may start a clause with ("water started…"). */
const INDEFINITES = new Set(['everything', 'everyone', 'everybody', 'something', 'someone', 'somebody', 'nothing', 'nobody', 'anything', 'anyone']);
const CAPITALISED = /^\p{Lu}/u;
const COURSE_VERBS = new Set(['started', 'began', 'kept', 'came', 'rose', 'poured', 'filled', 'stopped', 'was', 'were']);

/**
 * "Then water started coming in": a word in its base form that opens a clause and stands right
 * before a verb in the past is that verb's subject; the tagger, seeing "water" and no article, makes
 * it a verb, and the clause is then read without a subject (and told apart from what follows it).
 */
function retagSubjectsBeforeVerbs(tokens: Token[]): void {
  for (let i = 1; i < tokens.length; i += 1) {
    const t = tokens[i];
    const next = tokens[i + 1];
    const before = tokens[i - 1];
    if (!t || !next || !before || t.pos !== 'VERB' || t.normal !== t.lemma || next.sentence !== t.sentence || !COURSE_VERBS.has(next.normal)) continue;
    if (before.sentence === t.sentence && !CLAUSE_OPENERS.has(before.normal)) continue;
    // ("Everything was…", "Josh was…": a pronoun or a name, not a thing.)
    t.pos = INDEFINITES.has(t.normal) ? 'PRON' : CAPITALISED.test(t.value) && before.sentence === t.sentence ? 'PROPN' : 'NOUN';
  }
}

/** People (and pets) whose things a dream names: "my mums face", "her dogs lead". */
const OWNERS = new Set(['mum', 'mom', 'mam', 'mother', 'dad', 'father', 'brother', 'sister', 'friend', 'nan', 'nana', 'gran', 'granny', 'grandma', 'grandad', 'granddad', 'grandpa', 'grandmother', 'grandfather', 'aunt', 'auntie', 'uncle', 'cousin', 'wife', 'husband', 'boyfriend', 'girlfriend', 'partner', 'son', 'daughter', 'boss', 'teacher', 'neighbour', 'neighbor', 'flatmate', 'roommate', 'housemate', 'ex', 'baby', 'dog', 'cat', 'parent', 'kid', 'child', 'grandparent', 'colleague', 'driver', 'passenger']);
/** Owners usually spoken of together: "my parents house" is the parents' house. */
const PLURAL_OWNERS = new Set(['parent', 'kid', 'grandparent']);
const SIDES = new Set(['back', 'front']);
const OWNER_DETERMINERS = new Set(['my', 'his', 'her', 'our', 'their', 'your', 'the']);

function endsWithS(value: string): boolean {
  const last = value.charCodeAt(value.length - 1);
  return last === 115 || last === 83;
}

/** Words of place the tagger may take for nouns: "the kids upstairs cheered" owns nothing. */
const WHERE_WORDS = new Set(['upstairs', 'downstairs', 'outside', 'inside', 'indoors', 'outdoors', 'home', 'nearby', 'overhead', 'abroad']);

/**
 * "My little brothers voice", "at my parents house": a possessive typed without its apostrophe
 * reads as a plural, so the dream would hold brothers and the retelling would say so. An owner
 * after a possessive determiner and before a noun is marked, and its normal form is the owner's own.
 */
function markBareGenitives(tokens: Token[]): void {
  for (let i = 1; i < tokens.length - 1; i += 1) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (!t || !next) continue;
    // Every case below is a word ending in s: most words are passed over by that test alone.
    if (!endsWithS(t.value)) continue;
    // "anyones number", "someones coat": the indefinite owner, one person.
    if (BARE_INDEFINITE_OWNER.test(t.value) && (next.pos === 'NOUN' || next.pos === 'ADJ')) {
      t.possessive = 'singular';
      t.normal = t.normal.slice(0, -1);
      continue;
    }
    if (t.pos !== 'NOUN') continue;
    // The tagger leaves some owners unlemmatised ("grans"): the word without its s is tried too.
    const owner = OWNERS.has(t.lemma) && t.normal !== t.lemma ? t.lemma : OWNERS.has(t.normal.slice(0, -1)) ? t.normal.slice(0, -1) : null;
    if (!owner || !LETTERS_THEN_S.test(t.value)) continue;
    // The owned thing follows, perhaps after its adjectives ("my mums old blue Fiesta").
    let k = i + 1;
    while (k < i + 4 && (tokens[k]?.pos === 'ADJ' || SIDES.has(tokens[k]?.normal ?? ''))) k += 1;
    const owned = tokens[k];
    // After "back" or "front" ("my grans back garden") the tagger may take the noun for a verb.
    const sided = k > i + 1 && SIDES.has(tokens[k - 1]?.normal ?? '');
    if (!owned || (owned.pos !== 'NOUN' && owned.pos !== 'PROPN' && !(sided && owned.pos === 'VERB')) || owned.sentence !== t.sentence || owned.normal.endsWith('ing') || WHERE_WORDS.has(owned.normal)) continue;
    const before = tokens[i - 1]?.pos === 'ADJ' ? tokens[i - 2] : tokens[i - 1];
    if (!before || !OWNER_DETERMINERS.has(before.normal)) continue;
    t.possessive = PLURAL_OWNERS.has(owner) ? 'plural' : 'singular';
    if (t.possessive === 'singular') {
      t.normal = owner;
      t.lemma = owner;
    }
  }
}

/**
 * The model is created lazily: importing the module stays cheap, and `warmUp` pays
 * the ~100 ms construction cost at server start instead of on the first request.
 * NER, sentiment and custom entities are left out of the pipe because we never read them.
 */
export function getNlp(): WinkMethods {
  if (instance) return instance;
  type LoadedModel = { features: Record<string, Partial<LearnedFeature>> };
  const holder: { loaded?: LoadedModel } = {};
  // A hand on the core model wink reads, whose lookups it extends as it reads.
  instance = winkNLP(
    englishModel((core) => (holder.loaded = core as unknown as LoadedModel)),
    ['sbd', 'pos', 'negation'],
  );
  const features = holder.loaded?.features ?? {};
  const learnable = (f: Partial<LearnedFeature> | undefined): f is LearnedFeature => Boolean(f?.hash && Array.isArray(f.list) && typeof f.index === 'number');
  const lexeme = features.lexeme;
  if (!learnable(lexeme)) throw new Error('wink-nlp: the model has no lexeme lookup to keep from learning');
  vocabulary = {
    lexeme,
    others: Object.entries(features).flatMap(([name, f]) => (name !== 'lexeme' && learnable(f) ? [f] : [])),
    intrinsic: lexeme.intrinsicSize ?? lexeme.list.length,
  };
  return instance;
}

/** Runs `read` with wink, then makes wink forget every word and value it learnt meanwhile. */
function readUnlearned<T>(read: (nlp: WinkMethods) => T): T {
  const nlp = getNlp();
  const v = vocabulary;
  if (!v) return read(nlp);
  const lexemeMark = v.lexeme.list.length;
  const otherMarks = v.others.map((f) => f.list.length);
  try {
    return read(nlp);
  } finally {
    forgetFrom(v.lexeme, lexemeMark);
    v.others.forEach((f, k) => {
      const mark = otherMarks[k] ?? f.list.length;
      forgetFrom(f, mark);
      // Only forgotten words point to these values: the list can shrink, so each value learnt again gets the same place.
      f.list.length = mark;
      f.index = mark;
    });
    if (v.lexeme.list.length - v.intrinsic > MAX_LEARNED_WORDS) {
      instance = null;
      vocabulary = null;
    }
  }
}

function forgetFrom(f: LearnedFeature, mark: number): void {
  for (let i = mark; i < f.list.length; i += 1) {
    const key = String(f.list[i]);
    if (f.hash[key] === i) delete f.hash[key];
  }
}

/**
 * A word the model knows in lower case but never saw capitalised ("traffic", "camera", but not
 * "Will" or "Ruby"): written with a capital at a sentence start, it is the common word, not a name.
 */
export function lowerCaseWord(value: string): boolean {
  getNlp();
  const v = vocabulary;
  if (!v) return false;
  const lower = v.lexeme.hash[value.toLowerCase()];
  const upper = v.lexeme.hash[value];
  return lower !== undefined && lower < v.intrinsic && (upper === undefined || upper >= v.intrinsic);
}

/** A word in the model's own vocabulary, as written ("catch", "walk"), not one learnt from a dream. */
export function knownWord(value: string): boolean {
  getNlp();
  const v = vocabulary;
  const at = v?.lexeme.hash[value];
  return v !== null && at !== undefined && at < v.intrinsic;
}

/** How many words wink holds beyond the model as loaded (forgotten ones included): for tests. */
export function learnedWordCount(): number {
  return vocabulary ? vocabulary.lexeme.list.length - vocabulary.intrinsic : 0;
}

const BULLETS = new Set(['-', '*', '•', '–', '—']);
const SENTENCE_ENDS = new Set(['.', '!', '?', '…', '...']);

/**
 * A report typed line by line ("- i was in a lidl buying tins of pineapple\n- my sister and i were
 * on a pedalo") has no full stops for the sentence splitter: a bulleted line, or a line after one that
 * ends without punctuation, is a sentence of its own.
 */
function splitLines(tokens: Token[]): void {
  let shift = 0;
  let lastWord = -1;
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (!t) continue;
    t.sentence += shift;
    // The line break and the bullet stay with the line before; the new sentence opens on the first word.
    let k = i - 1;
    while (k > lastWord && k >= 0 && BULLETS.has(tokens[k]?.value ?? '')) k -= 1;
    const brk = tokens[k];
    if (t.isWord && k > lastWord && brk?.pos === 'SPACE' && brk.value.includes('\n') && lastWord >= 0) {
      const before = tokens[k - 1];
      const open = before !== undefined && !SENTENCE_ENDS.has(before.value) && before.sentence === t.sentence;
      if (open) {
        shift += 1;
        t.sentence += 1;
      }
    }
    if (t.isWord) lastWord = i;
  }
}

/**
 * Titles written short before a name ("the Sto. Niño", "Fr. Tom", "Sta. Cruz"): the splitter ends a
 * sentence at the stop when it does not know the abbreviation, and the name then opens a sentence of its
 * own. A short title, its stop typed close and a capitalised word next is one name: the sentences join again.
 */
const NAME_TITLES = new Set(['st', 'sto', 'sta', 'ste', 'fr', 'rev', 'mt', 'ft', 'sr', 'jr', 'dr', 'mr', 'mrs', 'ms', 'br', 'msgr', 'prof', 'capt', 'sgt', 'gen', 'col', 'lt', 'gov', 'sen', 'hon', 'pres', 'sn', 'snr', 'mx']);

function joinTitleStops(tokens: Token[], spaces: () => string[]): void {
  let shift = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (!t) continue;
    t.sentence -= shift;
    const title = tokens[i - 2];
    const stop = tokens[i - 1];
    if (stop?.value !== '.' || !title || !NAME_TITLES.has(title.normal) || !OPENS_CAPITAL.test(title.value)) continue;
    if (!t.isWord || !OPENS_CAPITAL.test(t.value) || t.sentence === stop.sentence) continue;
    const sp = spaces();
    // "Sto. Niño": the stop typed on the title, a space before the name.
    if (sp[i - 1] || !sp[i]) continue;
    shift += 1;
    t.sentence -= 1;
  }
}

/** How many tokens a sentence span [first, last] holds. */
function spanLength(span: number[] | undefined): number {
  const first = span?.[0] ?? 0;
  const last = span?.[1] ?? -1;
  return Math.max(0, last - first + 1);
}

export function parseText(text: string): ParsedText {
  return readUnlearned((nlp) => parseWith(nlp, text));
}

function parseWith(nlp: WinkMethods, text: string): ParsedText {
  // Emoji become words first, so "🐍🌊😱" is read as a snake, a wave and terror rather than as nothing.
  const prepared = expandEmoji(text);
  const its = nlp.its;
  const extended = EXTENDED_LATIN.test(prepared.text);
  const plain = extended ? plainLetters(prepared.text) : prepared.text;
  const doc = nlp.readDoc(plain);
  const all = doc.tokens();
  // wink's typings do not fit every `its` helper (lemma takes addons), hence the casts.
  const col = <T>(fn: unknown): T[] => all.out(fn as ItsFunction<T>) as T[];
  const values = col<string>(its.value);
  const normals = col<string>(its.normal);
  const lemmas = col<string>(its.lemma);
  const pos = col<string>(its.pos);
  const negs = col<boolean>(its.negationFlag);
  const types = col<string>(its.type);
  // Only a swear word softened with symbols ("f*ck") needs the spaces between tokens: read them on demand.
  let spaces: string[] | null = null;
  const spacesBefore = (): string[] => (spaces ??= col<string>(its.precedingSpaces));

  // Each sentence's token span in one call (not a sentence object and token collection apiece);
  // their texts are never read, and rebuilding them from the tokens is a good part of the columns' cost.
  const spans = doc.sentences().out(its.span) as number[][];
  // Tokens take their sentence by walking the spans in step with them: sentence k numbers as many
  // tokens as its span holds. Past the last span, a token belongs to the last sentence.
  let sentence = 0;
  let leftInSentence = spanLength(spans[0]);
  const lastSentence = Math.max(0, spans.length - 1);

  // Made at its final length, not grown (and copied) a push at a time.
  const tokens = new Array<Token>(values.length);
  let wordCount = 0;
  for (let i = 0; i < values.length; i += 1) {
    const type = types[i] ?? '';
    const isWord = type === 'word';
    if (isWord) wordCount += 1;
    while (leftInSentence <= 0 && sentence < spans.length) {
      sentence += 1;
      leftInSentence = spanLength(spans[sentence]);
    }
    leftInSentence -= 1;
    tokens[i] = {
      value: values[i] ?? '',
      normal: normals[i] ?? '',
      lemma: (lemmas[i] ?? '').toLowerCase(),
      pos: pos[i] ?? 'X',
      negated: Boolean(negs[i]),
      isWord,
      sentence: sentence < spans.length ? sentence : lastSentence,
      inDream: true,
      waking: false,
      masked: null,
      experiencer: null,
      profane: false,
      fromEmoji: false,
      sarcastic: false,
    };
  }
  if (extended) restoreLetters(tokens, prepared.text, plain, spacesBefore());
  splitLines(tokens);
  joinTitleStops(tokens, spacesBefore);
  // A hyphen with no space on either side belongs to one word ("see-through"): the retelling must not split it.
  for (let i = 1; i < tokens.length - 1; i += 1) {
    const t = tokens[i];
    if (t?.value !== '-' || !tokens[i - 1]?.isWord || !tokens[i + 1]?.isWord) continue;
    const sp = spacesBefore();
    if (!sp[i] && !sp[i + 1]) {
      t.joined = true;
      const next = tokens[i + 1];
      if (next) next.joined = true;
    }
  }
  // A contraction typed without its apostrophe ("couldnt", "wont", "dont") comes out as two words,
  // "could" and "nt": the retelling writes them as one again, with the apostrophe ("couldn't").
  const sp = spacesBefore();
  for (let i = 1; i < tokens.length; i += 1) {
    const t = tokens[i];
    // Each such piece has two letters and no space before it.
    if (!t || t.value.length !== 2 || sp[i]) continue;
    if (BARE_NT.test(t.value) && tokens[i - 1]?.isWord) t.joined = true;
    // "theyre", "weve", "youll", "Ive": the other contractions typed without their apostrophe.
    else if ((BARE_RE_VE_LL.test(t.value) && THEY_WE_YOU.has(tokens[i - 1]?.normal ?? '')) || (BARE_VE.test(t.value) && tokens[i - 1]?.normal === 'i')) {
      t.joined = true;
      t.written = `'${t.value}`;
    }
  }
  // Any other word the tagger split where the dreamer typed no space ("Flat 4B", "cannot", "£4") is
  // written as one again.
  for (let i = 1; i < tokens.length; i += 1) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    if (t && prev && !sp[i] && t.pos === 'NUM' && CURRENCY.test(prev.value)) t.joined = true;
    if (t && prev && !t.joined && !sp[i] && (t.isWord || t.pos === 'NUM') && (prev.isWord || prev.pos === 'NUM') && OPENS_ALNUM.test(t.value) && ENDS_ALNUM.test(prev.value)) t.joined = true;
  }
  markBareGenitives(tokens);
  retagAgentNouns(tokens);
  retagThingsAfterArticles(tokens);
  retagSubjectsBeforeVerbs(tokens);
  readBareContractions(tokens);
  readMisspellings(tokens);
  readAgreementSlips(tokens);
  const expressions = annotate(tokens, { spaces: spacesBefore, emoji: prepared.words, text: prepared.text });
  return { tokens, wordCount, expressions };
}
