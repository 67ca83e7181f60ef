import { z } from 'zod';
import { EMOTION_CLASSES, type Analysis, type EmotionClass } from '../../../lib/core/api/contract';
import { negativeLoad } from '../emotions';

export const evalDreamSchema = z.object({
  id: z.number(),
  text: z.string().min(1),
  /** Classes a careful reader codes as present, Hall & Van de Castle style. */
  emotions: z.array(z.enum(EMOTION_CLASSES)),
  tone: z.enum(['positive', 'negative', 'neutral', 'mixed']),
  keywords: z.array(z.string()).min(1),
});
export type EvalDream = z.infer<typeof evalDreamSchema>;

/** Score at which an emotion counts as present. */
export const PRESENT = 0.3;

export interface EvalReport {
  dreams: number;
  toneBalancedAccuracy: number;
  toneCases: { negative: number; positive: number };
  sentimentAgreement: number;
  emotions: Record<EmotionClass, { precision: number; recall: number; support: number }>;
  keywordRecall: number;
  meanKeywords: number;
}

/** Neutral and mixed answers are resolved by which side weighs more, as a reader forced to choose would. */
export function polarity(a: Analysis): 'positive' | 'negative' {
  if (a.sentiment === 'positive') return 'positive';
  if (a.sentiment === 'negative') return 'negative';
  return a.emotions.happiness > negativeLoad(a.emotions) ? 'positive' : 'negative';
}

function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/ing$/, '')
    .replace(/(ies)$/, 'y')
    .replace(/(es|s|ed)$/, '')
    .replace(/e$/, '')
    .replace(/([^aeiou])\1$/, '$1');
}

export function keywordMatches(expected: string, predicted: string[]): boolean {
  const e = stem(expected);
  return predicted.some((p) => {
    if (p === expected) return true;
    // A predicted phrase may contain the expected word ("final exam" for "exam"), never the reverse.
    const parts = p.split(' ').map(stem);
    return parts.includes(e) || expected.split(' ').map(stem).join(' ') === parts.join(' ');
  });
}

const ratio = (n: number, d: number): number => (d === 0 ? 0 : Math.round((n / d) * 1000) / 1000);

export function evaluate(items: { dream: EvalDream; analysis: Analysis }[]): EvalReport {
  let negTotal = 0, negHit = 0, posTotal = 0, posHit = 0, sentimentSame = 0, kwHit = 0, kwTotal = 0, kwCount = 0;
  const counts = Object.fromEntries(EMOTION_CLASSES.map((c) => [c, { tp: 0, fp: 0, fn: 0 }])) as Record<EmotionClass, { tp: number; fp: number; fn: number }>;
  for (const { dream, analysis } of items) {
    if (analysis.sentiment === dream.tone) sentimentSame += 1;
    if (dream.tone === 'negative') {
      negTotal += 1;
      if (polarity(analysis) === 'negative') negHit += 1;
    } else if (dream.tone === 'positive') {
      posTotal += 1;
      if (polarity(analysis) === 'positive') posHit += 1;
    }
    for (const c of EMOTION_CLASSES) {
      const gold = dream.emotions.includes(c);
      const pred = analysis.emotions[c] >= PRESENT;
      if (gold && pred) counts[c].tp += 1;
      else if (pred) counts[c].fp += 1;
      else if (gold) counts[c].fn += 1;
    }
    kwTotal += dream.keywords.length;
    kwCount += analysis.keywords.length;
    kwHit += dream.keywords.filter((k) => keywordMatches(k, analysis.keywords)).length;
  }
  const emotions = Object.fromEntries(
    EMOTION_CLASSES.map((c) => {
      const { tp, fp, fn } = counts[c];
      return [c, { precision: ratio(tp, tp + fp), recall: ratio(tp, tp + fn), support: tp + fn }];
    }),
  ) as EvalReport['emotions'];
  return {
    dreams: items.length,
    toneBalancedAccuracy: ratio(ratio(negHit, negTotal) + ratio(posHit, posTotal), 2),
    toneCases: { negative: negTotal, positive: posTotal },
    sentimentAgreement: ratio(sentimentSame, items.length),
    emotions,
    keywordRecall: ratio(kwHit, kwTotal),
    meanKeywords: ratio(kwCount, items.length),
  };
}
