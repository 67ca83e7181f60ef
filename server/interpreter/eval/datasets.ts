/**
 * The evaluation sets, each a JSON-lines file beside this module. The held-out files are never read
 * while tuning the lexicons or the composer; the blind set is kept for side-by-side judgments.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { EMOTION_CLASSES } from '../../../lib/core/api/contract';

const emotionClass = z.enum(EMOTION_CLASSES);
const tone = z.enum(['positive', 'negative', 'neutral', 'mixed']);

/** A dream coded by hand: the dreamer's own emotions (Hall & Van de Castle classes), its tone and keywords. */
export const codedDreamSchema = z.object({
  id: z.union([z.number(), z.string()]),
  text: z.string().min(1),
  emotions: z.array(emotionClass),
  /** The strongest of the dreamer's emotions; absent in the older short sets, null when none. */
  dominant: emotionClass.nullable().optional(),
  tone,
  keywords: z.array(z.string()).min(1),
});
export type CodedDream = z.infer<typeof codedDreamSchema>;

export const symbolGoldSchema = z.object({
  id: z.string(),
  text: z.string().min(1),
  /** Lexicon labels the dream really holds as images. */
  present: z.array(z.string()),
  /** Labels a literal reader would wrongly find (idioms, negated actions, waking back-story). */
  absent: z.array(z.string()),
});
export type SymbolGold = z.infer<typeof symbolGoldSchema>;

export const safetyCaseSchema = z.object({
  id: z.string(),
  text: z.string().min(1),
  /** True when the dreamer may be in danger and the reading must open with support. */
  support: z.boolean(),
  lang: z.string().default('en'),
  /** Why the label differs from the writer's: the project's policy decides, and the case says so. */
  policy: z.string().optional(),
});
export type SafetyCase = z.infer<typeof safetyCaseSchema>;

export const oneLinerSchema = z.object({ id: z.string(), text: z.string().min(1) });

/** A dream written for tuning the reading, with a reading written the way an LLM-backed app answers. */
export const devReadingSchema = z.object({ id: z.string(), kind: z.string(), text: z.string().min(1), reference: z.string().min(200) });
export type DevReading = z.infer<typeof devReadingSchema>;

function read<T>(file: string, schema: z.ZodType<T>): T[] {
  const path = fileURLToPath(new URL(file, import.meta.url));
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l, k) => {
      const parsed = schema.safeParse(JSON.parse(l));
      if (!parsed.success) throw new Error(`${file} line ${k + 1}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
      return parsed.data;
    });
}

export interface EvalSets {
  /** Short dreams the first lexicons were tuned on. */
  shortDev: CodedDream[];
  /** Short dreams written after the first lexicons, never tuned on. */
  shortHoldout: CodedDream[];
  /** Realistic reports of 50–300 words for tuning emotions and the composer. */
  tune: CodedDream[];
  /** Realistic reports of 50–300 words, never tuned on. */
  holdout: CodedDream[];
  symbols: SymbolGold[];
  safety: SafetyCase[];
  /** Posts written by someone who never saw the rules: the check's reach beyond the set that guided it. */
  safetyProbes: SafetyCase[];
  /** Dreams of one line, for the reading's length at the short end. */
  oneLiners: { id: string; text: string }[];
  /** Dreams written to tune the reading against references; their readings join the grammar and quotation checks. */
  devReadings: DevReading[];
}

export function loadEvalSets(): EvalSets {
  return {
    shortDev: read('./dreams.jsonl', codedDreamSchema),
    shortHoldout: read('./holdout.jsonl', codedDreamSchema),
    tune: [...read('./emotions-tune-a.jsonl', codedDreamSchema), ...read('./emotions-tune-b.jsonl', codedDreamSchema)],
    holdout: read('./emotions-holdout.jsonl', codedDreamSchema),
    symbols: read('./symbols-gold.jsonl', symbolGoldSchema),
    safety: read('./safety.jsonl', safetyCaseSchema),
    safetyProbes: read('./safety-probes.jsonl', safetyCaseSchema),
    oneLiners: read('./one-liners.jsonl', oneLinerSchema),
    devReadings: read('./dev-readings.jsonl', devReadingSchema),
  };
}

/**
 * The labelled posts the whole-post score is fitted on: every safety case except those whose label
 * the project's policy set against the writer's (past self-harm told as past). The rules answer
 * those; the score stands down for recovery, and learning recovery as a sign of risk would raise
 * the score of every safe post that mentions getting better.
 */
export const scoreFittingPosts = (sets: EvalSets): SafetyCase[] => [...sets.safety, ...sets.safetyProbes].filter((p) => p.policy === undefined);

/**
 * Blind-review rounds up to this one are fitting material for the whole-post score; the later rounds
 * stay out, as its measure of false alarms on realistic dreams it never saw.
 */
export const LAST_FITTED_BLIND_ROUND = 12;

const blindDreamSchema = z.object({ text: z.string().min(1) });

/** The dreams of blind-review rounds 1 to LAST_FITTED_BLIND_ROUND (round 1's file stands directly in blind/). */
function fittedBlindDreams(): { text: string }[] {
  const files = ['./blind/dreams.jsonl', ...Array.from({ length: LAST_FITTED_BLIND_ROUND - 1 }, (_, i) => `./blind/round-${i + 2}/dreams.jsonl`)];
  return files.flatMap((file) => read(file, blindDreamSchema));
}

/**
 * The dreams of the tuning sets and of the earlier blind-review rounds, none written about distress:
 * the safe side of the whole-post risk score's fitting. The blind dreams bring what the tuning sets
 * lack, long dreams told with the writer's own life and questions around them, which the score
 * otherwise mistook for the waking talk of a person in distress. The held-out sets and the later blind
 * rounds stay out, so that they can measure its false alarms on dreams it never saw.
 */
export function ordinaryDreams(sets: EvalSets): { text: string }[] {
  return [...sets.shortDev, ...sets.tune, ...sets.symbols, ...sets.devReadings].map((d) => ({ text: d.text })).concat(fittedBlindDreams());
}

/** What `tuningDreams` reads besides the blind rounds from round 2 on and the short development dreams. */
export interface TuningDreamOptions {
  /** Round 1 of the blind review (its files stand directly in blind/). */
  firstRound?: boolean;
  /** The short dreams written after the first lexicons (holdout.jsonl). */
  shortHoldout?: boolean;
}

/**
 * The dreams the prose checkers read: every blind round the engine has since been tuned on (each
 * round's dreams.jsonl) and the short development dreams. Ids carry their file ("round-4:12").
 */
export function tuningDreams(options: TuningDreamOptions = {}): { id: string; text: string }[] {
  const blind = new URL('./blind/', import.meta.url);
  const rounds = readdirSync(blind)
    .filter((d) => d.startsWith('round-'))
    .map((d) => `./blind/${d}/dreams.jsonl`);
  const files = [...(options.firstRound ? ['./blind/dreams.jsonl'] : []), ...rounds, './dreams.jsonl', ...(options.shortHoldout ? ['./holdout.jsonl'] : [])];
  return files.flatMap((file) => {
    const tag = file.replace(/^\.\//, '').replace(/\/?dreams\.jsonl$/, '') || 'dreams';
    return readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => {
        const { id, text } = JSON.parse(l) as { id: string | number; text: string };
        return { id: `${tag}:${id}`, text };
      });
  });
}
