import type { ComponentProps, ReactNode } from 'react';
import { Card } from './card';
import { cx } from './class-names';

export interface StatisticItem {
  label: string;
  /** null shows a dash (not loaded yet or unknown). */
  value: ReactNode | null;
  hint?: ReactNode;
}

export interface StatisticsCardsProps extends ComponentProps<'dl'> {
  items: readonly StatisticItem[];
  loading?: boolean;
}

/** A responsive grid of figures (profile statistics, admin dashboard). */
export function StatisticsCards({ items, loading = false, className, ...rest }: StatisticsCardsProps) {
  return (
    <dl aria-busy={loading || undefined} className={cx('grid grid-cols-2 gap-3 sm:grid-cols-3', className)} {...rest}>
      {items.map((item) => (
        <Card key={item.label} padding="none" className="px-4 py-3">
          <dt className="text-sm text-slate-600 dark:text-night-200">{item.label}</dt>
          <dd className="mt-1 font-serif text-3xl font-semibold text-night-900 tabular-nums dark:text-night-50">
            {loading ? <span className="inline-block h-8 w-12 animate-pulse rounded bg-night-100 align-middle motion-reduce:animate-none dark:bg-night-800" /> : (item.value ?? '–')}
          </dd>
          {item.hint ? <dd className="mt-1 text-xs text-slate-600 dark:text-night-200">{item.hint}</dd> : null}
        </Card>
      ))}
    </dl>
  );
}
