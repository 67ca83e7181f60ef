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

export function looksUngrammatical(text: string): boolean {
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
