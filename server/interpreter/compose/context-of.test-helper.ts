/** For tests: the reading context of a dream, built by the same steps the engine takes before it writes. */
import { scoreEmotions } from '../emotions';
import { getLexicon } from '../lexicon';
import { parseText } from '../nlp';
import { readDrama } from '../structure/drama';
import { findSymbols } from '../symbols';
import { createContext, type ReadingContext } from './context';

export function contextOf(text: string): ReadingContext {
  const lex = getLexicon();
  const parsed = parseText(text);
  const hits = findSymbols(parsed, lex);
  const emotions = scoreEmotions(parsed, lex);
  const drama = readDrama(text, parsed, hits, emotions.scores, lex);
  return createContext({ text, parsed, hits, emotions, keywords: [], drama, archetypes: [] }, lex);
}
