import { useId, type ReactNode } from 'react';
import { Card } from '../../../lib/ui/card';

/** One card of the profile page; named by its heading so it is a landmark region. */
export function ProfileSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-serif text-2xl font-semibold text-night-950 dark:text-night-50">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}
