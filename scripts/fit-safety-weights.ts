/**
 * Refits the whole-post risk score on the labelled safety posts (eval/safety.jsonl and
 * eval/safety-probes.jsonl) and the ordinary dreams (the tuning sets and blind-review rounds 1 to 12)
 * and writes server/interpreter/safety/risk-weights.ts. Run it after
 * changing a concept in risk-concepts.ts or adding labelled posts; a test fails while the
 * committed weights differ from what the data gives. The probe sets kept apart
 * (safety-probes-holdout.jsonl, safety-probes-untouched.jsonl) are never read here.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadEvalSets, ordinaryDreams, scoreFittingPosts } from '../server/interpreter/eval/datasets';
import { fitRiskWeights } from '../server/interpreter/safety/fit-risk-weights';

const sets = loadEvalSets();
const fitted = fitRiskWeights(scoreFittingPosts(sets), ordinaryDreams(sets));
const target = fileURLToPath(new URL('../server/interpreter/safety/risk-weights.ts', import.meta.url));
const body = `/**
 * Written by \`npm run fit:safety\` (scripts/fit-safety-weights.ts) from the labelled safety posts;
 * do not edit by hand. Feature names follow risk-concepts.ts.
 */
import type { RiskWeights } from './fit-risk-weights';

export const RISK_WEIGHTS: RiskWeights = ${JSON.stringify(fitted, null, 2)};
`;
writeFileSync(target, body);
console.log(`fitted on ${fitted.fittedOn.positives} posts in distress, ${fitted.fittedOn.negatives} safe ones and ${fitted.fittedOn.ordinaryDreams} ordinary dreams; threshold ${fitted.threshold}`);
