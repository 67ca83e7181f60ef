import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/ui/toast-host';
import type { Dream } from '../../lib/core/api/contract';
import { isApiError } from '../../lib/core/api/errors';
import { SESSION_EXPIRED_REDIRECT_MS } from '../../lib/core/timers';
import { Button, buttonClass } from '../../lib/ui/button';
import { DreamCard } from '../../lib/ui/dream-card';
import { PageFrame } from '../../lib/ui/page-frame';
import { LoadingState } from '../../lib/ui/spinner';
import { inputClass } from '../../lib/ui/text-field';
import { noteApiError, session } from '../session';
import { allKeywords, downloadFile, dreamsToCsv, dreamsToJson, filterDreams, type DreamFilter } from './history/dream-export';

const NO_FILTER: DreamFilter = { keyword: '', from: '', to: '' };

/** /dream-history: every dream, click to expand, with filters and JSON/CSV export. Guarded (SPEC §2). */
export function Component() {
  useSignals();
  const navigate = useNavigate();
  const [allowed] = useState(() => session.state.isRealUser.peek());
  const [dreams, setDreams] = useState<Dream[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [filter, setFilter] = useState(NO_FILTER);
  const ids = { keyword: useId(), from: useId(), to: useId() };

  useEffect(() => {
    if (!allowed) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    session.api
      .listDreams()
      .then((list) => setDreams([...list].sort((a, b) => Date.parse(b.date) - Date.parse(a.date))))
      .catch((err: unknown) => {
        noteApiError(err);
        if (isApiError(err) && err.status === 401) {
          setError('Session expired. Please log in again.');
          toast.error('Session expired. Please log in again.');
          timer = setTimeout(() => void navigate('/login'), SESSION_EXPIRED_REDIRECT_MS);
        } else {
          setError('Failed to fetch dream history');
          toast.error('Failed to fetch dream history');
        }
      });
    return () => clearTimeout(timer);
  }, [allowed, navigate]);

  const keywords = useMemo(() => (dreams ? allKeywords(dreams) : []), [dreams]);
  const shown = useMemo(() => (dreams ? filterDreams(dreams, filter) : []), [dreams, filter]);
  const filtered = filter.keyword !== '' || filter.from !== '' || filter.to !== '';

  if (!allowed) return <Navigate to="/login" replace />;
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
          <Link to="/" className={buttonClass()}>
            Analyze a dream
          </Link>
        </div>
      ) : (
        <div className="grid gap-6">
          <section aria-label="Filter and export" className="grid gap-4 rounded-2xl border border-night-200/70 bg-white/70 p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end dark:border-night-800 dark:bg-night-900/60">
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
          </section>
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
