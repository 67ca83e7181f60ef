import type { Lexicon } from './lexicon';
import type { ParsedText } from './nlp';
import languagesData from './sense/languages.json' with { type: 'json' };
import type { LanguageEntry } from './sense/schemas';

const LATIN_LETTER = /[a-z\u00c0-\u024f]/i;
const ANY_LETTER = /\p{L}/u;
const WORD = /[\p{L}'’]+/gu;
const CURLY_APOSTROPHE = /’/g;

/** The language a dream is written in, as far as the built-in engine can tell. */
export interface DetectedLanguage {
  /** True when the dream can be read by the English lexicons. */
  english: boolean;
  /** "en", one of the languages we name (es, de, fr, pt, it, nl), or "other". */
  code: string;
  /** English name of the language, when we can name it. */
  name: string | null;
  /** One sentence in that language saying the built-in reading is English-only. */
  note: string | null;
}

const LANGUAGES = languagesData as LanguageEntry[];
/** Each marker word with the languages (indices into LANGUAGES) it marks: one lookup per word serves all six. */
const MARKERS = new Map<string, number[]>();
LANGUAGES.forEach((l, k) => {
  for (const w of new Set(l.markers)) MARKERS.set(w, [...(MARKERS.get(w) ?? []), k]);
});
const ENGLISH: DetectedLanguage = { english: true, code: 'en', name: null, note: null };
const OTHER: DetectedLanguage = { english: false, code: 'other', name: null, note: null };

/**
 * Which of the languages we know the words and letters point to, with its score (marker words plus
 * telling letters). The telling letters are all outside ASCII, so an ASCII text has none to count.
 */
function bestForeign(words: string[], text: string, ascii: boolean): { entry: LanguageEntry; score: number } | null {
  const markers = new Array<number>(LANGUAGES.length).fill(0);
  for (const w of words) {
    const languages = MARKERS.get(w);
    if (languages) for (const k of languages) markers[k] = (markers[k] ?? 0) + 1;
  }
  let best: { entry: LanguageEntry; score: number } | null = null;
  const lower = ascii ? '' : text.toLowerCase();
  for (let k = 0; k < LANGUAGES.length; k += 1) {
    const entry = LANGUAGES[k]!;
    let score = markers[k] ?? 0;
    let letters = 0;
    if (!ascii) for (const ch of entry.letters) for (let i = lower.indexOf(ch); i >= 0 && letters < 5; i = lower.indexOf(ch, i + 1)) letters += 1;
    score += letters * 0.5;
    if (!best || score > best.score) best = { entry, score };
  }
  return best;
}

/**
 * How many of the text's characters are letters, how many of them Latin, and whether it is all
 * ASCII. ASCII characters are classified by their code (every dream passes here, and testing each
 * character against two regexes was a good part of the language check); the rest by the regexes.
 * For an ASCII text, `words` is how many words WORD finds in it: runs of letters and apostrophes.
 */
function letterCounts(text: string): { letters: number; latin: number; ascii: boolean; words: number } {
  let letters = 0;
  let latin = 0;
  let ascii = true;
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 128) {
      const lower = code | 32;
      const letter = lower >= 97 && lower <= 122;
      if (letter) {
        letters += 1;
        latin += 1;
      }
      const wordChar = letter || code === 39;
      if (wordChar && !inWord) words += 1;
      inWord = wordChar;
      continue;
    }
    ascii = false;
    // One code point, as `for…of` would give it: a surrogate pair, or a lone surrogate on its own.
    const ch = String.fromCodePoint(text.codePointAt(i) ?? code);
    i += ch.length - 1;
    if (!ANY_LETTER.test(ch)) continue;
    letters += 1;
    if (LATIN_LETTER.test(ch)) latin += 1;
  }
  return { letters, latin, ascii, words };
}

/**
 * The lexicons only speak English. A text is another language when most of its letters are outside
 * the Latin alphabet, when almost none of its words are English function words or words our
 * lexicons know, or when the frequent words of Spanish, German, French, Portuguese, Italian or
 * Dutch clearly outnumber the English ones. Those six are named; anything else is "other".
 */
export function detectLanguage(text: string, parsed: ParsedText, lex: Lexicon): DetectedLanguage {
  const { letters, latin, ascii, words: asciiWords } = letterCounts(text);
  if (letters === 0) return ENGLISH;
  if (latin / letters < 0.5) return OTHER;
  // The dream's own words (not those standing for emoji), counted in place rather than copied out.
  let wordCount = 0;
  let english = 0;
  for (const t of parsed.tokens) {
    if (!t.isWord || t.fromEmoji) continue;
    wordCount += 1;
    if (lex.englishMarkers.has(t.normal) || lex.symbolIndex.has(t.lemma) || lex.feelingWords.get(t.normal)) english += 1;
  }
  if (wordCount < 3) return ENGLISH;
  // In an ASCII text a language scores at most one per word: when the English words are plentiful
  // and half again their number reaches the number of words, no language can outscore them, and the
  // words need not be read for the languages' markers.
  if (ascii && english / wordCount >= 0.2 && 1.5 * english >= asciiWords) return ENGLISH;
  const found = text.toLowerCase().match(WORD) ?? [];
  const words = ascii ? found : found.map((w) => w.replace(CURLY_APOSTROPHE, "'"));
  const foreign = bestForeign(words, text, ascii);
  const named = foreign && foreign.score >= 2 && foreign.score >= 0.15 * words.length ? foreign.entry : null;
  const described = named ? { english: false, code: named.code, name: named.name, note: named.note } : OTHER;
  if (english / wordCount < 0.2) return described;
  // Cognates and names make some foreign words look English; clear majorities of foreign function words decide.
  if (named && foreign && foreign.score >= 3 && foreign.score > 1.5 * english && foreign.score >= 0.25 * words.length) return described;
  return ENGLISH;
}

export function looksNonEnglish(text: string, parsed: ParsedText, lex: Lexicon): boolean {
  return !detectLanguage(text, parsed, lex).english;
}

/**
 * The polite English-only note, opened by one sentence in the dreamer's own language when we can
 * name it, so a Spanish or German speaker is not left with English alone.
 */
export function englishOnlyNote(language: DetectedLanguage, base: string): string {
  if (!language.name || !language.note) return base;
  const named = base.replace('in another language', `in ${language.name}`);
  return `${language.note}\n\n${named}`;
}
