/**
 * How the safety check does on a writer it has never read: for each writer of the probe sets, the
 * whole-post risk score is refitted without that writer's posts and the whole check (rules, then
 * the score) is run on them. The rules were tuned on every probe set, so their part is optimistic;
 * the score's part is what a new writer would meet. Prints one line per writer and the total.
 * Slow: each writer costs a refit with its own threshold search (a fit per other writer), so the
 * time grows with the square of the writers (minutes with nine, over an hour with seventeen).
 */
import { loadEvalSets, ordinaryDreams, scoreFittingPosts } from '../server/interpreter/eval/datasets';
import { parseText } from '../server/interpreter/nlp';
import { fitRiskWeights, scoreWith, writerOf } from '../server/interpreter/safety/fit-risk-weights';
import { detectDistress } from '../server/interpreter/safety/index';
import { scoreStandsDown } from '../server/interpreter/safety/risk-concepts';

const sets = loadEvalSets();
const posts = [...sets.safety, ...sets.safetyProbes];
const ordinary = ordinaryDreams(sets);
const ruleFired = (text: string): boolean => detectDistress(text, parseText(text)).signals.some((s) => s.kind !== 'combined');

let caught = 0;
let positives = 0;
let alarms = 0;
let negatives = 0;
for (const writer of [...new Set(posts.map((p) => writerOf(p.id)))].filter((w) => w !== 'project').sort()) {
  const own = posts.filter((p) => writerOf(p.id) === writer);
  const weights = fitRiskWeights(
    scoreFittingPosts(sets).filter((p) => writerOf(p.id) !== writer),
    ordinary,
  );
  const fires = (text: string): boolean => ruleFired(text) || (!scoreStandsDown(text) && scoreWith(weights, text) >= weights.threshold);
  const yes = own.filter((p) => p.support);
  const no = own.filter((p) => !p.support);
  const byRules = yes.filter((p) => ruleFired(p.text)).length;
  const hit = yes.filter((p) => fires(p.text)).length;
  const alarmed = no.filter((p) => fires(p.text)).length;
  console.log(`writer ${writer}: rules ${byRules}/${yes.length}, rules and score ${hit}/${yes.length}, false alarms ${alarmed}/${no.length}`);
  caught += hit;
  positives += yes.length;
  alarms += alarmed;
  negatives += no.length;
}
console.log(`each writer unseen by the score: recall ${(caught / positives).toFixed(3)} (${caught}/${positives}), false alarms ${alarms}/${negatives}`);
