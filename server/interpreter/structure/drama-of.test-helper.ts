/** For tests: a dream's parse and its drama, read by the same steps the engine takes. */
import { scoreEmotions } from '../emotions';
import { getLexicon } from '../lexicon';
import { parseText, type ParsedText } from '../nlp';
import { findSymbols } from '../symbols';
import { readDrama } from './drama';
import type { Drama } from './types';

export function dramaOf(text: string): { parsed: ParsedText; drama: Drama } {
  const lex = getLexicon();
  const parsed = parseText(text);
  return { parsed, drama: readDrama(text, parsed, findSymbols(parsed, lex), scoreEmotions(parsed, lex).scores, lex) };
}
