import type { ComponentProps } from 'react';
import { Card } from './card';
import { cx } from './class-names';

export interface StreakDisplayProps extends ComponentProps<'div'> {
  /** Consecutive days with a dream, counted back from the newest. */
  streak: number;
}

/** The dream streak: a number of nights plus up to seven moons, filled for each day of the streak. */
export function StreakDisplay({ streak, className, ...rest }: StreakDisplayProps) {
  const moons = Math.min(streak, 7);
  return (
    <Card padding="none" className={cx('flex flex-wrap items-center gap-4 px-5 py-4', className)} {...rest}>
      <p className="font-serif text-4xl font-semibold text-night-900 tabular-nums dark:text-night-50">
        {streak}
        <span className="ml-2 font-sans text-base font-medium text-slate-700 dark:text-night-200">{streak === 1 ? 'day' : 'days'} in a row</span>
      </p>
      <div aria-hidden="true" className="flex gap-1">
        {Array.from({ length: 7 }, (_, i) => (
          <svg key={i} viewBox="0 0 32 32" className={cx('h-6 w-6', i < moons ? 'fill-moon-500' : 'fill-night-200 dark:fill-night-800')}>
            <path d="M20 4a12 12 0 1 0 8 20A10 10 0 0 1 20 4z" />
          </svg>
        ))}
      </div>
      <p className="w-full text-sm text-slate-600 dark:text-night-200">
        {streak === 0 ? 'Record a dream to start a streak.' : streak >= 7 ? 'A remarkable run of remembered dreams.' : 'Keep recording to grow your streak.'}
      </p>
    </Card>
  );
}
