/**
 * The reading's composer: the walk through the dream (reading.ts), the fragment reading
 * (fragment.ts), the note for dreams not in English, and the structured grounding the LLM path
 * receives (grounding.ts).
 */
import type { Lexicon } from '../lexicon';

export { composeReading, targetWords } from './reading';
export { composeFragment } from './fragment';
export type { ComposeInput } from './context';
export { buildGrounding, type DreamGrounding } from './grounding';
export { validateReadingBank } from './voice';
export { validateAmplifications } from './amplify';
export { validateMotifs } from './motifs';

export function composeNonEnglish(lex: Lexicon): string {
  return lex.phrases.nonEnglish.join('\n\n');
}
