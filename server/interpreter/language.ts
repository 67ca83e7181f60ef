import type { Lexicon } from './lexicon';
import type { ParsedText } from './nlp';
import languagesData from './sense/languages.json' with { type: 'json' };
import type { LanguageEntry } from './sense/schemas';

const LATIN_LETTER = /[a-z\u00c0-\u024f]/i;
const ANY_LETTER = /\p{L}/u;
const WORD = /[\p{L}'’]+/gu;

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

const LANGUAGES = (languagesData as LanguageEntry[]).map((l) => ({ ...l, markerSet: new Set(l.markers) }));
const ENGLISH: DetectedLanguage = { english: true, code: 'en', name: null, note: null };
const OTHER: DetectedLanguage = { english: false, code: 'other', name: null, note: null };

/** Which of the languages we know the words and letters point to, with its score (marker words plus telling letters). */
function bestForeign(words: string[], text: string): { entry: (typeof LANGUAGES)[number]; score: number } | null {
  let best: { entry: (typeof LANGUAGES)[number]; score: number } | null = null;
  const lower = text.toLowerCase();
  for (const entry of LANGUAGES) {
    let score = 0;
    for (const w of words) if (entry.markerSet.has(w)) score += 1;
    let letters = 0;
    for (const ch of entry.letters) for (let k = lower.indexOf(ch); k >= 0 && letters < 5; k = lower.indexOf(ch, k + 1)) letters += 1;
    score += letters * 0.5;
    if (!best || score > best.score) best = { entry, score };
  }
  return best;
}

/**
 * The lexicons only speak English. A text is another language when most of its letters are outside
 * the Latin alphabet, when almost none of its words are English function words or words our
 * lexicons know, or when the frequent words of Spanish, German, French, Portuguese, Italian or
 * Dutch clearly outnumber the English ones. Those six are named; anything else is "other".
 */
export function detectLanguage(text: string, parsed: ParsedText, lex: Lexicon): DetectedLanguage {
  let letters = 0;
  let latin = 0;
  for (const ch of text) {
    if (!ANY_LETTER.test(ch)) continue;
    letters += 1;
    if (LATIN_LETTER.test(ch)) latin += 1;
  }
  if (letters === 0) return ENGLISH;
  if (latin / letters < 0.5) return OTHER;
  const tokens = parsed.tokens.filter((t) => t.isWord && !t.fromEmoji);
  if (tokens.length < 3) return ENGLISH;
  let english = 0;
  for (const t of tokens) {
    if (lex.englishMarkers.has(t.normal) || lex.symbolIndex.has(t.lemma) || lex.emotions.words[t.normal]) english += 1;
  }
  const words = (text.toLowerCase().match(WORD) ?? []).map((w) => w.replace(/’/g, "'"));
  const foreign = bestForeign(words, text);
  const named = foreign && foreign.score >= 2 && foreign.score >= 0.15 * words.length ? foreign.entry : null;
  const described = named ? { english: false, code: named.code, name: named.name, note: named.note } : OTHER;
  if (english / tokens.length < 0.2) return described;
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
