/**
 * npm run eval: the interpreter's quality report over every evaluation set in
 * server/interpreter/eval/ (safety, symbols, emotions on tuning and held-out reports, repetition,
 * length, grammar, quotations). Runs the configured engine (built-in unless LLM_BASE_URL and
 * LLM_MODEL are set). `--json` prints the raw report; `--write` also stores it as
 * server/interpreter/eval/report.json (the built-in engine's figures, which the README quotes and a
 * test keeps current); `--misses` lists tuning dreams whose tone was misread.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EMOTION_CLASSES } from '../lib/core/api/contract';
import { interpreterConfigFromEnv } from '../server/interpreter/config';
import { loadEvalSets } from '../server/interpreter/eval/datasets';
import { buildEvalReport, polarity, type EmotionFigures } from '../server/interpreter/eval/report';
import { createInterpreter } from '../server/interpreter/index';

const { llm } = interpreterConfigFromEnv();
const interpreter = createInterpreter({ llm });
await interpreter.warmUp();
const sets = loadEvalSets();
const report = await buildEvalReport(async (text) => (await interpreter.interpret(text)).analysis, sets);

if (process.argv.includes('--write')) {
  if (llm) throw new Error('--write stores the built-in engine\'s figures: unset LLM_BASE_URL');
  writeFileSync(fileURLToPath(new URL('../server/interpreter/eval/report.json', import.meta.url)), JSON.stringify(report, null, 2) + '\n');
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
  const emotions = (name: string, e: EmotionFigures) => {
    console.log(`  ${name}: ${e.dreams} dreams, macro-F1 ${e.macroF1.toFixed(3)}, dominant emotion ${pct(e.dominantAccuracy)}, tone balanced accuracy ${e.toneBalancedAccuracy.toFixed(3)}, sentiment agreement ${pct(e.sentimentAgreement)}`);
    for (const c of EMOTION_CLASSES) {
      const f = e.perClass[c];
      console.log(`    ${c.padEnd(13)} P ${f.precision.toFixed(2)}  R ${f.recall.toFixed(2)}  F1 ${f.f1.toFixed(2)}  (n=${f.support})`);
    }
  };
  const s = report.safety;
  console.log(`Engine: ${interpreter.engine}`);
  console.log(`Safety: recall ${s.recall.toFixed(3)} on ${s.positives} dreams in distress (${Object.entries(s.recallByLanguage).map(([l, r]) => `${l} ${r.toFixed(2)}`).join(', ')}), ${s.falseAlarms} false alarms on ${s.negatives} hard negatives`);
  if (s.missed.length) console.log(`  missed: ${s.missed.join(', ')}`);
  if (s.alarmed.length) console.log(`  false alarms: ${s.alarmed.join(', ')}`);
  const p = report.safetyProbes;
  console.log(`Safety probes written without sight of the rules: recall ${p.recall.toFixed(3)} on ${p.positives}, ${p.falseAlarms} false alarms on ${p.negatives}`);
  if (p.missed.length) console.log(`  missed: ${p.missed.join(', ')}`);
  if (p.alarmed.length) console.log(`  false alarms: ${p.alarmed.join(', ')}`);
  const o = report.ordinaryAlarms;
  console.log(`Support on the other evaluation dreams (none about distress): ${o.alarmed.length} of ${o.dreams}${o.alarmed.length ? `: ${o.alarmed.join(', ')}` : ''}`);
  const y = report.symbols;
  console.log(`Symbols (${y.dreams} dreams): precision ${y.precision.toFixed(3)}, recall ${y.recall.toFixed(3)}, ${y.trapsFound} of ${y.traps} literal-reading traps fallen into`);
  for (const e of y.examples) console.log(`  ${e}`);
  console.log('Emotions (present when score >= 0.3):');
  emotions('tuning', report.emotions.tune);
  emotions('held out', report.emotions.holdout);
  console.log(`Short sets: dev tone ${report.shortSets.dev.toneBalancedAccuracy.toFixed(3)}, keywords ${pct(report.shortSets.dev.keywordRecall)}; held out tone ${report.shortSets.holdout.toneBalancedAccuracy.toFixed(3)}, keywords ${pct(report.shortSets.holdout.keywordRecall)}`);
  const r = report.repetition;
  console.log(`Repetition over ${r.dreams} dreams: ${pct(r.rate)} of ${r.sentences} sentences (40+ characters) appear in another reading`);
  for (const e of r.examples) console.log(`  ${e.slice(0, 140)}`);
  const l = report.length;
  console.log(`Length: one-line dreams ${l.oneLine.min}–${l.oneLine.max} words (mean ${l.oneLine.mean}); dreams of 200+ words ${l.long.min}–${l.long.max} (mean ${l.long.mean}); longest reading ${l.maxReadingWords}`);
  console.log(`  by dream length: ${l.byDreamLength.map((b) => `${b.bucket} → ${b.meanReadingWords} (${b.dreams})`).join(', ')}`);
  const g = report.grammar;
  console.log(`Grammar: ${g.issues} issues in ${g.readingsWithIssues} of ${g.readings} readings`);
  for (const e of g.examples) console.log(`  ${e}`);
  console.log(`Quotations the dreamer never wrote: ${report.quotes.unwritten} in ${report.quotes.readings} readings`);
  for (const e of report.quotes.examples) console.log(`  ${e}`);
}

if (process.argv.includes('--misses')) {
  for (const dream of sets.tune) {
    if (dream.tone !== 'negative' && dream.tone !== 'positive') continue;
    const { analysis } = await interpreter.interpret(dream.text);
    if (polarity(analysis) !== dream.tone) console.log(`#${dream.id} gold ${dream.tone}, got ${analysis.sentiment} ${JSON.stringify(analysis.emotions)}: ${dream.text.slice(0, 90)}`);
  }
}
