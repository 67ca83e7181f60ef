import type { ComponentProps } from 'react';
import { cx } from '../../lib/ui/class-names';

export const linkClass = 'rounded font-semibold text-night-700 underline underline-offset-4 hover:text-night-900 dark:text-night-200 dark:hover:text-white';

/** The card that holds the sign-in, sign-up and password forms. */
export function AuthCard({ className, ...rest }: ComponentProps<'div'>) {
  return (
    <div
      className={cx('rounded-2xl border border-night-200/70 bg-white/80 p-5 shadow-sm sm:p-6 dark:border-night-800 dark:bg-night-900/70', className)}
      {...rest}
    />
  );
}
