/** The framework-free session core shared by the SPA and each widget instance. */
import type { ReadonlySignal } from '@preact/signals-core';
import { createApiClient, defaultBaseUrl, type AuthHandler } from '../api/client';
import { createApi, type DreamApi } from '../api/endpoints';
import { getDeviceFingerprint } from '../fingerprint';
import { createMaintenanceWatch } from './maintenance';
import { createSessionModel, type SessionState } from './model';
import { createRefresher, REFRESH_CHECK_INTERVAL_MS } from './refresh';
import { createSessionStore, defaultStorage, type KeyValueStorage } from './storage';
import { createTransitions, type SessionActions } from './transitions';

/** Key prefixes of the two shipped clients; the widget's must never collide with a host page. */
export const APP_STORAGE_PREFIX = 'dream-analyzer:';
export const WIDGET_STORAGE_PREFIX = 'dream-analyzer-widget:';

export interface DreamSessionOptions {
  /** `{host}/api`; defaults to the page's own origin + `/api`. */
  baseUrl?: string;
  storagePrefix: string;
  /** Defaults to sessionStorage when usable, else memory (SSR, tests, locked-down iframes). */
  storage?: KeyValueStorage;
  /** Defaults to FingerprintJS, loaded on first use. */
  fingerprint?: () => Promise<string>;
  now?: () => number;
  refreshCheckIntervalMs?: number;
  timeoutMs?: number;
}

export interface DreamSession {
  state: SessionState;
  /** Raw typed calls; use `actions` for anything that changes the session. */
  api: DreamApi;
  actions: SessionActions;
  /** The service's maintenance message while it is in maintenance mode (learnt from every call); null otherwise. */
  maintenance: ReadonlySignal<string | null>;
  /** Restores the stored session and starts the background token check. */
  start(): void;
  /** Stops the background token check (the widget's disconnectedCallback, tests). */
  stop(): void;
}

export function createDreamSession(options: DreamSessionOptions): DreamSession {
  const now = options.now ?? Date.now;
  const store = createSessionStore(options.storage ?? defaultStorage(), options.storagePrefix);
  const model = createSessionModel(store);

  // The client learns about the session through this handler; `refresher` is set just below.
  const auth: AuthHandler = {
    getAccessToken: () => model.session.accessToken,
    refresh: () => refresher.refresh(),
    onUnauthorized: (token) => {
      if (model.session.accessToken === token) model.clear();
    },
  };
  const maintenance = createMaintenanceWatch();
  const client = createApiClient({ baseUrl: options.baseUrl ?? defaultBaseUrl(), auth, timeoutMs: options.timeoutMs, observe: maintenance.observe });
  const api = createApi(client);
  const refresher = createRefresher({
    model,
    callRefresh: api.refresh,
    now,
    checkIntervalMs: options.refreshCheckIntervalMs ?? REFRESH_CHECK_INTERVAL_MS,
  });
  const actions = createTransitions({ model, store, api, refresher, fingerprint: options.fingerprint ?? getDeviceFingerprint, now });

  let started = false;
  return {
    state: model.state,
    api,
    actions,
    maintenance: maintenance.notice,
    start() {
      if (!started) actions.restore();
      started = true;
      refresher.start();
    },
    stop() {
      refresher.stop();
      started = false;
    },
  };
}
