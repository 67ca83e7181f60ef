/**
 * npm run eval: runs the configured engine (built-in unless LLM_BASE_URL and LLM_MODEL are set)
 * over server/interpreter/eval/dreams.jsonl and prints tone, emotion and keyword figures.
 * `--holdout` uses the held-out set; `--json` prints the raw report; `--misses` lists dreams whose tone was misread.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EMOTION_CLASSES } from '../lib/core/api/contract';
import { llmOptionsFromEnv } from '../server/interpreter/config';
import { evalDreamSchema, evaluate, polarity, PRESENT } from '../server/interpreter/eval/metrics';
import { createInterpreter } from '../server/interpreter/index';

// dreams.jsonl was used while developing the lexicons; holdout.jsonl was written afterwards and never tuned on.
const setName = process.argv.includes('--holdout') ? 'holdout' : 'dreams';
const file = fileURLToPath(new URL(`../server/interpreter/eval/${setName}.jsonl`, import.meta.url));
const dreams = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => evalDreamSchema.parse(JSON.parse(l)));

const llm = llmOptionsFromEnv();
const interpreter = createInterpreter(llm ? { llm } : {});
await interpreter.warmUp();
const items = [];
for (const dream of dreams) items.push({ dream, analysis: await interpreter.interpret(dream.text) });
const report = evaluate(items);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
  console.log(`Engine: ${interpreter.engine}   set: ${setName}.jsonl   dreams: ${report.dreams}`);
  console.log(`Tone, negative vs positive: balanced accuracy ${report.toneBalancedAccuracy.toFixed(3)} (${report.toneCases.negative} negative, ${report.toneCases.positive} positive dreams)`);
  console.log(`Sentiment label agreement (4 classes): ${pct(report.sentimentAgreement)}`);
  console.log(`Emotions (present when score >= ${PRESENT}):`);
  for (const c of EMOTION_CLASSES) {
    const e = report.emotions[c];
    console.log(`  ${c.padEnd(13)} precision ${e.precision.toFixed(2)}  recall ${e.recall.toFixed(2)}  (n=${e.support})`);
  }
  console.log(`Keyword recall: ${pct(report.keywordRecall)} (mean ${report.meanKeywords.toFixed(1)} keywords per dream)`);
}
if (process.argv.includes('--misses')) {
  for (const { dream, analysis } of items) {
    if ((dream.tone === 'negative' || dream.tone === 'positive') && polarity(analysis) !== dream.tone) {
      console.log(`#${dream.id} gold ${dream.tone}, got ${analysis.sentiment} ${JSON.stringify(analysis.emotions)}: ${dream.text.slice(0, 90)}`);
    }
  }
}
