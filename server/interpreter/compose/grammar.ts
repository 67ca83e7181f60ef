/**
 * Small grammar for generated prose: articles by sound, lists, capitals, and a common word at the
 * head of a borrowed sentence lowered when it follows a colon.
 */

// Words written with a vowel letter but said with a consonant sound, and the reverse.
const VOWEL_LETTER_CONSONANT_SOUND = /^(uni(?!mport|nhabit|nvit|nform|nterest|ndent|ntell)|use|usu|usa|uti|ure|uro|eu|ewe|one\b|once|ouija|u\b|ufo)/i;
const SILENT_H = /^(hour|honest|honou?r|heir|herb\b)/i;
const OPENING_QUOTES_AND_BRACKETS = /^["“'‘(]+/;
const STARTS_WITH_VOWEL = /^[aeiou]/i;

/** The article a word takes: "an hour", "a unicorn", "an owl", "a house". */
export function articleFor(word: string): 'a' | 'an' {
  const w = word.replace(OPENING_QUOTES_AND_BRACKETS, '');
  if (SILENT_H.test(w)) return 'an';
  if (VOWEL_LETTER_CONSONANT_SOUND.test(w)) return 'a';
  return STARTS_WITH_VOWEL.test(w) ? 'an' : 'a';
}

export const withArticle = (phrase: string): string => `${articleFor(phrase)} ${phrase}`;

export function capitalise(s: string): string {
  const first = s.charAt(0);
  const upper = first.toUpperCase();
  // Most sentences already open with a capital: the same text, without copying it.
  return upper === first ? s : upper + s.slice(1);
}

export function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1] ?? ''}`;
}

// First words of lexicon sentences that are ordinary words, lowered after a colon; names keep capitals.
const LOWERABLE = new Set([
  'the', 'a', 'an', 'in', 'every', 'to', 'each', 'we', 'when', 'after', 'all', 'on', 'its', 'it', 'this', 'such', 'many',
  'one', 'for', 'because', 'as', 'like', 'what', 'where', 'some', 'there', 'no', 'our', 'most', 'both', 'few', 'whoever',
  'anyone', 'among', 'since', 'long', 'few', 'dreams', 'water', 'lakes', 'rain', 'storm', 'snow', 'light', 'sand', 'summer',
  'eating', 'walking', 'running', 'flying', 'falling', 'fire', 'children', 'people', 'old', 'nothing', 'even', 'only', 'here',
]);

const CAPITALISED_FIRST_WORD = /^([A-Z][a-z]*)\b/;

export function lowerFirstWord(sentence: string): string {
  const m = CAPITALISED_FIRST_WORD.exec(sentence);
  if (!m?.[1] || !LOWERABLE.has(m[1].toLowerCase())) return sentence;
  return m[1].toLowerCase() + sentence.slice(m[1].length);
}

/** Splits a lexicon text into its sentences. */
export function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z"“])/).map((s) => s.trim()).filter(Boolean);
}

export const stripFinalStop = (s: string): string => s.replace(/[.!?]+$/, '');

// tidy's patterns, made once at load; global patterns used with replace start from the beginning of
// the text whatever their lastIndex, so one object serves every call.
const SPACE_BEFORE_PUNCTUATION = /\s+([,.;:!?])/g;
const DOUBLED_STOP = /([.!?])\./g;
const STOP_AFTER_QUOTED_MARK = /([.!?]['’]?['’"”])\./g;
const DOUBLED_COMMA = /,\s*,/g;
const COLON_BEFORE_STOP = /:\s*\./g;
const SPACE_RUN = /\s{2,}/g;

/** Anything one of tidy's replacements would change: most sentences have none, and one scan is cheaper than five. */
const UNTIDY = /\s[\s,.;:!?]|[.!?]['’"”]{0,2}\.|,\s*,|:\s*\./;

/** Tidies generated prose: spaces before punctuation, doubled stops, a capital at the start. */
export function tidy(sentence: string): string {
  if (!UNTIDY.test(sentence)) return capitalise(sentence.trim());
  const s = sentence
    .replace(SPACE_BEFORE_PUNCTUATION, '$1')
    .replace(DOUBLED_STOP, '$1')
    // "he shouted 'coming!'", "…and said 'you are late.'": the quotation's own mark ends the sentence.
    .replace(STOP_AFTER_QUOTED_MARK, '$1')
    .replace(DOUBLED_COMMA, ',')
    .replace(COLON_BEFORE_STOP, '.')
    .replace(SPACE_RUN, ' ')
    .trim();
  return capitalise(s);
}

/** /[^s'’]s$/i, read on the last two characters rather than tried at every position of the word. */
function pluralish(w: string): boolean {
  const n = w.length;
  const last = w.charCodeAt(n - 1);
  if (n < 2 || (last !== 115 && last !== 83)) return false;
  const before = w.charCodeAt(n - 2);
  return before !== 115 && before !== 83 && before !== 39 && before !== 0x2019;
}
const NOT_PLURAL = /(ss|us|is|ics|ness|news|series|species|glass|bus|gas|lens|chaos|iris|canvas|compass|moss|dress|princess|goddess|witness|fortress|abyss|cross|boss|class|mass|grass|pass|kiss)$/i;
const SINGULAR_AFTER = new Set(['is', 'was', 'has', 'does']);
const PLURAL_AFTER = new Set(['are', 'were', 'have', 'do']);

/**
 * The dreamer's own sentences sometimes carry a slip ("a doctors office", "you you"); retold
 * without quotation marks they would read as the reading's own mistake, so such a span is quoted
 * or left out instead. Also catches correct English that merely looks wrong ("one of the messages
 * was"), which costs nothing: the words are then given in quotation marks.
 */
/** Words that can rightly stand twice in a row ("had had", "that that"). */
const MAY_REPEAT = new Set(['that', 'had', 'very', 'far', 'again', 'round', 'over', 'on', 'by']);
const SINGULAR_DETERMINERS = new Set(['a', 'an', 'every', 'each', 'another']);
const PLURAL_DETERMINERS = new Set(['the', 'your', 'his', 'her', 'their', 'these', 'those', 'many', 'several', 'two', 'three', 'both']);

const LETTER = /\p{L}/u;
const STARTS_WITH_LETTER = /^[a-z]/i;

/**
 * The words of the text being read for slips and their lower case, in two lists reused from one
 * text to the next (every retelling is read): `textWords` and `lowerWords` up to the count
 * `wordsIn` returns; what lies beyond it is left from an earlier text.
 */
const textWords: string[] = [];
const lowerWords: string[] = [];

/**
 * Reads the words of a text as /[\p{L}'’-]+/gu finds them into `textWords` and `lowerWords`, by a
 * scan: most of a retelling's characters are plain ASCII, which a scan decides without the pattern.
 */
function wordsIn(text: string): number {
  let n = 0;
  let start = -1;
  for (let i = 0; i < text.length; ) {
    const c = text.charCodeAt(i);
    let width = 1;
    let inWord: boolean;
    if (c < 128) inWord = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 39 || c === 45;
    else if (c === 0x2019) inWord = true;
    // Dashes, quotation marks and spaces of the punctuation block (no letters there), without
    // making a string of the character to ask.
    else if (c >= 0x2000 && c <= 0x206f) inWord = false;
    else {
      const point = text.codePointAt(i) ?? c;
      if (point > 0xffff) width = 2;
      inWord = LETTER.test(String.fromCodePoint(point));
    }
    if (inWord) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      keepWord(n, text.slice(start, i));
      n += 1;
      start = -1;
    }
    i += width;
  }
  if (start >= 0) {
    keepWord(n, text.slice(start));
    n += 1;
  }
  return n;
}

function keepWord(k: number, word: string): void {
  textWords[k] = word;
  lowerWords[k] = word.toLowerCase();
}

/**
 * "the blue shirt we buried him": a thing followed by a clause about it whose object is already
 * there, so the clause has no place left for the thing ("the shirt we buried him in"). Words of
 * time and manner take such a clause rightly ("the day we buried him", "the way she held me").
 */
const FILLED_RELATIVE = /\b(?:the|a|an|your|his|her|their|my|our)\s+(?:[a-z-]+\s+)?([a-z-]+)\s+(?:we|you|i|they|he|she)\s+[a-z]+ed\s+(?:him|her|them|me|us)\s*$/i;
const TAKES_BARE_RELATIVE = new Set(['day', 'days', 'time', 'times', 'night', 'year', 'week', 'month', 'morning', 'evening', 'afternoon', 'moment', 'way', 'minute', 'second', 'summer', 'winter', 'spring', 'autumn']);

export function looksUngrammatical(text: string): boolean {
  const filled = FILLED_RELATIVE.exec(text);
  if (filled && !TAKES_BARE_RELATIVE.has((filled[1] ?? '').toLowerCase())) return true;
  const n = wordsIn(text);
  for (let i = 0; i < n - 1; i += 1) {
    const w = lowerWords[i] ?? '';
    const next = textWords[i + 1] ?? '';
    const after = i + 2 < n ? lowerWords[i + 2] : undefined;
    if (w === lowerWords[i + 1] && !MAY_REPEAT.has(w)) return true;
    if ((w === 'a' || w === 'an') && STARTS_WITH_LETTER.test(next) && next.length > 1 && articleFor(next) !== w) return true;
    // Only a determiner asks whether the next word looks plural: most words are passed over without the test.
    const singular = SINGULAR_DETERMINERS.has(w);
    if (!singular && !PLURAL_DETERMINERS.has(w)) continue;
    const plural = pluralish(next) && !NOT_PLURAL.test(next) && next.length > 3;
    if (singular && plural) return true;
    if (singular && after && PLURAL_AFTER.has(after) && !plural) return true;
    if (!singular && plural && after && SINGULAR_AFTER.has(after)) return true;
  }
  return false;
}

/**
 * Words a clause set in a slot such as "where {ending}" or "when {clause}" may open with: a subject
 * (a pronoun, a determiner, a name) or a word that leads into one. A moment that opens otherwise
 * ("what means that she is knitting", "normal tortoise at first", "embarrassed but also…", "of the
 * market there was…") is a question, a fragment or a piece cut from its sentence, and read after
 * "where" or "when" it breaks the sentence around it.
 */
const CLAUSE_OPENERS = new Set([
  'you', 'he', 'she', 'it', 'they', 'we', 'i', 'there', 'the', 'a', 'an', 'your', 'his', 'her', 'their', 'its', 'our', 'my',
  'this', 'that', 'these', 'those', 'someone', 'somebody', 'something', 'everyone', 'everybody', 'everything', 'nobody', 'no',
  'nothing', 'none', 'all', 'both', 'each', 'every', 'one', 'some', 'many', 'people', 'another', 'two', 'three',
  // Where a clause opens on a place or time ("inside the bag was…", "at the gate she…"), its subject follows.
  'in', 'inside', 'at', 'on', 'outside', 'behind', 'under', 'over', 'near', 'through', 'after', 'before', 'during', 'here',
]);
/** Words that lead into a clause and are read past: "and then she…", "suddenly the lift…". */
const CLAUSE_LEADS = new Set(['and', 'but', 'so', 'then', 'suddenly', 'finally', 'just', 'still', 'also', 'now', 'soon', 'later', 'eventually', 'actually', 'really', 'somehow', 'only', 'even', 'first', 'right', 'when', 'while', 'as', 'once', 'until']);
const OPENING_MARKS = /^[\s"“'‘(]+/;
const WORD = /^[\p{L}\d'’-]+/u;
/** "a drawing Manon made", "the one she gave": a thing with a clause of its own after it, no verb for the thing itself. */
const REDUCED_RELATIVE = /^(?:a|an|the)\s+[a-z-]+\s+(?:[A-Z][a-z]+|I|you|he|she|they|we)\s+(?:[a-z]+ed|made|gave|drew|wrote|took|left|brought|found|saw|had|got|bought|kept)\b(?!\s+(?:is|was|are|were|has|had|lies|lay|sits|sat|stands|stood)\b)/;
const PAIRED_COMPARISON = /^the\s+(?:more|less|[a-z]+er)\b.*\bthe\s+(?:more|less|[a-z]+er)\b/;
/** "the slatted them": a pronoun after a determiner reads as a word put in place of a noun it cannot stand for. */
const DETERMINED_PRONOUN = /\b(?:the|a|an|your|his|their|its|this|that)\s+(?:[a-z-]+\s+)?(?:them|him|us|me)\b/i;

/** Whether a moment reads as a clause to set after "where", "when" or a colon (see CLAUSE_OPENERS). */
export function readsAsClause(text: string): boolean {
  let rest = text.replace(OPENING_MARKS, '');
  for (let k = 0; k < 4; k += 1) {
    const w = WORD.exec(rest)?.[0];
    if (!w) return false;
    // "you're", "it's", "that's": the subject is the word before the contraction.
    const lower = w.toLowerCase().replace(/['’](?:s|re|m|ll|d|ve)$/, '');
    if (CLAUSE_LEADS.has(lower)) {
      rest = rest.slice(w.length).replace(/^[\s,]+/, '');
      continue;
    }
    // A name ("Rick comes over") opens a clause; a capital on a word of the list is only the sentence's start.
    if (!CLAUSE_OPENERS.has(lower) && !/^\p{Lu}\p{Ll}/u.test(w)) return false;
    if (/^\p{Lu}/u.test(w) && !CLAUSE_OPENERS.has(lower) && /^[A-Z]{2,}|^\d/.test(w)) return false;
    break;
  }
  // "the harder you tried the heavier you got" is whole: a comparison in two halves, not a thing and its clause.
  return (!REDUCED_RELATIVE.test(rest) || PAIRED_COMPARISON.test(rest)) && !DETERMINED_PRONOUN.test(rest);
}
