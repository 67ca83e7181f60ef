import type { ComponentProps } from 'react';
import type { Dream, Sentiment } from '../core/api/contract';
import { Card } from './card';
import { cx } from './class-names';
import { formatDate, formatShortDate } from './format';

/** Where each tone sits on the chart's vertical axis. */
const LEVEL: Record<Sentiment, number> = { negative: 0, mixed: 1, neutral: 1, positive: 2 };
const LEVEL_LABELS = ['Negative', 'Neutral / mixed', 'Positive'];

/** Which points get a date under the axis: the first, the last and, with room between, the middle one. */
export function dateTicks(count: number): number[] {
  if (count <= 0) return [];
  if (count === 1) return [0];
  if (count < 5) return [0, count - 1];
  return [0, Math.floor((count - 1) / 2), count - 1];
}

export interface EmotionChartProps extends ComponentProps<'figure'> {
  dreams: readonly Pick<Dream, 'id' | 'date' | 'sentiment'>[];
  /** At most this many of the newest analysed dreams are drawn. */
  limit?: number;
}

/** A small line chart of emotional tone over time, with a table of the same data for screen readers. */
export function EmotionChart({ dreams, limit = 14, className, ...rest }: EmotionChartProps) {
  const points = dreams
    .filter((d): d is typeof d & { sentiment: Sentiment } => d.sentiment !== null && !Number.isNaN(Date.parse(d.date)))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))
    .slice(-limit);
  const W = 320;
  const H = 120;
  const pad = 12;
  const x = (i: number) => (points.length <= 1 ? W / 2 : pad + (i * (W - 2 * pad)) / (points.length - 1));
  const y = (s: Sentiment) => H - pad - (LEVEL[s] * (H - 2 * pad)) / 2;
  return (
    <Card as="figure" padding="sm" className={className} {...rest}>
      <figcaption className="mb-2 text-sm font-semibold text-night-800 dark:text-night-100">Emotional tone over time</figcaption>
      {points.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-night-200">Analyze a dream to see its emotional tone here.</p>
      ) : (
        <>
          <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-1">
            <div aria-hidden="true" className="flex flex-col justify-between py-1 text-right text-xs text-slate-600 dark:text-night-200">
              {[...LEVEL_LABELS].reverse().map((l) => (
                <span key={l}>{l}</span>
              ))}
            </div>
            <svg viewBox={`0 0 ${W} ${H}`} className="h-32 w-full" aria-hidden="true" preserveAspectRatio="none">
              {[0, 1, 2].map((l) => (
                <line key={l} x1={0} x2={W} y1={H - pad - (l * (H - 2 * pad)) / 2} y2={H - pad - (l * (H - 2 * pad)) / 2} className="stroke-night-100 dark:stroke-night-800" strokeWidth={1} />
              ))}
              <polyline
                fill="none"
                className="stroke-night-500"
                strokeWidth={2.5}
                vectorEffect="non-scaling-stroke"
                points={points.map((p, i) => `${x(i)},${y(p.sentiment)}`).join(' ')}
              />
              {points.map((p, i) => (
                <circle key={p.id} cx={x(i)} cy={y(p.sentiment)} r={4} className="fill-moon-500" vectorEffect="non-scaling-stroke" />
              ))}
            </svg>
            {/* The time axis: dates under their points; the first and last keep inside the chart's edges. */}
            <div aria-hidden="true" className="relative col-start-2 h-4 text-xs text-slate-600 dark:text-night-200">
              {dateTicks(points.length).map((i, n, all) => {
                const point = points[i];
                if (!point) return null;
                const shift = all.length === 1 ? '-translate-x-1/2' : n === 0 ? '' : n === all.length - 1 ? '-translate-x-full' : '-translate-x-1/2';
                return (
                  <time key={point.id} dateTime={point.date} className={cx('absolute top-0 whitespace-nowrap', shift)} style={{ left: `${(x(i) / W) * 100}%` }}>
                    {formatShortDate(point.date)}
                  </time>
                );
              })}
            </div>
          </div>
          <table className="sr-only">
            <caption>Emotional tone of your recent dreams</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Tone</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.id}>
                  <td>{formatDate(p.date)}</td>
                  <td>{p.sentiment}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}
