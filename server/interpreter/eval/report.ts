/**
 * The interpreter's quality report: everything `npm run eval` prints and its regression test guards.
 * One function from an engine (text → analysis) to figures, so the built-in engine, an LLM or a
 * future engine are all measured the same way.
 */
import { EMOTION_CLASSES, type Analysis, type EmotionClass } from '../../../lib/core/api/contract';
import type { CodedDream, EvalSets, SafetyCase } from './datasets';
import { evaluate, polarity, PRESENT } from './metrics';
import { grammarIssues, repetitionRate, unwrittenQuotes, wordCount } from './reading-checks';

export type Engine = (text: string) => Analysis | Promise<Analysis>;

const ratio = (n: number, d: number): number => (d === 0 ? 0 : Math.round((n / d) * 1000) / 1000);

export interface EmotionFigures {
  dreams: number;
  macroF1: number;
  perClass: Record<EmotionClass, { precision: number; recall: number; f1: number; support: number }>;
  /** The strongest scored class (or none below 0.1) against the coder's dominant emotion. */
  dominantAccuracy: number;
  /** Negative vs positive dreams, each side weighted equally. */
  toneBalancedAccuracy: number;
  /** The four-valued sentiment against the coder's tone. */
  sentimentAgreement: number;
}

export interface EvalFullReport {
  safety: { positives: number; negatives: number; recall: number; falseAlarms: number; missed: string[]; alarmed: string[]; recallByLanguage: Record<string, number> };
  safetyProbes: { positives: number; negatives: number; recall: number; falseAlarms: number; missed: string[]; alarmed: string[] };
  /** The support message on the project's other evaluation dreams, none written about distress: every one is a false alarm. */
  ordinaryAlarms: { dreams: number; alarmed: string[] };
  symbols: { dreams: number; precision: number; recall: number; trapsFound: number; traps: number; examples: string[] };
  emotions: { tune: EmotionFigures; holdout: EmotionFigures };
  shortSets: { dev: { toneBalancedAccuracy: number; keywordRecall: number }; holdout: { toneBalancedAccuracy: number; keywordRecall: number } };
  repetition: { dreams: number; rate: number; sentences: number; repeated: number; examples: string[] };
  length: {
    oneLine: { dreams: number; min: number; max: number; mean: number };
    long: { dreams: number; min: number; max: number; mean: number };
    /** Reading words per dream-length bucket (dream words). */
    byDreamLength: { bucket: string; dreams: number; meanReadingWords: number }[];
    maxReadingWords: number;
  };
  grammar: { readings: number; readingsWithIssues: number; issues: number; examples: string[] };
  quotes: { readings: number; unwritten: number; examples: string[] };
}

function dominantOf(a: Analysis): EmotionClass | null {
  let best: EmotionClass | null = null;
  for (const c of EMOTION_CLASSES) if (a.emotions[c] >= 0.1 && (best === null || a.emotions[c] > a.emotions[best])) best = c;
  return best;
}

function emotionFigures(items: { dream: CodedDream; analysis: Analysis }[]): EmotionFigures {
  const base = evaluate(items.map(({ dream, analysis }) => ({ dream: { ...dream, id: 0 }, analysis })));
  const perClass = {} as EmotionFigures['perClass'];
  for (const c of EMOTION_CLASSES) {
    let tp = 0, fp = 0, fn = 0;
    for (const { dream, analysis } of items) {
      const gold = dream.emotions.includes(c);
      const pred = analysis.emotions[c] >= PRESENT;
      if (gold && pred) tp += 1;
      else if (pred) fp += 1;
      else if (gold) fn += 1;
    }
    const precision = ratio(tp, tp + fp);
    const recall = ratio(tp, tp + fn);
    perClass[c] = { precision, recall, f1: precision + recall ? ratio(2 * precision * recall, precision + recall) : 0, support: tp + fn };
  }
  const withDominant = items.filter(({ dream }) => dream.dominant !== undefined);
  return {
    dreams: items.length,
    macroF1: ratio(EMOTION_CLASSES.reduce((s, c) => s + perClass[c].f1, 0), EMOTION_CLASSES.length),
    perClass,
    dominantAccuracy: ratio(withDominant.filter(({ dream, analysis }) => dominantOf(analysis) === (dream.dominant ?? null)).length, withDominant.length),
    toneBalancedAccuracy: base.toneBalancedAccuracy,
    sentimentAgreement: base.sentimentAgreement,
  };
}

function stats(values: number[]) {
  if (!values.length) return { dreams: 0, min: 0, max: 0, mean: 0 };
  return { dreams: values.length, min: Math.min(...values), max: Math.max(...values), mean: Math.round(values.reduce((a, b) => a + b, 0) / values.length) };
}

const hasSupport = (a: Analysis): boolean => (a as Analysis & { support?: boolean }).support === true;

/** Recall on the dreamers in distress and false alarms on the hard negatives of one safety set. */
function safetyFigures(runs: { item: SafetyCase; analysis: Analysis }[]): EvalFullReport['safetyProbes'] {
  const yes = runs.filter((r) => r.item.support);
  const no = runs.filter((r) => !r.item.support);
  return {
    positives: yes.length,
    negatives: no.length,
    recall: ratio(yes.filter((p) => hasSupport(p.analysis)).length, yes.length),
    falseAlarms: no.filter((n) => hasSupport(n.analysis)).length,
    missed: yes.filter((p) => !hasSupport(p.analysis)).map((p) => p.item.id),
    alarmed: no.filter((n) => hasSupport(n.analysis)).map((n) => n.item.id),
  };
}

