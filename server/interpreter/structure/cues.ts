/**
 * The words that carry a dream's movement (time and turn markers, verb classes, persons), loaded
 * from lexicons/drama.json and compiled once into lookups, so reading a dream costs a few map
 * reads per token.
 */
import { z } from 'zod';
import dramaData from '../lexicons/drama.json' with { type: 'json' };

export const MARKER_KINDS = ['sudden', 'sequence', 'ending', 'contrast', 'revelation', 'sceneChange', 'recurring'] as const;
export type MarkerKind = (typeof MARKER_KINDS)[number];

export const VERB_CLASSES = [
  'chase', 'flee', 'search', 'find', 'lose', 'fall', 'fly', 'transform', 'give', 'attack', 'appear', 'speak', 'meet',
  'rescue', 'die', 'hold', 'depart', 'open', 'fight', 'climb', 'land', 'wake', 'attempt', 'perceive',
] as const;
export type VerbClass = (typeof VERB_CLASSES)[number];

const phrase = z.string().regex(/^[a-z' -]+$/);

export const dramaSchema = z.object({
  markers: z.record(z.enum(MARKER_KINDS), z.array(phrase).min(1)),
  verbs: z.record(z.enum(VERB_CLASSES), z.array(phrase).min(1)),
  persons: z.object({ male: z.array(phrase), female: z.array(phrase), any: z.array(phrase) }),
  fillers: z.array(phrase),
  frameNouns: z.array(phrase).min(1),
  /** Symbol ids too ordinary to be the heart of a dream on their own (hands, light, walking). */
  weakImages: z.array(z.string()),
});
type DramaData = z.infer<typeof dramaSchema>;

export interface MarkerPattern {
  kind: MarkerKind;
  words: string[];
}

export interface VerbPattern {
  cls: VerbClass;
  /** "hold out", "run away": the particle that must follow the verb within the clause. */
  particle: string | null;
}

export interface DramaCues {
  /** Marker phrases keyed by their first word, longest first. */
  markers: Map<string, MarkerPattern[]>;
  /** Verb classes by lemma; a lemma can belong to several ("hold out" gives, "hold" cares). */
  verbs: Map<string, VerbPattern[]>;
  gender: Map<string, 'male' | 'female' | 'any'>;
  fillers: Set<string>;
  frameNouns: Set<string>;
  weakImages: Set<string>;
}

let compiled: DramaCues | null = null;

export function validateDramaCues(): void {
  dramaSchema.parse(dramaData);
}

export function getDramaCues(): DramaCues {
  if (compiled) return compiled;
  // Validated by validateDramaCues at warm-up and in the tests.
  const data = dramaData as DramaData;
  const markers = new Map<string, MarkerPattern[]>();
  for (const kind of MARKER_KINDS) {
    for (const p of data.markers[kind] ?? []) {
      const words = p.split(' ');
      const first = words[0] ?? p;
      markers.set(first, [...(markers.get(first) ?? []), { kind, words }]);
    }
  }
  for (const list of markers.values()) list.sort((a, b) => b.words.length - a.words.length);
  const verbs = new Map<string, VerbPattern[]>();
  for (const cls of VERB_CLASSES) {
    for (const p of data.verbs[cls] ?? []) {
      const [lemma = p, ...rest] = p.split(' ');
      verbs.set(lemma, [...(verbs.get(lemma) ?? []), { cls, particle: rest.length ? rest.join(' ') : null }]);
    }
  }
  const gender = new Map<string, 'male' | 'female' | 'any'>();
  for (const w of data.persons.any) gender.set(w, 'any');
  for (const w of data.persons.male) gender.set(w, 'male');
  for (const w of data.persons.female) gender.set(w, 'female');
  compiled = {
    markers,
    verbs,
    gender,
    fillers: new Set(data.fillers),
    frameNouns: new Set(data.frameNouns),
    weakImages: new Set(data.weakImages),
  };
  return compiled;
}
