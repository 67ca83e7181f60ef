/**
 * How the safety check does on a writer it has never read: each writer's posts are scored by the
 * whole-post risk score fitted without that writer, against one threshold set from every writer's
 * unseen safe scores the way the committed threshold is set (`unseenScores`, `thresholdFrom`), and
 * the whole check (rules, then the score) is run on them. The rules were tuned on every probe set,
 * so their part is optimistic; the score's part is what a new writer would meet. Prints one line per
 * writer and the total. One fit per writer and per quarter of the ordinary dreams: about a minute.
 */
import { loadEvalSets, ordinaryDreams, scoreFittingPosts } from '../server/interpreter/eval/datasets';
import { parseText } from '../server/interpreter/nlp';
import { thresholdFrom, unseenScores, writerOf } from '../server/interpreter/safety/fit-risk-weights';
import { detectDistress } from '../server/interpreter/safety/index';

const sets = loadEvalSets();
const fitting = scoreFittingPosts(sets);
// Posts the policy labels against their writer are scored too, by their writer's left-out model.
const posts = [...sets.safety, ...sets.safetyProbes];
const unseen = unseenScores(fitting, ordinaryDreams(sets), posts);
const threshold = thresholdFrom(unseen, fitting);
const ruleFired = (text: string): boolean => detectDistress(text, parseText(text)).signals.some((s) => s.kind !== 'combined');
const fires = (p: { id: string; text: string }): boolean => ruleFired(p.text) || (unseen.posts.get(p.id) ?? -Infinity) >= threshold;

let caught = 0;
let positives = 0;
let alarms = 0;
let negatives = 0;
for (const writer of [...new Set(posts.map((p) => writerOf(p.id)))].filter((w) => w !== 'project').sort()) {
  const own = posts.filter((p) => writerOf(p.id) === writer);
  const yes = own.filter((p) => p.support);
  const no = own.filter((p) => !p.support);
  const byRules = yes.filter((p) => ruleFired(p.text)).length;
  const hit = yes.filter(fires).length;
  const alarmed = no.filter(fires).length;
  console.log(`writer ${writer}: rules ${byRules}/${yes.length}, rules and score ${hit}/${yes.length}, false alarms ${alarmed}/${no.length}`);
  caught += hit;
  positives += yes.length;
  alarms += alarmed;
  negatives += no.length;
}
const ordinaryAbove = unseen.ordinary.filter((s) => s >= threshold).length;
console.log(`threshold ${threshold} from unseen scores; ordinary dreams above it, each scored unseen: ${ordinaryAbove} of ${unseen.ordinary.length} the score reads`);
console.log(`each writer unseen by the score: recall ${(caught / positives).toFixed(3)} (${caught}/${positives}), false alarms ${alarms}/${negatives}`);
