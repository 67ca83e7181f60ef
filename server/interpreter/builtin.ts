import type { Analysis, EmotionScores } from '../../lib/core/api/contract';
import { archetypesByEvidence, validateArchetypeData } from './archetypes';
import { buildGrounding, composeFragment, composeNonEnglish, composeReading, validateAmplifications, validateMotifs, validateReadingBank, type ComposeInput, type DreamGrounding } from './compose';
import { scoreEmotions } from './emotions';
import { guardDreamText } from './input-guard';
import { extractKeywords } from './keywords';
import { detectLanguage, englishOnlyNote } from './language';
import { getLexicon, validateLexicon } from './lexicon';
import { getNlp, parseText, type ParsedText } from './nlp';
import { detectDistress, withSupport } from './safety';
import { validateSense } from './sense/validate';
import { readDrama, validateDramaCues } from './structure';
import { findSymbols } from './symbols';
import { warmUpReadings } from './warm-up';

/** Below this many content words, and with at most one recognised image, there is too little dream to read as a whole. */
const SPARSE_CONTENT_WORDS = 6;
const FORGOTTEN = /\b(don'?t|do not|can'?t|cannot|barely|hardly) (really )?(remember|recall)\b|\bonly remember\b|\bfragment\b|\bnothing else\b/i;

const ZERO: EmotionScores = { apprehension: 0, happiness: 0, anger: 0, confusion: 0, sadness: 0 };

function contentWordCount(parsed: ParsedText, functionWords: Set<string>): number {
  let n = 0;
  for (const t of parsed.tokens) if (t.isWord && !functionWords.has(t.lemma) && !functionWords.has(t.normal)) n += 1;
  return n;
}

/**
 * Loads the model and lexicons, then reads dreams for a moment (at most `budgetMs` beyond one
 * reading of each warm-up dream) so that the first real requests find the engine's code optimised.
 */
export function warmUpBuiltin(budgetMs?: number): void {
  validateLexicon();
  validateSense();
  validateDramaCues();
  validateReadingBank();
  validateAmplifications();
  validateMotifs();
  validateArchetypeData();
  getLexicon();
  getNlp();
  interpretBuiltin('I was walking by the sea with my mother when a snake appeared, and I was not afraid.');
  warmUpReadings(interpretBuiltin, budgetMs);
}

/** The built-in engine: any text in, a reading out; the input guard runs before any NLP. */
export function interpretBuiltin(dreamText: string): Analysis {
  return readDream(guardDreamText(dreamText), false).analysis;
}

/** What the built-in engine found, beside its reading: the structure an LLM prompt can be grounded on. */
export interface BuiltinReading {
  analysis: Analysis;
  /** Null for a dream not in English, which has no structure to share. */
  grounding: DreamGrounding | null;
}

/** The built-in reading with its structured analysis (scenes, phases, central image, evidence), for the LLM path. */
export function interpretBuiltinWithGrounding(dreamText: string): BuiltinReading {
  return readDream(guardDreamText(dreamText), true);
}

/**
 * The engine without its input guard, for the one test that needs an analysis slow enough to hit
 * the pool's deadline. Never call it with a visitor's text: that is what the guard is for.
 */
export function interpretBuiltinUnguarded(dreamText: string): Analysis {
  return readDream(dreamText.trim(), false).analysis;
}

/** `withGrounding`: also build the structure for an LLM prompt, which only the LLM path reads. */
function readDream(given: string, withGrounding: boolean): BuiltinReading {
  // One letter, one code point: a name typed with its accents as separate marks ("Mu" + horn + acute)
  // is read and quoted as the same word as the one typed with composed letters.
  const text = given.normalize('NFC');
  const parsed = parseText(text);
  // The safety check runs first and on every dream, English or not.
  const distress = detectDistress(text, parsed);
  const { analysis, grounding } = readParsed(text, parsed, withGrounding);
  return { analysis: withSupport(analysis, distress), grounding };
}

function readParsed(text: string, parsed: ParsedText, withGrounding: boolean): BuiltinReading {
  const lex = getLexicon();
  const language = detectLanguage(text, parsed, lex);
  if (!language.english) {
    return { analysis: { interpretation: englishOnlyNote(language, composeNonEnglish(lex)), keywords: [], sentiment: 'neutral', emotions: { ...ZERO }, symbols: [], archetypes: [], engine: 'builtin', support: false }, grounding: null };
  }

  const hits = findSymbols(parsed, lex);
  const emotions = scoreEmotions(parsed, lex);
  const keywords = extractKeywords(parsed, hits, lex);
  const content = contentWordCount(parsed, lex.functionWords);
  // A fragment is what the dreamer says is one ("I don't remember much", "just a snake"); a whole
  // sentence with an event in it ("my teeth were falling out") is a dream, however short.
  const hasEvent = parsed.tokens.some((t) => t.pos === 'VERB' && t.isWord && !lex.functionWords.has(t.lemma));
  const sparse = (content < 3 && !(hasEvent && hits.length)) || (content < SPARSE_CONTENT_WORDS && hits.length < 2 && (!hasEvent || FORGOTTEN.test(text)));
  const drama = readDrama(text, parsed, hits, emotions.scores, lex, { sparse });
  const archetypes = sparse ? [] : archetypesByEvidence(drama, parsed.tokens);
  const input: ComposeInput = { text, parsed, hits, emotions, keywords, drama, archetypes };
  // Images the dream only denies ("I could not fly") are not listed; images the structure could not place still are.
  const placed = new Set(drama.mentions.map((m) => m.hit));
  const symbols = [...drama.images, ...hits.filter((h) => !placed.has(h))];

  return {
    analysis: {
      interpretation: sparse ? composeFragment(input, lex) : composeReading(input, lex),
      keywords,
      sentiment: emotions.sentiment,
      emotions: emotions.scores,
      symbols: symbols.slice(0, 8).map((h) => ({ symbol: h.entry.label, meaning: h.entry.meaning })),
      archetypes: archetypes.map((g) => g[0]?.name).filter((n): n is NonNullable<typeof n> => Boolean(n)),
      engine: 'builtin',
      // The safety check sets the flag, and the support message, in withSupport.
      support: false,
    },
    grounding: withGrounding ? buildGrounding(text, drama, archetypes, emotions) : null,
  };
}
