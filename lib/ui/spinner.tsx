import type { ComponentProps } from 'react';
import { cx } from './class-names';

/** A small spinning ring; decorative, so callers say in words what is loading. */
export function Spinner({ className, ...rest }: ComponentProps<'span'>) {
  return (
    <span
      aria-hidden="true"
      className={cx('inline-block h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none', className)}
      {...rest}
    />
  );
}

export interface LoadingStateProps extends ComponentProps<'p'> {
  label?: string;
}

/** A polite "Loading…" line for sections waiting on a call. */
export function LoadingState({ label = 'Loading…', className, ...rest }: LoadingStateProps) {
  return (
    <p role="status" className={cx('flex items-center gap-2 py-4 text-sm text-slate-600 dark:text-night-200', className)} {...rest}>
      <Spinner />
      {label}
    </p>
  );
}
