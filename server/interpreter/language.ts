import type { Lexicon } from './lexicon';
import type { ParsedText } from './nlp';

const LATIN_LETTER = /[a-z]/i;
const ANY_LETTER = /\p{L}/u;

/**
 * The lexicons only speak English. A text is treated as another language when most of its
 * letters are outside the Latin alphabet, or when almost none of its words are English
 * function words or words our lexicons know.
 */
export function looksNonEnglish(text: string, parsed: ParsedText, lex: Lexicon): boolean {
  let letters = 0;
  let latin = 0;
  for (const ch of text) {
    if (!ANY_LETTER.test(ch)) continue;
    letters += 1;
    if (LATIN_LETTER.test(ch)) latin += 1;
  }
  if (letters === 0) return false;
  if (latin / letters < 0.5) return true;
  const words = parsed.tokens.filter((t) => t.isWord);
  if (words.length < 3) return false;
  let english = 0;
  for (const t of words) {
    if (lex.englishMarkers.has(t.normal) || lex.symbolIndex.has(t.lemma) || lex.emotions.words[t.normal]) english += 1;
  }
  return english / words.length < 0.2;
}
