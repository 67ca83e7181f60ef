import type { ComponentProps } from 'react';
import type { Quote } from '../core/quotes';
import { cx } from './class-names';

export interface QuoteOfTheDayProps extends ComponentProps<'figure'> {
  quote: Quote;
}

/** The dream-related quotation of the day, with its author and work. */
export function QuoteOfTheDay({ quote, className, ...rest }: QuoteOfTheDayProps) {
  return (
    <figure
      className={cx(
        'rounded-2xl border border-night-200/70 bg-white/70 px-5 py-4 shadow-sm dark:border-night-800 dark:bg-night-900/60',
        className,
      )}
      {...rest}
    >
      <blockquote className="font-serif text-lg leading-relaxed text-night-900 italic dark:text-night-100">
        <p>“{quote.quote}”</p>
      </blockquote>
      <figcaption className="mt-2 text-sm text-slate-600 dark:text-night-300">
        — {quote.author}, <cite>{quote.work}</cite>
      </figcaption>
    </figure>
  );
}