/** Run `engine` over every set and measure. */
export async function buildEvalReport(engine: Engine, sets: EvalSets): Promise<EvalFullReport> {
  const run = async <T extends { text: string }>(list: T[]) => {
    const out: { item: T; analysis: Analysis }[] = [];
    for (const item of list) out.push({ item, analysis: await engine(item.text) });
    return out;
  };
  const [safety, probes, symbols, tune, holdout, shortDev, shortHoldout, oneLiners, devReadings] = [
    await run(sets.safety),
    await run(sets.safetyProbes),
    await run(sets.symbols),
    await run(sets.tune),
    await run(sets.holdout),
    await run(sets.shortDev),
    await run(sets.shortHoldout),
    await run(sets.oneLiners),
    await run(sets.devReadings),
  ];

  const positives = safety.filter((s) => s.item.support);
  const negatives = safety.filter((s) => !s.item.support);
  const languages = [...new Set(positives.map((p) => p.item.lang))].sort();

  let symPred = 0, symRight = 0, symGold = 0, symFound = 0, traps = 0, trapsFound = 0;
  const symExamples: string[] = [];
  for (const { item, analysis } of symbols) {
    const labels = analysis.symbols.map((s) => s.symbol);
    symPred += labels.length;
    symRight += labels.filter((l) => item.present.includes(l)).length;
    symGold += item.present.length;
    symFound += item.present.filter((l) => labels.includes(l)).length;
    traps += item.absent.length;
    const wrong = item.absent.filter((l) => labels.includes(l));
    trapsFound += wrong.length;
    if (wrong.length && symExamples.length < 10) symExamples.push(`${item.id}: ${wrong.join(', ')}`);
  }

  const coded = [...tune, ...holdout];
  const everyReading = [...coded, ...symbols, ...shortDev, ...shortHoldout, ...oneLiners, ...negatives, ...devReadings];
  const ordinary = [...coded, ...symbols, ...shortDev, ...shortHoldout, ...oneLiners, ...devReadings];
  const grammar = everyReading.map(({ item, analysis }) => ({ id: (item as { id: string | number }).id, issues: grammarIssues(analysis.interpretation) }));
  const quotes = everyReading.map(({ item, analysis }) => ({ id: (item as { id: string | number }).id, bad: unwrittenQuotes(analysis.interpretation, item.text) }));
  const buckets: [string, number, number][] = [['1–20', 1, 20], ['21–60', 21, 60], ['61–120', 61, 120], ['121–200', 121, 200], ['201+', 201, Infinity]];
  const lengths = [...coded, ...oneLiners, ...shortDev].map(({ item, analysis }) => ({ dream: wordCount(item.text), reading: wordCount(analysis.interpretation) }));

  const repetitionSample = tune.slice(0, 100);
  const rep = repetitionRate(repetitionSample.map((r) => r.analysis.interpretation));
  const shortFigures = (items: { item: CodedDream; analysis: Analysis }[]) => {
    const r = evaluate(items.map(({ item, analysis }) => ({ dream: { ...item, id: 0 }, analysis })));
    return { toneBalancedAccuracy: r.toneBalancedAccuracy, keywordRecall: r.keywordRecall };
  };

  return {
    safety: {
      ...safetyFigures(safety),
      recallByLanguage: Object.fromEntries(
        languages.map((lang) => {
          const of = positives.filter((p) => p.item.lang === lang);
          return [lang, ratio(of.filter((p) => hasSupport(p.analysis)).length, of.length)];
        }),
      ),
    },
    safetyProbes: safetyFigures(probes),
    ordinaryAlarms: { dreams: ordinary.length, alarmed: ordinary.filter((o) => hasSupport(o.analysis)).map((o) => String((o.item as { id: string | number }).id)) },
    symbols: { dreams: symbols.length, precision: ratio(symRight, symPred), recall: ratio(symFound, symGold), trapsFound, traps, examples: symExamples },
    emotions: {
      tune: emotionFigures(tune.map(({ item, analysis }) => ({ dream: item, analysis }))),
      holdout: emotionFigures(holdout.map(({ item, analysis }) => ({ dream: item, analysis }))),
    },
    shortSets: { dev: shortFigures(shortDev), holdout: shortFigures(shortHoldout) },
    repetition: { dreams: repetitionSample.length, ...rep },
    length: {
      oneLine: stats(oneLiners.map((o) => wordCount(o.analysis.interpretation))),
      long: stats(coded.filter((c) => wordCount(c.item.text) >= 200).map((c) => wordCount(c.analysis.interpretation))),
      byDreamLength: buckets.map(([bucket, lo, hi]) => {
        const of = lengths.filter((l) => l.dream >= lo && l.dream <= hi);
        return { bucket, dreams: of.length, meanReadingWords: of.length ? Math.round(of.reduce((s, l) => s + l.reading, 0) / of.length) : 0 };
      }),
      maxReadingWords: Math.max(0, ...lengths.map((l) => l.reading)),
    },
    grammar: {
      readings: grammar.length,
      readingsWithIssues: grammar.filter((g) => g.issues.length).length,
      issues: grammar.reduce((s, g) => s + g.issues.length, 0),
      examples: grammar.filter((g) => g.issues.length).slice(0, 12).map((g) => `${g.id}: ${g.issues.slice(0, 2).join('; ')}`),
    },
    quotes: {
      readings: quotes.length,
      unwritten: quotes.reduce((s, q) => s + q.bad.length, 0),
      examples: quotes.filter((q) => q.bad.length).slice(0, 8).map((q) => `${q.id}: "${q.bad[0]?.slice(0, 60)}"`),
    },
  };
}

/** The polarity helper the short sets use, re-exported for the CLI's list of misses. */
export { polarity };
