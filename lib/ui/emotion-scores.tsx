import type { ComponentProps } from 'react';
import { EMOTION_CLASSES, type EmotionScores as Scores, type Sentiment } from '../core/api/contract';
import { cx } from './class-names';

export const SENTIMENT_LABELS: Record<Sentiment, string> = {
  positive: 'Positive',
  negative: 'Negative',
  neutral: 'Neutral',
  mixed: 'Mixed',
};

const sentimentClass: Record<Sentiment, string> = {
  positive: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  negative: 'bg-rose-100 text-rose-900 dark:bg-rose-900/60 dark:text-rose-100',
  neutral: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-50',
  mixed: 'bg-moon-100 text-moon-700 dark:bg-moon-700/60 dark:text-moon-100',
};

export function SentimentBadge({ sentiment, className, ...rest }: ComponentProps<'span'> & { sentiment: Sentiment }) {
  return (
    <span className={cx('inline-flex rounded-full px-3 py-1 text-sm font-semibold', sentimentClass[sentiment], className)} {...rest}>
      {SENTIMENT_LABELS[sentiment]}
    </span>
  );
}

export interface EmotionScoresProps extends ComponentProps<'dl'> {
  emotions: Scores;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The five emotion classes as labelled bars (percentages, so screen readers hear the numbers). */
export function EmotionScores({ emotions, className, ...rest }: EmotionScoresProps) {
  return (
    <dl className={cx('grid gap-2', className)} {...rest}>
      {EMOTION_CLASSES.map((name) => {
        const pct = Math.round(Math.min(1, Math.max(0, emotions[name] ?? 0)) * 100);
        return (
          <div key={name} className="grid grid-cols-[7.5rem_1fr_3rem] items-center gap-3 text-sm">
            <dt className="text-slate-700 dark:text-night-100">{capital(name)}</dt>
            <dd className="h-2.5 overflow-hidden rounded-full bg-night-100 dark:bg-night-800" aria-hidden="true">
              <div className="h-full rounded-full bg-gradient-to-r from-night-400 to-night-600" style={{ width: `${pct}%` }} />
            </dd>
            <dd className="text-right text-slate-700 tabular-nums dark:text-night-100">{pct}%</dd>
          </div>
        );
      })}
    </dl>
  );
}
