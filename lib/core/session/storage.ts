/**
 * The persisted session (tokens, expiry, user, guest flags), under a key prefix so the widget
 * on a partner page never reads or overwrites the partner's own sessionStorage keys.
 */
import type { User } from '../api/contract';

/** The subset of the Web Storage API the session needs; injectable for tests and SSR. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage item names (after the prefix); nothing else about the session is persisted. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  tokenExpiry: 'token_expiry',
  user: 'user',
  isGuest: 'is_guest',
  guestHasSubmitted: 'guestHasSubmitted',
} as const;

export interface StoredSession {
  accessToken: string | null;
  refreshToken: string | null;
  /** Epoch milliseconds. */
  tokenExpiry: number | null;
  user: User | null;
  isGuest: boolean;
  guestHasSubmitted: boolean;
}

/** Thrown by `read` when stored data exists but cannot be trusted. */
export class CorruptSessionError extends Error {
  override readonly name = 'CorruptSessionError';
}

export function createMemoryStorage(): KeyValueStorage & { readonly size: number } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    get size() {
      return map.size;
    },
  };
}

/** sessionStorage when the environment has a usable one, else an in-memory store. */
export function defaultStorage(): KeyValueStorage {
  try {
    const storage = (globalThis as { sessionStorage?: KeyValueStorage }).sessionStorage;
    if (storage) {
      // Safari private mode and sandboxed iframes expose a storage that throws on use.
      const probe = '__dream-analyzer-probe__';
      storage.setItem(probe, '1');
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // fall through to memory
  }
  return createMemoryStorage();
}

function isUser(value: unknown): value is User {
  if (value === null || typeof value !== 'object') return false;
  const u = value as Partial<User>;
  return typeof u.id === 'number' && typeof u.username === 'string';
}

/** Reads and writes the session items under one prefix. */
export function createSessionStore(storage: KeyValueStorage, prefix: string) {
  const key = (name: string) => `${prefix}${name}`;
  const get = (name: string) => storage.getItem(key(name));
  const set = (name: string, value: string | null) => {
    if (value === null) storage.removeItem(key(name));
    else storage.setItem(key(name), value);
  };

  return {
    /** The stored session; throws CorruptSessionError when the user item is not a valid user. */
    read(): StoredSession {
      const rawUser = get(STORAGE_KEYS.user);
      let user: User | null = null;
      if (rawUser !== null) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(rawUser);
        } catch (cause) {
          throw new CorruptSessionError('Stored user is not valid JSON', { cause });
        }
        if (!isUser(parsed)) throw new CorruptSessionError('Stored user has no id and username');
        user = parsed;
      }
      const expiry = Number(get(STORAGE_KEYS.tokenExpiry));
      return {
        accessToken: get(STORAGE_KEYS.accessToken),
        refreshToken: get(STORAGE_KEYS.refreshToken),
        tokenExpiry: get(STORAGE_KEYS.tokenExpiry) !== null && Number.isFinite(expiry) ? expiry : null,
        user,
        isGuest: get(STORAGE_KEYS.isGuest) === 'true',
        guestHasSubmitted: get(STORAGE_KEYS.guestHasSubmitted) === 'true',
      };
    },

    /** Writes every item; null values remove theirs so no stale token survives. */
    write(session: StoredSession): void {
      set(STORAGE_KEYS.accessToken, session.accessToken);
      set(STORAGE_KEYS.refreshToken, session.refreshToken);
      set(STORAGE_KEYS.tokenExpiry, session.tokenExpiry === null ? null : String(session.tokenExpiry));
      set(STORAGE_KEYS.user, session.user === null ? null : JSON.stringify(session.user));
      set(STORAGE_KEYS.isGuest, session.isGuest ? 'true' : null);
      set(STORAGE_KEYS.guestHasSubmitted, session.guestHasSubmitted ? 'true' : null);
    },

    clear(): void {
      for (const name of Object.values(STORAGE_KEYS)) storage.removeItem(key(name));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
