import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import type { KeywordCount } from '../core/statistics';
import { cx } from './class-names';

const chip = cva(
  'inline-flex items-center gap-1.5 rounded-full border border-night-200 bg-night-100 font-medium text-night-800 dark:border-night-700 dark:bg-night-800 dark:text-night-100',
  {
    variants: { size: { sm: 'px-2.5 py-0.5 text-xs', md: 'px-3 py-1 text-sm' } },
    defaultVariants: { size: 'md' },
  },
);

export interface KeywordListProps extends ComponentProps<'ul'>, VariantProps<typeof chip> {
  /** Plain keywords, or keywords with how often they occur (shown as a count). */
  keywords: readonly (string | KeywordCount)[];
  /** Shown instead of an empty list. */
  emptyText?: string;
}

/** Keywords as chips; with counts it doubles as the profile's "common keywords". */
export function KeywordList({ keywords, emptyText = 'No keywords yet', size, className, ...rest }: KeywordListProps) {
  if (keywords.length === 0) return <p className="text-sm text-slate-600 dark:text-night-200">{emptyText}</p>;
  return (
    <ul className={cx('flex flex-wrap gap-2', className)} {...rest}>
      {keywords.map((k) => {
        const word = typeof k === 'string' ? k : k.keyword;
        return (
          <li key={word} className={chip({ size })}>
            {word}
            {typeof k === 'string' ? null : (
              <span className="rounded-full bg-white px-1.5 text-xs text-night-800 dark:bg-night-950 dark:text-night-100">
                <span className="sr-only">, count </span>
                {k.count}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
