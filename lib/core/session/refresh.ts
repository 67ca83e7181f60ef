/** Token refresh: single-flight, never for guests, plus a background check every 60 s that refreshes when under 5 minutes remain. */
import type { RefreshResponse } from '../api/contract';
import { toApiError } from '../api/client';
import { tokenExpiryMs } from './jwt';
import type { SessionModel } from './model';

/** Refresh when fewer than this many milliseconds remain before expiry. */
export const REFRESH_MARGIN_MS = 5 * 60_000;
/** How often the background check runs. */
export const REFRESH_CHECK_INTERVAL_MS = 60_000;

export interface RefresherOptions {
  model: SessionModel;
  callRefresh: (refreshToken: string) => Promise<RefreshResponse>;
  now: () => number;
  checkIntervalMs?: number;
}

export function createRefresher({ model, callRefresh, now, checkIntervalMs = REFRESH_CHECK_INTERVAL_MS }: RefresherOptions) {
  let inflight: Promise<boolean> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  async function run(): Promise<boolean> {
    const { refreshToken, isGuest, user } = model.session;
    if (!refreshToken || isGuest) return false; // guest tokens are never refreshed
    const generation = model.generation;
    try {
      const res = await callRefresh(refreshToken);
      if (model.generation !== generation) return false; // logged out or replaced meanwhile
      model.update({
        accessToken: res.access_token,
        // Refresh tokens rotate: the old one is now spent.
        refreshToken: res.refresh_token ?? refreshToken,
        tokenExpiry: tokenExpiryMs(res.access_token),
        user: res.user ?? user,
      });
      return true;
    } catch (error) {
      const status = toApiError(error).status;
      // The server refused the refresh token: the session is over and is cleared. A network failure
      // or a server fault says nothing about the token, so the session is kept for a later try.
      if (model.generation === generation && status >= 400 && status < 500) model.clear();
      return false;
    }
  }

  /** Refreshes the tokens; concurrent callers share one request. */
  function refresh(): Promise<boolean> {
    inflight ??= run().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  /** True when a refreshable session has fewer than 5 minutes left. */
  function isDue(): boolean {
    const { accessToken, refreshToken, tokenExpiry, isGuest } = model.session;
    if (!accessToken || !refreshToken || isGuest || tokenExpiry === null) return false;
    return tokenExpiry - now() < REFRESH_MARGIN_MS;
  }

  function check(): Promise<boolean> {
    return isDue() ? refresh() : Promise.resolve(false);
  }

  return {
    refresh,
    isDue,
    check,
    get running(): boolean {
      return timer !== null;
    },
    /** Starts the periodic check (idempotent); checks once at once so a stale restore is fixed early. */
    start(): void {
      if (timer !== null) return;
      timer = setInterval(() => void check(), checkIntervalMs);
      // In Node (SSR, tests) a pending check must not keep the process alive.
      (timer as { unref?: () => void }).unref?.();
      void check();
    },
    stop(): void {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
}

export type Refresher = ReturnType<typeof createRefresher>;
