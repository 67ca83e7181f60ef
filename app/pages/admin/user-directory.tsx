import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFetcher, useNavigate } from 'react-router-dom';
import type { User } from '../../../lib/core/api/contract';
import type { Page } from '../../../lib/core/api/paging';
import { Button } from '../../../lib/ui/button';
import { inputClass } from '../../../lib/ui/text-field';
import { UsersTable } from '../../../lib/ui/users-table';
import type { adminLoader } from '../../routes/page-loaders';
import { session } from '../../session';

export interface UserDirectoryProps {
  /** The first page for the search in the URL; null while loading or when it could not be read. */
  first: Page<User> | null;
  /** The search in the URL. */
  q: string;
  /** The dashboard's data has arrived: a null `first` then means it failed. */
  loaded?: boolean;
}

/**
 * The dashboard's users: a search over usernames and emails (kept in the URL as `q`), a page at a
 * time with "Load more users" (the route's loader, through a fetcher, with the last page's cursor).
 */
export function UserDirectory({ first, q, loaded = false }: UserDirectoryProps) {
  const navigate = useNavigate();
  const fetcher = useFetcher<typeof adminLoader>();
  const searchId = useId();
  const [query, setQuery] = useState(q);
  const [users, setUsers] = useState<User[]>(first?.items ?? []);
  const [next, setNext] = useState(first?.nextCursor ?? null);
  const [failed, setFailed] = useState(false);
  const seen = useRef<unknown>(null);
  const total = first?.total ?? users.length;

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer || seen.current === answer) return;
    seen.current = answer;
    if (answer.epoch !== session.state.identityEpoch.peek()) return;
    const page = answer.data.users;
    setFailed(page === null);
    if (!page) return;
    setUsers((shown) => {
      const ids = new Set(shown.map((u) => u.id));
      return [...shown, ...page.items.filter((u) => !ids.has(u.id))];
    });
    setNext(page.nextCursor);
  }, [fetcher.state, fetcher.data]);

  const search = (e: FormEvent) => {
    e.preventDefault();
    const text = query.trim();
    void navigate({ pathname: '/admin', search: text ? `?${new URLSearchParams({ q: text }).toString()}` : '' });
  };
  const loadMore = () => {
    if (!next || fetcher.state !== 'idle') return;
    const params = new URLSearchParams(q ? { q } : {});
    params.set('cursor', next);
    fetcher.load(`/admin?${params.toString()}`);
  };

  return (
    <div className="grid gap-4">
      <form role="search" aria-label="User search" onSubmit={search} className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <label htmlFor={searchId} className="text-sm font-medium">Search users</label>
          <input id={searchId} type="search" value={query} maxLength={254} placeholder="Part of a username or email" onChange={(e) => setQuery(e.target.value)} className={inputClass} />
        </div>
        <Button type="submit" variant="secondary">Search</Button>
        {q ? (
          <Button variant="ghost" onClick={() => void navigate('/admin')}>
            Clear search
          </Button>
        ) : null}
      </form>
      {first ? (
        <p role="status" className="text-sm text-slate-700 dark:text-night-200">
          Showing {users.length} of {total} {total === 1 ? 'user' : 'users'}
        </p>
      ) : null}
      {first || !loaded ? (
        <UsersTable users={first ? users : null} emptyText={q ? 'No users match this search.' : 'No users yet'} />
      ) : (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          Failed to load dashboard data
        </p>
      )}
      {failed ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          Failed to load more users
        </p>
      ) : null}
      {next ? (
        <Button variant="secondary" className="justify-self-center" busy={fetcher.state !== 'idle'} onClick={loadMore}>
          {fetcher.state !== 'idle' ? 'Loading more users…' : 'Load more users'}
        </Button>
      ) : null}
    </div>
  );
}
