import type { ComponentProps, ReactNode } from 'react';
import { cx } from './class-names';

export interface PageFrameProps extends ComponentProps<'section'> {
  title: string;
  /** A short line under the heading. */
  lead?: ReactNode;
}

/**
 * The frame of one page: its heading (the page's h1) and content. The heading can take the focus
 * from a script (not from Tab), so after a navigation the app can move the focus there.
 */
export function PageFrame({ title, lead, children, className, ...rest }: PageFrameProps) {
  return (
    <section className={cx('mx-auto w-full max-w-3xl px-4 py-8 sm:px-6', className)} {...rest}>
      <header className="mb-6">
        <h1 tabIndex={-1} className="font-serif text-3xl font-semibold tracking-tight text-night-950 focus:outline-none sm:text-4xl dark:text-night-50">
          {title}
        </h1>
        {lead ? <p className="mt-2 text-base text-slate-600 dark:text-night-200">{lead}</p> : null}
      </header>
      {children}
    </section>
  );
}
