/** The signed-in user's journal, loaded the one way every page reads it: a page at a time. */
import type { DreamListQuery } from '../../lib/core/api/dreams';
import type { Dream, DreamStats, DreamSummary } from '../../lib/core/api/contract';
import { isApiError } from '../../lib/core/api/errors';
import { MESSAGES } from '../../lib/core/messages';
import { readerTimeZoneSoon } from '../reader-time-zone';
import { session } from '../session';
import { loadForIdentity, type IdentityData } from './identity';

export const DREAMS_FAILED = 'Failed to fetch dream history';
export const DREAM_FAILED = 'Failed to load this dream. Please try again.';
export const STATS_FAILED = 'Failed to load your dream statistics';

type Failure = { error: string; expired: boolean };

/** Why a read failed: `expired` when the session is over (401), else `fallback`. */
function failure(error: unknown, fallback: string): Failure {
  const expired = isApiError(error) && error.status === 401;
  return { error: expired ? MESSAGES.sessionExpired : fallback, expired };
}

/** One page of dreams, newest first, with the cursor of the next; or why it could not be read. */
export type DreamList =
  | { dreams: DreamSummary[]; nextCursor: string | null; total: number | null; error: null; expired: false }
  | ({ dreams: null; nextCursor: null; total: null } & Failure);

/** GET /dreams for one page; a 401 means the session has expired. */
export function loadDreams(query: DreamListQuery = {}): Promise<IdentityData<DreamList>> {
  return loadForIdentity<DreamList, DreamList>(
    async () => {
      const page = await session.api.listDreams(query);
      return { dreams: page.items, nextCursor: page.nextCursor, total: page.total, error: null, expired: false };
    },
    (error) => ({ dreams: null, nextCursor: null, total: null, ...failure(error, DREAMS_FAILED) }),
  );
}

export type DreamDetail = { dream: Dream; error: null; expired: false } | ({ dream: null } & Failure);

/** GET /dreams/{id}: one dream in full, for a card that opens. */
export function loadDream(id: number): Promise<IdentityData<DreamDetail>> {
  return loadForIdentity<DreamDetail, DreamDetail>(
    async () => ({ dream: await session.api.getDream(id), error: null, expired: false }),
    (error) => ({ dream: null, ...failure(error, DREAM_FAILED) }),
  );
}

export type StatsResult = { stats: DreamStats; error: null } | { stats: null; error: string };

/** GET /dreams/stats, with calendar days in the reader's time zone. */
export function loadDreamStats(): Promise<IdentityData<StatsResult>> {
  return loadForIdentity<StatsResult, StatsResult>(
    async () => ({ stats: await session.api.getDreamStats(await readerTimeZoneSoon()), error: null }),
    (error) => ({ stats: null, error: failure(error, STATS_FAILED).error }),
  );
}
