import { useEffect, useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import type { DreamFilters } from '../../lib/core/api/dreams';
import { messageOf } from '../../lib/core/api/errors';
import { Button, buttonVariants } from '../../lib/ui/button';
import { Card } from '../../lib/ui/card';
import { PageFrame } from '../../lib/ui/page-frame';
import { LoadingState } from '../../lib/ui/spinner';
import { toast } from '../toasts';
import { filtersToSearch, hasFilters } from '../queries/dream-filters';
import { answerKey } from '../queries/answer-key';
import { readerTimeZone } from '../reader-time-zone';
import { useIdentityData } from '../queries/identity';
import type { historyLoader } from '../routes/page-loaders';
import { usePastFirstViewTakeover } from '../first-view-takeover';
import { useFirstPageLoading } from '../layout/first-page-fallback';
import { session } from '../session';
import { SESSION_EXPIRED_REDIRECT_MS } from '../timers';
import { HistoryFilters } from './history/history-filters';
import { HISTORY_PAGE } from './history/history-shell';
import { HistoryResults } from './history/history-results';
import { saveFile } from './history/save-file';

type Format = 'json' | 'csv';

/** The journal as a download from the server, named by it. */
function useExport() {
  const [exporting, setExporting] = useState<Format | null>(null);
  const run = async (format: Format) => {
    setExporting(format);
    try {
      const { file, fileName } = await session.api.exportDreams(format, readerTimeZone());
      saveFile(file, fileName);
    } catch (error) {
      toast.error(messageOf(error, 'Failed to export your dreams. Please try again.'));
    } finally {
      setExporting(null);
    }
  };
  return { exporting, run };
}

/**
 * /dream-history: the journal a page at a time (more on scroll or with "Load more"), search and
 * filters kept in the URL, click a dream to read it, and JSON/CSV export (the route's guard keeps
 * guests out).
 */
export function Component() {
  const navigate = useNavigate();
  const loaded = useLoaderData<typeof historyLoader>();
  const list = useIdentityData(loaded);
  const { filters } = loaded;
  const filtered = hasFilters(filters);
  const exporter = useExport();

  // An expired session reads its message, then goes to /login.
  const expired = list?.expired === true;
  useEffect(() => {
    if (!expired) return;
    const timer = setTimeout(() => void navigate('/login'), SESSION_EXPIRED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [expired, navigate]);

  const apply = (next: DreamFilters) => {
    const search = filtersToSearch(next).toString();
    void navigate({ pathname: '/dream-history', search: search ? `?${search}` : '' });
  };

  // Over the built first view (this page's stand-in, the same elements as the loading state
  // below), the loading state again first: the journal comes in a render of its own, a task later.
  const pastTakeover = usePastFirstViewTakeover();
  useFirstPageLoading(!pastTakeover);

  const emptyJournal = list?.dreams?.length === 0 && !filtered;
  return (
    <PageFrame title={HISTORY_PAGE.title} lead={HISTORY_PAGE.lead}>
      {list?.error ? (
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {list.error}
        </p>
      ) : !list?.dreams || !pastTakeover ? (
        <LoadingState label={HISTORY_PAGE.loading} />
      ) : emptyJournal ? (
        <div className="grid justify-items-start gap-4">
          <p className="text-slate-700 dark:text-night-200">Dream history is empty</p>
          <Link to="/" className={buttonVariants()}>
            Analyze a dream
          </Link>
        </div>
      ) : (
        <div className="grid gap-6">
          <Card as="section" aria-label="Filter and export" tone="muted" padding="sm" className="grid gap-4 shadow-none">
            <HistoryFilters filters={filters} onApply={apply} />
            <div className="flex flex-wrap items-center justify-end gap-2">
              {filtered ? (
                <Button variant="ghost" size="sm" className="mr-auto" onClick={() => apply({})}>
                  Clear filters
                </Button>
              ) : null}
              <Button variant="secondary" size="sm" busy={exporter.exporting === 'json'} disabled={exporter.exporting !== null} onClick={() => void exporter.run('json')}>
                Export JSON
              </Button>
              <Button variant="secondary" size="sm" busy={exporter.exporting === 'csv'} disabled={exporter.exporting !== null} onClick={() => void exporter.run('csv')}>
                Export CSV
              </Button>
            </div>
          </Card>
          {/* Keyed on the loaded first page, so new filters or a reload start the list afresh. */}
          <HistoryResults key={answerKey(loaded)} first={list} filters={filters} />
        </div>
      )}
    </PageFrame>
  );
}
