import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cx } from './class-names';
import { Spinner } from './spinner';

/** The product's one button look; links that act as buttons take the same classes. */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
  {
    variants: {
      variant: {
        primary: 'bg-night-600 text-white shadow hover:bg-night-700 disabled:hover:bg-night-600',
        secondary:
          'border border-night-300 bg-white text-night-800 hover:bg-night-50 dark:border-night-700 dark:bg-night-900 dark:text-night-100 dark:hover:bg-night-800',
        ghost: 'text-night-700 hover:bg-night-100 dark:text-night-200 dark:hover:bg-night-800',
        danger: 'bg-red-700 text-white shadow hover:bg-red-800 disabled:hover:bg-red-700',
      },
      size: {
        sm: 'min-h-9 px-3 py-1.5 text-sm',
        md: 'min-h-11 px-5 py-2.5 text-base',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** A call is running: shows a spinner and blocks further clicks. */
  busy?: boolean;
}

/** The product's button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant, size, busy = false, disabled, type = 'button', className, children, ...rest }: ButtonProps) {
  return (
    <button type={type} disabled={disabled || busy} aria-busy={busy || undefined} className={cx(buttonVariants({ variant, size }), className)} {...rest}>
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}
