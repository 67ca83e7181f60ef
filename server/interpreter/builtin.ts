import type { Analysis, EmotionScores } from '../../lib/core/api/contract';
import { composeNonEnglish, composeReading, composeSparse, type ComposeInput } from './compose';
import { scoreEmotions } from './emotions';
import { guardDreamText } from './input-guard';
import { extractKeywords } from './keywords';
import { looksNonEnglish } from './language';
import { getLexicon, validateLexicon } from './lexicon';
import { getNlp, parseText, type ParsedText } from './nlp';
import { mentionsSelfHarm } from './safety';
import { findSymbols, rankArchetypes } from './symbols';

/** Below this many content words, and with at most one recognised image, there is too little dream to read as a whole. */
const SPARSE_CONTENT_WORDS = 6;

const ZERO: EmotionScores = { apprehension: 0, happiness: 0, anger: 0, confusion: 0, sadness: 0 };

function contentWordCount(parsed: ParsedText, functionWords: Set<string>): number {
  return parsed.tokens.filter((t) => t.isWord && !functionWords.has(t.lemma) && !functionWords.has(t.normal)).length;
}

/** Loads the model and lexicons and runs one dream so the first real request finds everything compiled. */
export function warmUpBuiltin(): void {
  validateLexicon();
  getLexicon();
  getNlp();
  interpretBuiltin('I was walking by the sea with my mother when a snake appeared, and I was not afraid.');
}

/** The built-in engine: any text in, a reading out; the input guard runs before any NLP. */
export function interpretBuiltin(dreamText: string): Analysis {
  return readDream(guardDreamText(dreamText));
}

/**
 * The engine without its input guard, for the one test that needs an analysis slow enough to hit
 * the pool's deadline. Never call it with a visitor's text: that is what the guard is for.
 */
export function interpretBuiltinUnguarded(dreamText: string): Analysis {
  return readDream(dreamText.trim());
}

function readDream(text: string): Analysis {
  const lex = getLexicon();
  const parsed = parseText(text);
  const selfHarm = mentionsSelfHarm(text);

  if (looksNonEnglish(text, parsed, lex)) {
    const input: ComposeInput = { text, hits: [], archetypes: [], emotions: { scores: ZERO, sentiment: 'neutral', dominant: null, evidence: [] }, keywords: [], selfHarm };
    return { interpretation: composeNonEnglish(input, lex), keywords: [], sentiment: 'neutral', emotions: { ...ZERO }, symbols: [], archetypes: [], engine: 'builtin' };
  }

  const hits = findSymbols(parsed, lex);
  const archetypes = rankArchetypes(hits);
  const emotions = scoreEmotions(parsed, lex);
  const keywords = extractKeywords(parsed, hits, lex);
  const input: ComposeInput = { text, hits, archetypes, emotions, keywords, selfHarm };
  const content = contentWordCount(parsed, lex.functionWords);
  const sparse = content < 3 || (content < SPARSE_CONTENT_WORDS && hits.length < 2);
  const sentenceOf = (i: number): number => parsed.tokens[i]?.sentence ?? 0;

  return {
    interpretation: sparse ? composeSparse(input, lex) : composeReading(input, lex, sentenceOf),
    keywords,
    sentiment: emotions.sentiment,
    emotions: emotions.scores,
    symbols: hits.slice(0, 8).map((h) => ({ symbol: h.entry.label, meaning: h.entry.meaning })),
    archetypes: archetypes.map((a) => a.name),
    engine: 'builtin',
  };
}
