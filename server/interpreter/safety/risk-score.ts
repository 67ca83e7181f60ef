/**
 * The whole-post risk score: the concepts of risk-concepts.ts and the post's words, weighted by
 * weights fitted on the project's labelled posts (risk-weights.ts, written by `npm run
 * fit:safety`), read passage by passage (a few sentences at a time) and scored by its riskiest
 * passage. It is asked only when no rule has fired, and it reaches the posts that speak of
 * danger in no fixed expression: a means, the weighing of it and the waking-life frame together
 * ("went up to the roof for real on Tuesday, sat on the ledge and counted the floors"), or
 * preparations beside an end ("made a will at 29 … not around much longer").
 */
import { gramWeight, passageScore } from './fit-risk-weights';
import { FEATURE_NAMES, type Passage, passagesOf, scoredPassagesOf } from './risk-concepts';
import { RISK_WEIGHTS } from './risk-weights';
import type { Signal } from './signals';

// A set, not the weights object: with thousands of keys that object is a hash table V8 reads slowly.
const WEIGHED = new Set(Object.keys(RISK_WEIGHTS.grams));
const weighs = (gram: string): boolean => WEIGHED.has(gram);

/** The riskiest of the passages and its score. */
function riskiestOf(passages: readonly Passage[]): { passage: Passage; score: number } {
  let best: { passage: Passage; score: number } | null = null;
  for (const passage of passages) {
    const score = passageScore(RISK_WEIGHTS, passage);
    if (!best || score > best.score) best = { passage, score };
  }
  return best!;
}

/** The post's score, whether or not the score would stand down on it (for tests and the eval). */
export const riskScore = (text: string): number => riskiestOf(passagesOf(text)).score;

/** The whole-post signal, naming the concepts and words that weighed most; at or above `RISK_WEIGHTS.threshold` the support message opens the reading. */
export function riskSignals(text: string): Signal[] {
  const passages = scoredPassagesOf(text, weighs);
  if (!passages) return [];
  const { passage, score } = riskiestOf(passages);
  // Written so that a score that is not a number (weights out of step with the concepts) never fires.
  if (!(score >= RISK_WEIGHTS.threshold)) return [];
  const parts: [number, string][] = passage.features.map((v, j) => [v * RISK_WEIGHTS.weights[j]!, FEATURE_NAMES[j]!]);
  for (const g of passage.grams) parts.push([gramWeight(RISK_WEIGHTS, g), `"${g}"`]);
  const top = parts
    .filter(([c]) => c > 0)
    .sort((a, b) => b[0] - a[0])
    .slice(0, 4)
    .map(([, name]) => name);
  return [{ kind: 'combined', lang: 'en', evidence: `score ${score.toFixed(2)}: ${top.join(', ')}` }];
}
