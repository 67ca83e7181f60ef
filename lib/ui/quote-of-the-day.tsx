import type { ComponentProps } from 'react';
import type { Quote } from '../core/quotes';
import { Card } from './card';
import { cx } from './class-names';

export interface QuoteOfTheDayProps extends ComponentProps<'figure'> {
  quote: Quote;
}

/** The dream-related quotation of the day, with its author and work. */
export function QuoteOfTheDay({ quote, className, ...rest }: QuoteOfTheDayProps) {
  return (
    <Card as="figure" tone="muted" padding="none" className={cx('px-5 py-4', className)} {...rest}>
      <blockquote className="font-serif text-lg leading-relaxed text-night-900 italic dark:text-night-100">
        <p>“{quote.quote}”</p>
      </blockquote>
      <figcaption className="mt-2 text-sm text-slate-600 dark:text-night-300">
        — {quote.author}, <cite>{quote.work}</cite>
      </figcaption>
    </Card>
  );
}
