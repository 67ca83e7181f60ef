/** The session as signals, kept in step with storage. Only the session core writes to it. */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { GUEST_USER_ID, type User } from '../api/contract';
import type { SessionStore, StoredSession } from './storage';

export type SessionStatus = 'none' | 'guest' | 'authenticated';

/** What the UI reads (with `useSignals()` in React). */
export interface SessionState {
  status: ReadonlySignal<SessionStatus>;
  user: ReadonlySignal<User | null>;
  isGuest: ReadonlySignal<boolean>;
  guestHasSubmitted: ReadonlySignal<boolean>;
  /** A signed-in (non-guest) user: may see Profile and Dream History. */
  isRealUser: ReadonlySignal<boolean>;
  isAdmin: ReadonlySignal<boolean>;
  /**
   * Counts the times an identity left the session (logout, a refused refresh, a 401, a sign-in
   * over a guest). Key everything that holds a person's data on it, so none of it outlives them.
   */
  identityEpoch: ReadonlySignal<number>;
}

export const EMPTY_SESSION: StoredSession = Object.freeze({
  accessToken: null,
  refreshToken: null,
  tokenExpiry: null,
  user: null,
  isGuest: false,
  guestHasSubmitted: false,
});

function statusOf(s: StoredSession): SessionStatus {
  if (!s.user) return 'none';
  if (s.isGuest) return 'guest';
  return s.accessToken ? 'authenticated' : 'none';
}

/** Who the session speaks for; null when nobody. Refreshed tokens and profile edits keep it. */
function identityOf(s: StoredSession): string | null {
  if (!s.user) return null;
  return `${s.isGuest ? 'guest' : 'user'}:${s.user.id}`;
}

export function createSessionModel(store: SessionStore) {
  const status = signal<SessionStatus>('none');
  const user = signal<User | null>(null);
  const guestHasSubmitted = signal(false);
  const identityEpoch = signal(0);
  const state: SessionState = {
    status,
    user,
    guestHasSubmitted,
    isGuest: computed(() => status.value === 'guest'),
    isRealUser: computed(() => status.value === 'authenticated' && user.value !== null && user.value.id !== GUEST_USER_ID),
    isAdmin: computed(() => status.value === 'authenticated' && user.value?.role === 'ADMIN'),
    identityEpoch,
  };

  let current: StoredSession = EMPTY_SESSION;
  // Bumped whenever the session is replaced, so late answers for an old session are dropped.
  let generation = 0;

  function publish(next: StoredSession, persist: boolean) {
    const previousIdentity = identityOf(current);
    current = next;
    if (persist) store.write(next);
    batch(() => {
      // Nobody to forget when a session starts from none (app start, the first guest session).
      if (previousIdentity !== null && previousIdentity !== identityOf(next)) identityEpoch.value++;
      status.value = statusOf(next);
      user.value = next.user;
      guestHasSubmitted.value = next.user !== null && next.guestHasSubmitted;
    });
  }

  return {
    state,
    get session(): StoredSession {
      return current;
    },
    get generation(): number {
      return generation;
    },
    /** A new session (login, guest, restore). */
    replace(next: StoredSession): void {
      generation++;
      publish(next, true);
    },
    /** A change within the same session (refreshed tokens, updated user, guest flag). */
    update(patch: Partial<StoredSession>): void {
      if (current.user === null) return; // nothing to update once the session is gone
      publish({ ...current, ...patch }, true);
    },
    clear(): void {
      generation++;
      store.clear();
      publish(EMPTY_SESSION, false);
    },
  };
}

export type SessionModel = ReturnType<typeof createSessionModel>;
