import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router-dom';
import type { DreamSummary } from '../../../lib/core/api/contract';
import type { DreamFilters } from '../../../lib/core/api/dreams';
import { Button } from '../../../lib/ui/button';
import { Spinner } from '../../../lib/ui/spinner';
import { filtersToSearch } from '../../queries/dream-filters';
import type { DreamList } from '../../queries/dreams';
import { session } from '../../session';
import type { historyLoader } from '../../routes/page-loaders';
import { useFirstPageLoading } from '../../layout/first-page-fallback';
import { HistoryDreamCard } from './history-dream-card';

type LoadedList = Extract<DreamList, { error: null }>;

export interface HistoryResultsProps {
  /** The first page, as the route's loader read it. */
  first: LoadedList;
  filters: DreamFilters;
}

/** Starts loading once the "Load more" button comes within this distance of the viewport. */
const SCROLL_AHEAD = '400px';

/**
 * The first page's cards are rendered after the list's own render, a few per task. Twenty cards in
 * one render, with their layout, kept a slow phone busy for a quarter of a second at the moment the
 * journal appeared; in steps, a tap or a key in between is answered at once. What comes after the
 * list (the "Load more" button, the footer) waits for the last step, so nothing on screen moves.
 */
const CARDS_PER_STEP = 4;

/**
 * The dreams loaded so far and the way to the next page: a "Load more" button, pressed by hand or,
 * once it scrolls into view, by the page itself. Each further page comes from the route's loader
 * (through a fetcher) with the cursor of the last.
 */
export function HistoryResults({ first, filters }: HistoryResultsProps) {
  const fetcher = useFetcher<typeof historyLoader>();
  const [dreams, setDreams] = useState<DreamSummary[]>(first.dreams);
  const [next, setNext] = useState(first.nextCursor);
  const [failed, setFailed] = useState<string | null>(null);
  const seen = useRef<unknown>(null);
  const focusFrom = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const total = first.total ?? dreams.length;
  const loading = fetcher.state !== 'idle';
  const [rendered, setRendered] = useState(0);
  const allRendered = rendered >= first.dreams.length;
  // The footer stays out until the last card is in: it would otherwise move down with every step.
  useFirstPageLoading(!allRendered);
  useEffect(() => {
    if (allRendered) return;
    const timer = setTimeout(() => setRendered((n) => n + CARDS_PER_STEP), 0);
    return () => clearTimeout(timer);
  }, [allRendered, rendered]);
  const shown = allRendered ? dreams : dreams.slice(0, rendered);

  // Take each answer once: append its dreams (a dream already shown is not shown twice) or say why not.
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer || seen.current === answer) return;
    seen.current = answer;
    if (answer.epoch !== session.state.identityEpoch.peek()) return;
    const page = answer.data;
    if (!page.dreams) {
      setFailed(page.error);
      return;
    }
    setFailed(null);
    setDreams((shown) => {
      const ids = new Set(shown.map((d) => d.id));
      return [...shown, ...page.dreams.filter((d) => !ids.has(d.id))];
    });
    setNext(page.nextCursor);
  }, [fetcher.state, fetcher.data]);

  // After "Load more" by keyboard or click, the focus moves to the first new dream, not to the page's end.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || from >= dreams.length) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li')[from]?.querySelector<HTMLElement>('button')?.focus();
  }, [dreams.length]);

  /**
   * A press of the button, or a page loaded by scrolling while the button holds the focus (a
   * keyboard user tabbed to it), sends the focus on to the first new dream when it comes: the
   * button itself goes away once the last page is in, and the focus must not fall back to the page.
   */
  const loadMore = (byHand: boolean) => {
    if (byHand || document.activeElement === moreRef.current) focusFrom.current = dreams.length;
    if (!next || loading) return;
    const search = filtersToSearch(filters);
    search.set('cursor', next);
    fetcher.load(`/dream-history?${search.toString()}`);
  };

  // Infinite scroll: the next page loads as the button nears the viewport.
  const autoLoad = useRef(loadMore);
  autoLoad.current = loadMore;
  const canAutoLoad = next !== null && failed === null && allRendered;
  useEffect(() => {
    const button = moreRef.current;
    if (!button || !canAutoLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) autoLoad.current(false);
    }, { rootMargin: SCROLL_AHEAD });
    observer.observe(button);
    return () => observer.disconnect();
  }, [canAutoLoad, dreams.length]);

  return (
    <div className="grid gap-4">
      <p role="status" className="text-sm text-slate-700 dark:text-night-200">
        Showing {dreams.length} of {total} {total === 1 ? 'dream' : 'dreams'}
      </p>
      {dreams.length === 0 ? (
        <p className="text-slate-700 dark:text-night-200">No dreams match these filters.</p>
      ) : (
        <ul ref={listRef} className="grid gap-3">
          {shown.map((dream) => (
            <li key={dream.id}>
              <HistoryDreamCard dream={dream} />
            </li>
          ))}
        </ul>
      )}
      {failed ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {failed}
        </p>
      ) : null}
      {next && allRendered ? (
        // Busy but never disabled while a page loads: the scroll can start a load just as the button
        // is pressed or focused, and a disabled button would drop both the press and the focus.
        <Button ref={moreRef} variant="secondary" className="justify-self-center" aria-busy={loading || undefined} onClick={() => loadMore(true)}>
          {loading ? <Spinner /> : null}
          {loading ? 'Loading more dreams…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
