import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../testing/fixtures';
import { CorruptSessionError, createMemoryStorage, createSessionStore, defaultStorage, type StoredSession } from './storage';

const full: StoredSession = {
  accessToken: 'a',
  refreshToken: 'r',
  tokenExpiry: 1_700_000_000_000,
  user: aUser(),
  isGuest: true,
  guestHasSubmitted: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createSessionStore', () => {
  it('round-trips every item under the prefix', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage, 'p:');
    store.write(full);
    expect(store.read()).toEqual(full);
    expect(storage.getItem('p:user')).toBe(JSON.stringify(aUser()));
    expect(storage.getItem('p:is_guest')).toBe('true');
    expect(storage.getItem('p:guestHasSubmitted')).toBe('true');
    expect(storage.getItem('p:token_expiry')).toBe('1700000000000');
  });

  it('removes items whose value becomes empty, so no stale token survives', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage, 'p:');
    store.write(full);
    store.write({ ...full, refreshToken: null, tokenExpiry: null, isGuest: false, guestHasSubmitted: false });
    expect(storage.size).toBe(2);
    store.clear();
    expect(storage.size).toBe(0);
  });

  it('reads an empty storage as an empty session and a bad expiry as none', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage, 'p:');
    expect(store.read()).toEqual({ accessToken: null, refreshToken: null, tokenExpiry: null, user: null, isGuest: false, guestHasSubmitted: false });
    storage.setItem('p:token_expiry', 'soon');
    expect(store.read().tokenExpiry).toBeNull();
  });

  it('throws CorruptSessionError for a user that is not valid JSON or not a user', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage, 'p:');
    for (const bad of ['{', 'null', '"carl"', '{"id":"7","username":"c"}']) {
      storage.setItem('p:user', bad);
      expect(() => store.read()).toThrow(CorruptSessionError);
    }
  });
});

describe('defaultStorage', () => {
  it('falls back to memory without sessionStorage (Node, SSR)', () => {
    const storage = defaultStorage();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    expect(defaultStorage().getItem('k')).toBeNull(); // a fresh memory store each time
  });

  it('uses sessionStorage when it works, and memory when it throws', () => {
    const real = createMemoryStorage();
    vi.stubGlobal('sessionStorage', real);
    defaultStorage().setItem('k', 'v');
    expect(real.getItem('k')).toBe('v');
    expect(real.size).toBe(1); // the probe key was removed

    vi.stubGlobal('sessionStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('QuotaExceededError');
      },
      removeItem: () => {},
    });
    const fallback = defaultStorage();
    fallback.setItem('k', 'v');
    expect(fallback.getItem('k')).toBe('v');
  });
});
