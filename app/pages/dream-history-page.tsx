import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { Button, buttonVariants } from '../../lib/ui/button';
import { Card } from '../../lib/ui/card';
import { DreamCard } from '../../lib/ui/dream-card';
import { PageFrame } from '../../lib/ui/page-frame';
import { LoadingState } from '../../lib/ui/spinner';
import { inputClass } from '../../lib/ui/text-field';
import { useIdentityData } from '../data/identity';
import type { historyLoader } from '../routes/page-loaders';
import { SESSION_EXPIRED_REDIRECT_MS } from '../timers';
import { allKeywords, downloadFile, dreamsToCsv, dreamsToJson, filterDreams, type DreamFilter } from './history/dream-export';

const NO_FILTER: DreamFilter = { keyword: '', from: '', to: '' };

/** /dream-history: every dream, click to expand, with filters and JSON/CSV export (the route's guard keeps guests out). */
export function Component() {
  const navigate = useNavigate();
  const list = useIdentityData(useLoaderData<typeof historyLoader>());
  const dreams = list?.dreams ?? null;
  const error = list?.error ?? null;
  const expired = list?.expired === true;
  const [filter, setFilter] = useState(NO_FILTER);
  const ids = { keyword: useId(), from: useId(), to: useId() };

  // An expired session reads its message, then goes to /login.
  useEffect(() => {
    if (!expired) return;
    const timer = setTimeout(() => void navigate('/login'), SESSION_EXPIRED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [expired, navigate]);

  const keywords = useMemo(() => (dreams ? allKeywords(dreams) : []), [dreams]);
  const shown = useMemo(() => (dreams ? filterDreams(dreams, filter) : []), [dreams, filter]);
  const filtered = filter.keyword !== '' || filter.from !== '' || filter.to !== '';

  const stamp = new Date().toISOString().slice(0, 10);
  return (
    <PageFrame title="Dream History" lead="Every dream you have recorded, newest first. Select a dream to read its full analysis.">
      {error ? (
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : dreams === null ? (
        <LoadingState label="Loading your dreams…" />
      ) : dreams.length === 0 ? (
        <div className="grid justify-items-start gap-4">
          <p className="text-slate-700 dark:text-night-200">Dream history is empty</p>
          <Link to="/" className={buttonVariants()}>
            Analyze a dream
          </Link>
        </div>
      ) : (
        <div className="grid gap-6">
          <Card as="section" aria-label="Filter and export" tone="muted" padding="sm" className="grid gap-4 shadow-none sm:grid-cols-[1fr_auto_auto] sm:items-end">
            <div className="grid gap-1.5">
              <label htmlFor={ids.keyword} className="text-sm font-medium">Keyword</label>
              <select id={ids.keyword} value={filter.keyword} onChange={(e) => setFilter((f) => ({ ...f, keyword: e.target.value }))} className={inputClass}>
                <option value="">All keywords</option>
                {keywords.map((k) => (
                  <option key={k} value={k}>{k}</option>
                ))}
              </select>
            </div>
            <div className="grid gap-1.5">
              <label htmlFor={ids.from} className="text-sm font-medium">From</label>
              <input id={ids.from} type="date" value={filter.from} max={filter.to || undefined} onChange={(e) => setFilter((f) => ({ ...f, from: e.target.value }))} className={inputClass} />
            </div>
            <div className="grid gap-1.5">
              <label htmlFor={ids.to} className="text-sm font-medium">To</label>
              <input id={ids.to} type="date" value={filter.to} min={filter.from || undefined} onChange={(e) => setFilter((f) => ({ ...f, to: e.target.value }))} className={inputClass} />
            </div>
            <div className="flex flex-wrap items-center gap-2 sm:col-span-3">
              <p role="status" className="mr-auto text-sm text-slate-700 dark:text-night-200">
                Showing {shown.length} of {dreams.length} {dreams.length === 1 ? 'dream' : 'dreams'}
              </p>
              {filtered ? <Button variant="ghost" size="sm" onClick={() => setFilter(NO_FILTER)}>Clear filters</Button> : null}
              <Button variant="secondary" size="sm" onClick={() => downloadFile(`dream-journal-${stamp}.json`, dreamsToJson(dreams), 'application/json')}>
                Export JSON
              </Button>
              <Button variant="secondary" size="sm" onClick={() => downloadFile(`dream-journal-${stamp}.csv`, dreamsToCsv(dreams), 'text/csv;charset=utf-8')}>
                Export CSV
              </Button>
            </div>
          </Card>
          {shown.length === 0 ? (
            <p className="text-slate-700 dark:text-night-200">No dreams match these filters.</p>
          ) : (
            <ul className="grid gap-3">
              {shown.map((dream) => (
                <li key={dream.id}>
                  <DreamCard dream={dream} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </PageFrame>
  );
}
