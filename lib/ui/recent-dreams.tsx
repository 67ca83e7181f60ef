import { useId, type ComponentProps } from 'react';
import type { Dream, DreamSummary } from '../core/api/contract';
import { RECENT_DREAMS } from '../core/statistics';
import { cx } from './class-names';
import { DreamCard } from './dream-card';
import type { NavLinkComponent } from './navigation-bar';
import { LoadingState } from './spinner';

export interface RecentDreamsProps extends ComponentProps<'section'> {
  /** The user's newest dreams (in full or as summaries); null while loading. */
  dreams: readonly (Dream | DreamSummary)[] | null;
  error?: string | null;
  linkComponent: NavLinkComponent;
  /** How many to show (the home page shows the five newest). */
  limit?: number;
}

/** The home page's 'Recent Dreams': the newest five, an empty message and a link to the full history. */
export function RecentDreams({ dreams, error, linkComponent: Link, limit = RECENT_DREAMS, className, ...rest }: RecentDreamsProps) {
  const headingId = useId();
  const newest = dreams ? [...dreams].sort((a, b) => Date.parse(b.date) - Date.parse(a.date)).slice(0, limit) : [];
  return (
    <section className={cx('grid gap-4', className)} aria-labelledby={headingId} {...rest}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-serif text-2xl font-semibold text-night-950 dark:text-night-50">
          Recent Dreams
        </h2>
        <Link to="/dream-history" className="rounded text-sm font-semibold text-night-700 underline-offset-4 hover:underline dark:text-night-200">
          View all dream history
        </Link>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : dreams === null ? (
        <LoadingState label="Loading your dreams…" />
      ) : newest.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-night-300 px-5 py-6 text-center text-slate-600 dark:border-night-700 dark:text-night-200">
          Dream history is empty
        </p>
      ) : (
        <ul className="grid gap-3">
          {newest.map((dream) => (
            <li key={dream.id}>
              <DreamCard dream={dream} expandable={false} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
