import { z } from 'zod';
import { ARCHETYPES, EMOTION_CLASSES } from '../../lib/core/api/contract';

export const archetypeName = z.enum(ARCHETYPES);
export const emotionClass = z.enum(EMOTION_CLASSES);

const lowerPhrase = z
  .string()
  .min(1)
  .regex(/^[a-z' -]+$/, 'forms are lower-case lemmas, optionally several words');

export const SYMBOL_KINDS = ['figure', 'animal', 'place', 'nature', 'object', 'action', 'body', 'event'] as const;

export const symbolEntrySchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  /** What the reading calls it; for actions the gerund ("falling"). */
  label: z.string().min(2),
  kind: z.enum(SYMBOL_KINDS),
  /** Lemmas and synonyms that evoke the symbol; multi-word forms are matched as lemma sequences. */
  forms: z.array(lowerPhrase).min(1),
  /** One line for the symbols list. */
  meaning: z.string().min(20),
  /** Myth, religion, folklore and Jung, in our own words; read out in the interpretation. */
  amplification: z.string().min(40),
  archetypes: z.array(archetypeName).max(4),
});
export type SymbolEntry = z.infer<typeof symbolEntrySchema>;
export const symbolFileSchema = z.array(symbolEntrySchema).min(1);

export const archetypeEntrySchema = z.object({
  name: archetypeName,
  description: z.string().min(40),
  /** How the figure tends to behave in dreams; placed after the symbols that summon it. */
  inDreams: z.string().min(40),
  /** Closing questions; `{symbol}` is replaced with the dream's own image. */
  questions: z.array(z.string().includes('{symbol}')).min(2),
});
export type ArchetypeEntry = z.infer<typeof archetypeEntrySchema>;
export const archetypeFileSchema = z.array(archetypeEntrySchema).length(ARCHETYPES.length);

export const emotionWeights = z.partialRecord(emotionClass, z.number().min(-2).max(2));
const weights = emotionWeights;

export const emotionLexiconSchema = z.object({
  /** Emotion words keyed by lemma or surface form. */
  words: z.record(z.string(), weights),
  /** Dream events that carry feeling without naming it: any lemma of `any` plus, if given, one of `with` in the same sentence. */
  events: z.array(
    z.object({
      label: z.string().min(3),
      any: z.array(z.string()).min(1),
      with: z.array(z.string()).optional(),
      /** Lemmas that cancel the event in that sentence ("fall asleep", "fall in love"). */
      unless: z.array(z.string()).optional(),
      /** Parts of speech the trigger must have: "locked" is a trap, "a lock" is not. */
      pos: z.array(z.string()).optional(),
      emotions: weights,
    }),
  ),
  /** Verbs whose negation is itself distressing ("I couldn't breathe"). */
  negatedVerbs: z.record(
    z.string(),
    z.object({
      label: z.string(),
      emotions: weights,
      /** Counts after a plain "not" ("I didn't understand"); the others need inability ("couldn't move"). */
      plain: z.boolean().optional(),
    }),
  ),
  /** Happy words aimed at the dreamer ("laughing at me") read as mockery. */
  mockery: z.object({ heads: z.array(z.string()), emotions: weights }),
  intensifiers: z.record(z.string(), z.number().min(0).max(3)),
  /** What a negated emotion leaves behind ("not afraid" reads as some calm). */
  negationShift: z.partialRecord(emotionClass, weights),
  contrast: z.array(z.string()),
  negators: z.array(z.string()),
});
export type EmotionLexicon = z.infer<typeof emotionLexiconSchema>;

export const phrasesSchema = z.object({
  /** The note for a dream not told in English; the reading's own phrasings live in reading.json. */
  nonEnglish: z.array(z.string()).min(1),
});
export type Phrases = z.infer<typeof phrasesSchema>;

export const stopwordsSchema = z.object({
  function: z.array(z.string()),
  weakNouns: z.array(z.string()),
  weakVerbs: z.array(z.string()),
  englishMarkers: z.array(z.string()).min(30),
});
export type Stopwords = z.infer<typeof stopwordsSchema>;
