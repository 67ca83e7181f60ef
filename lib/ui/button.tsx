import type { ComponentProps } from 'react';
import { cx } from './class-names';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-night-600 text-white shadow hover:bg-night-700 disabled:hover:bg-night-600',
  secondary:
    'border border-night-300 bg-white text-night-800 hover:bg-night-50 dark:border-night-700 dark:bg-night-900 dark:text-night-100 dark:hover:bg-night-800',
  ghost: 'text-night-700 hover:bg-night-100 dark:text-night-200 dark:hover:bg-night-800',
  danger: 'bg-red-700 text-white shadow hover:bg-red-800 disabled:hover:bg-red-700',
};
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-5 py-2.5 text-base',
};

/** The class list of a button, for links that should look like one. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return cx(base, variants[variant], sizes[size]);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A call is running: shows a spinner and blocks further clicks. */
  busy?: boolean;
}

/** The product's button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant = 'primary', size = 'md', busy = false, disabled, type = 'button', className, children, ...rest }: ButtonProps) {
  return (
    <button type={type} disabled={disabled || busy} aria-busy={busy || undefined} className={cx(buttonClass(variant, size), className)} {...rest}>
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}
