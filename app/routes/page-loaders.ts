/** The data of the guarded pages and of the email verification, loaded before they render. */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { AdminStats, Settings, User } from '../../lib/core/api/contract';
import { messageOf } from '../../lib/core/api/errors';
import type { Page } from '../../lib/core/api/paging';
import { toast } from '../toasts';
import { filtersFromSearch } from '../queries/dream-filters';
import { loadDream, loadDreams, loadDreamStats } from '../queries/dreams';
import { readerTimeZoneSoon } from '../reader-time-zone';
import { loadForIdentity } from '../queries/identity';
import { session } from '../session';
import { requireAdmin, requireRealUser } from './guards';

/** Dreams per page of the history; the next page loads on scroll or with "Load more". */
export const HISTORY_PAGE_SIZE = 20;

/**
 * Dream History: the first page for the search and filters in the URL, with how many match; with
 * a `cursor` (the page's "Load more"), the page after it. A failure of the first page is said in a
 * toast too; the page sends an expired session to /login.
 */
export async function historyLoader({ request }: LoaderFunctionArgs) {
  requireRealUser();
  const tz = await readerTimeZoneSoon();
  const search = new URL(request.url).searchParams;
  const filters = filtersFromSearch(search);
  const cursor = search.get('cursor');
  const loaded = await loadDreams({ ...filters, tz, limit: HISTORY_PAGE_SIZE, cursor, includeTotal: !cursor });
  if (loaded.data.error && !cursor) toast.error(loaded.data.error);
  return { ...loaded, filters, cursor };
}

/** One dream in full, for a history card that opens (a fetcher loads it; the history page shows it). */
export async function dreamLoader({ params }: LoaderFunctionArgs) {
  requireRealUser();
  const id = Number(params.dreamId);
  if (!Number.isInteger(id) || id < 1) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  return loadDream(id);
}

export const PROFILE_FAILED = 'Failed to load profile data';

/** Profile: the account re-read from the server, and the journal's statistics. */
export async function profileLoader() {
  requireRealUser();
  const [profileError, stats] = await Promise.all([
    session.actions.refreshUser().then(
      () => null,
      () => {
        toast.error(PROFILE_FAILED);
        return PROFILE_FAILED;
      },
    ),
    loadDreamStats(),
  ]);
  // The session ended while the profile loaded (a revoked token): nothing here is theirs any more.
  requireRealUser();
  return { profileError, stats };
}

/** Users per page of the dashboard's list. */
export const ADMIN_USERS_PAGE_SIZE = 20;

export interface AdminData {
  /** The first page of users for the search in the URL (`q`), or null when it could not be read. */
  users: Page<User> | null;
  stats: AdminStats | null;
  settings: Settings | null;
  /** The user search in the URL. */
  q: string;
}

/**
 * Admin: the first page of users for the search in the URL, the figures and the settings, each
 * failure with its own message. With a `cursor` (the list's "Load more users"), only the page
 * after it.
 */
export async function adminLoader({ request }: LoaderFunctionArgs) {
  requireAdmin();
  const search = new URL(request.url).searchParams;
  const q = search.get('q')?.trim().slice(0, 254) ?? '';
  const cursor = search.get('cursor');
  const users = () => session.api.listUsers({ q: q || undefined, limit: ADMIN_USERS_PAGE_SIZE, cursor, includeTotal: !cursor });
  const noData: AdminData = { users: null, stats: null, settings: null, q };
  if (cursor) {
    return loadForIdentity(async (): Promise<AdminData> => ({ ...noData, users: await users() }), () => noData);
  }
  return loadForIdentity(async (): Promise<AdminData> => {
    const [figures, settings] = await Promise.all([
      Promise.all([users(), session.api.getAdminStats()]).catch(() => {
        toast.error('Failed to load dashboard data');
        return null;
      }),
      session.api.getSettings().catch(() => {
        toast.error('Failed to load settings');
        return null;
      }),
    ]);
    return { users: figures?.[0] ?? null, stats: figures?.[1] ?? null, settings, q };
  }, () => noData);
}

export type VerifyResult = { kind: 'success' | 'error'; message: string };

// A token can be used once: a revalidation must not send it again.
const verifications = new Map<string, Promise<VerifyResult>>();

/** Verify-email: the token's result (success or the server's reason), checked once per token. */
export function verifyEmailLoader({ request }: LoaderFunctionArgs): Promise<VerifyResult> {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return Promise.resolve({ kind: 'error', message: 'No verification token provided' });
  let result = verifications.get(token);
  if (!result) {
    result = session.api.verifyEmail(token).then(
      (res): VerifyResult => {
        void session.actions.refreshUser().catch(() => {});
        return { kind: 'success', message: res?.message || 'Email verified successfully!' };
      },
      (error: unknown): VerifyResult => ({ kind: 'error', message: messageOf(error, 'Verification failed. Please try again.') }),
    );
    verifications.set(token, result);
  }
  return result;
}
