import { cva, type VariantProps } from 'class-variance-authority';
import { createElement, type ComponentProps } from 'react';
import { cx } from './class-names';

/** The product's surface: a rounded, bordered panel over the night-sky backdrop. */
export const cardVariants = cva('rounded-2xl border border-night-200/70 shadow-sm dark:border-night-800', {
  variants: {
    /** `solid` for content people read; `muted` lets more of the backdrop through (forms, asides). */
    tone: {
      solid: 'bg-white/80 dark:bg-night-900/70',
      muted: 'bg-white/70 dark:bg-night-900/60',
    },
    padding: {
      none: '',
      sm: 'p-4',
      md: 'p-5 sm:p-6',
    },
  },
  defaultVariants: { tone: 'solid', padding: 'md' },
});

type CardElement = 'div' | 'section' | 'article' | 'figure' | 'li';

export type CardProps<E extends CardElement = 'div'> = ComponentProps<E> &
  VariantProps<typeof cardVariants> & {
    /** The element to render, so the surface keeps the page's semantics (a section, an article…). */
    as?: E;
  };

/** A surface; `className` comes last and wins over the variants (e.g. `shadow-none`). */
export function Card<E extends CardElement = 'div'>({ as, tone, padding, className, ...rest }: CardProps<E>) {
  return createElement(as ?? 'div', { className: cx(cardVariants({ tone, padding }), className), ...rest });
}
