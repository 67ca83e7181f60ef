/**
 * The interpreter's quality, measured on every evaluation set: fails when a change takes the
 * built-in engine below one of its bars, and when the stored report (quoted by the READMEs) is
 * out of date.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { interpretBuiltin, warmUpBuiltin } from '../builtin';
import { loadEvalSets } from './datasets';
import { buildEvalReport, type EvalFullReport } from './report';
import { THRESHOLDS as T } from './thresholds';

let report: EvalFullReport;

beforeAll(async () => {
  warmUpBuiltin();
  report = await buildEvalReport(interpretBuiltin, loadEvalSets());
}, 120_000);

describe('the built-in engine on the evaluation sets', () => {
  it('opens with support for every dream in distress it should, and never for a hard negative', () => {
    expect(report.safety.positives).toBeGreaterThanOrEqual(60);
    expect(report.safety.negatives).toBeGreaterThanOrEqual(60);
    expect(report.safety.recall, `missed: ${report.safety.missed.join(', ')}`).toBeGreaterThanOrEqual(T.safety.minRecall);
    expect(report.safety.falseAlarms, `false alarms: ${report.safety.alarmed.join(', ')}`).toBeLessThanOrEqual(T.safety.maxFalseAlarms);
    expect(report.safetyProbes.positives).toBeGreaterThanOrEqual(100);
    expect(report.safetyProbes.recall, `missed: ${report.safetyProbes.missed.join(', ')}`).toBeGreaterThanOrEqual(T.safetyProbes.minRecall);
    expect(report.safetyProbes.falseAlarms, `false alarms: ${report.safetyProbes.alarmed.join(', ')}`).toBeLessThanOrEqual(T.safetyProbes.maxFalseAlarms);
  });

  it('never opens an ordinary dream with support', () => {
    expect(report.ordinaryAlarms.dreams).toBeGreaterThanOrEqual(500);
    expect(report.ordinaryAlarms.alarmed).toEqual([]);
  });

  it('finds the symbols a careful reader finds, and falls for few literal readings', () => {
    expect(report.symbols.precision).toBeGreaterThanOrEqual(T.symbols.minPrecision);
    expect(report.symbols.trapsFound / Math.max(1, report.symbols.traps), report.symbols.examples.join('\n')).toBeLessThanOrEqual(T.symbols.maxTrapShare);
  });

  it.each(['tune', 'holdout'] as const)('reads the dreamer’s emotions on the %s reports', (part) => {
    const e = report.emotions[part];
    const bar = T.emotions[part];
    expect(e.dreams).toBeGreaterThanOrEqual(part === 'tune' ? 200 : 100);
    expect(e.macroF1).toBeGreaterThanOrEqual(bar.minMacroF1);
    expect(e.dominantAccuracy).toBeGreaterThanOrEqual(bar.minDominantAccuracy);
    expect(e.toneBalancedAccuracy).toBeGreaterThanOrEqual(bar.minToneBalancedAccuracy);
  });

  it('writes fresh sentences for each dream', () => {
    expect(report.repetition.rate, report.repetition.examples.join('\n')).toBeLessThanOrEqual(T.repetition.maxRate);
  });

  it('writes as much as the dream gives', () => {
    expect(report.length.oneLine.min).toBeGreaterThanOrEqual(T.length.oneLine.min);
    expect(report.length.oneLine.max).toBeLessThanOrEqual(T.length.oneLine.max);
    expect(report.length.maxReadingWords).toBeLessThanOrEqual(T.length.maxReadingWords);
    const means = report.length.byDreamLength.filter((b) => b.dreams > 0).map((b) => b.meanReadingWords);
    expect(means, 'longer dreams get longer readings').toEqual([...means].sort((a, b) => a - b));
  });

  it('writes correct articles and agreement, and quotes only what the dreamer wrote', () => {
    expect(report.grammar.issues, report.grammar.examples.join('\n')).toBeLessThanOrEqual(T.grammar.maxIssues);
    expect(report.quotes.unwritten, report.quotes.examples.join('\n')).toBeLessThanOrEqual(T.quotes.maxUnwritten);
  });

  it('matches the stored report (run `npm run eval -- --write` after changing the engine or the sets)', () => {
    const stored = JSON.parse(readFileSync(fileURLToPath(new URL('./report.json', import.meta.url)), 'utf8')) as EvalFullReport;
    expect(stored).toEqual(report);
  });
});
