import animals from './lexicons/symbols-animals.json' with { type: 'json' };
import figures from './lexicons/symbols-figures.json' with { type: 'json' };
import places from './lexicons/symbols-places.json' with { type: 'json' };
import nature from './lexicons/symbols-nature.json' with { type: 'json' };
import objects from './lexicons/symbols-objects.json' with { type: 'json' };
import actions from './lexicons/symbols-actions.json' with { type: 'json' };
import body from './lexicons/symbols-body.json' with { type: 'json' };
import archetypesData from './lexicons/archetypes.json' with { type: 'json' };
import emotionsData from './lexicons/emotions.json' with { type: 'json' };
import phrasesData from './lexicons/phrases.json' with { type: 'json' };
import stopwordsData from './lexicons/stopwords.json' with { type: 'json' };
import {
  archetypeFileSchema,
  emotionLexiconSchema,
  phrasesSchema,
  stopwordsSchema,
  symbolFileSchema,
  type ArchetypeEntry,
  type EmotionLexicon,
  type Phrases,
  type Stopwords,
  type SymbolEntry,
} from './schemas';

/** Raw data files by name, exported so the data test can validate each one on its own. */
export const SYMBOL_FILES: Record<string, unknown> = { animals, figures, places, nature, objects, actions, body };
export const DATA_FILES: Record<string, unknown> = {
  archetypes: archetypesData,
  emotions: emotionsData,
  phrases: phrasesData,
  stopwords: stopwordsData,
};

export interface FormMatcher {
  lemmas: string[];
  entry: SymbolEntry;
}

export type FeelingWeights = EmotionLexicon['words'][string];

export interface Lexicon {
  symbols: SymbolEntry[];
  /** Symbol forms keyed by their first lemma, longest form first, so "old man" wins over "man". */
  symbolIndex: Map<string, FormMatcher[]>;
  archetypes: Map<string, ArchetypeEntry>;
  emotions: EmotionLexicon;
  /**
   * `emotions.words` as Maps: the engine looks a feeling word up several times per token, and a Map
   * answers in a third of the time the 535-key object takes. `feelingWords` answers exactly as
   * `emotions.words[key]` does, including for the names the object inherits ("constructor"), so that
   * no result changes; `ownFeelingWords` holds the lexicon's own entries only.
   */
  feelingWords: ReadonlyMap<string, FeelingWeights>;
  ownFeelingWords: ReadonlyMap<string, FeelingWeights>;
  /** Events keyed by each lemma that can trigger them. */
  eventIndex: Map<string, EmotionLexicon['events']>;
  phrases: Phrases;
  functionWords: Set<string>;
  weakNouns: Set<string>;
  weakVerbs: Set<string>;
  englishMarkers: Set<string>;
}

let cached: Lexicon | null = null;
let validated = false;

function buildSymbolIndex(symbols: SymbolEntry[]): Map<string, FormMatcher[]> {
  const index = new Map<string, FormMatcher[]>();
  for (const entry of symbols) {
    for (const form of entry.forms) {
      const lemmas = form.split(' ');
      const first = lemmas[0] ?? form;
      const list = index.get(first) ?? [];
      list.push({ lemmas, entry });
      index.set(first, list);
    }
  }
  for (const list of index.values()) list.sort((a, b) => b.lemmas.length - a.lemmas.length);
  return index;
}

/** A Map that answers as `record[key]` does, for keys the record has and for those it inherits. */
function asLookup<T>(record: Record<string, T>): Map<string, T> {
  const map = new Map(Object.entries(record));
  for (const name of Object.getOwnPropertyNames(Object.prototype)) if (!map.has(name)) map.set(name, record[name] as T);
  return map;
}

function buildEventIndex(emotions: EmotionLexicon): Map<string, EmotionLexicon['events']> {
  const index = new Map<string, EmotionLexicon['events']>();
  for (const ev of emotions.events) for (const lemma of ev.any) index.set(lemma, [...(index.get(lemma) ?? []), ev]);
  return index;
}

/**
 * Zod-validates every data file. Called from warm-up (and the data tests) so a broken lexicon fails
 * loudly at start; request paths skip it because compiling the schemas costs ~40 ms on a cold start.
 */
export function validateLexicon(): void {
  if (validated) return;
  for (const file of Object.values(SYMBOL_FILES)) symbolFileSchema.parse(file);
  archetypeFileSchema.parse(archetypesData);
  stopwordsSchema.parse(stopwordsData);
  emotionLexiconSchema.parse(emotionsData);
  phrasesSchema.parse(phrasesData);
  validated = true;
}

export function getLexicon(): Lexicon {
  if (cached) return cached;
  // The casts are safe because validateLexicon and the data tests check these exact files.
  const symbols = Object.values(SYMBOL_FILES).flat() as SymbolEntry[];
  const archetypes = archetypesData as ArchetypeEntry[];
  const stop = stopwordsData as Stopwords;
  const emotions = emotionsData as EmotionLexicon;
  cached = {
    symbols,
    symbolIndex: buildSymbolIndex(symbols),
    archetypes: new Map(archetypes.map((a) => [a.name, a])),
    emotions,
    feelingWords: asLookup(emotions.words),
    ownFeelingWords: new Map(Object.entries(emotions.words)),
    eventIndex: buildEventIndex(emotions),
    phrases: phrasesData as Phrases,
    functionWords: new Set(stop.function),
    weakNouns: new Set(stop.weakNouns),
    weakVerbs: new Set(stop.weakVerbs),
    englishMarkers: new Set(stop.englishMarkers),
  };
  return cached;
}
