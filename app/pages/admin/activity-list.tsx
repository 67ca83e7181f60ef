import type { ActivityEntry } from '../../../lib/core/api/contract';
import { Card } from '../../../lib/ui/card';
import { formatDateTime } from '../../../lib/ui/format';

const LABELS: Record<ActivityEntry['kind'], string> = {
  registered: 'registered',
  dream: 'recorded a dream',
  analysis: 'received an analysis',
  'guest-analysis': 'A guest received an analysis',
  login: 'logged in',
};

/** The newest events from GET /admin/stats. */
export function ActivityList({ entries }: { entries: readonly ActivityEntry[] }) {
  if (entries.length === 0) return <p className="text-slate-700 dark:text-night-200">No activity yet.</p>;
  return (
    <ol className="grid gap-2">
      {entries.map((e, i) => (
        <Card as="li" key={`${e.at}-${i}`} tone="muted" padding="none" className="flex flex-wrap justify-between gap-2 rounded-xl px-4 py-2 text-sm shadow-none">
          <span>{e.kind === 'guest-analysis' ? LABELS[e.kind] : `${e.username ?? 'Someone'} ${LABELS[e.kind]}`}</span>
          <time dateTime={e.at} className="text-slate-600 dark:text-night-200">{formatDateTime(e.at)}</time>
        </Card>
      ))}
    </ol>
  );
}
