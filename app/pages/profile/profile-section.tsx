import { useId, type ReactNode } from 'react';

/** One card of the profile page; named by its heading so it is a landmark region. */
export function ProfileSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-night-200/70 bg-white/80 p-5 shadow-sm sm:p-6 dark:border-night-800 dark:bg-night-900/70"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-serif text-2xl font-semibold text-night-950 dark:text-night-50">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
