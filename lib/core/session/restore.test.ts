import { afterEach, describe, expect, it } from 'vitest';
import { accessToken, startHarness, T0, type Harness } from '../testing/session-harness';
import { aUser } from '../testing/fixtures';
import { createMemoryStorage, createSessionStore } from './storage';
import { APP_STORAGE_PREFIX, WIDGET_STORAGE_PREFIX } from './core';

let h: Harness;
afterEach(async () => {
  await h.close();
});

function seed(storage: ReturnType<typeof createMemoryStorage>, prefix: string, items: Record<string, string>) {
  for (const [k, v] of Object.entries(items)) storage.setItem(prefix + k, v);
}

describe('restore on start', () => {
  it('restores a stored access token and user as authenticated', async () => {
    const storage = createMemoryStorage();
    const token = accessToken(1, T0 + 60 * 60_000);
    seed(storage, APP_STORAGE_PREFIX, { access_token: token, refresh_token: 'r', user: JSON.stringify(aUser({ role: 'ADMIN' })) });
    h = await startHarness({ storage });
    h.session.start();
    const { state } = h.session;
    expect(state.status.value).toBe('authenticated');
    expect(state.user.value?.username).toBe('carl');
    expect(state.isRealUser.value).toBe(true);
    expect(state.isAdmin.value).toBe(true);
    expect(state.isGuest.value).toBe(false);
    // expiry recovered from the JWT when the item is missing
    expect(storage.getItem(APP_STORAGE_PREFIX + 'token_expiry')).toBe(String(T0 + 60 * 60_000));
  });

  it('restores a guest session with its guestHasSubmitted flag', async () => {
    const storage = createMemoryStorage();
    const token = accessToken(1, T0 + 60 * 60_000, 'guest');
    seed(storage, APP_STORAGE_PREFIX, {
      access_token: token,
      user: JSON.stringify(aUser({ id: -1, username: 'Guest' })),
      is_guest: 'true',
      guestHasSubmitted: 'true',
    });
    h = await startHarness({ storage });
    h.session.start();
    const { state } = h.session;
    expect(state.status.value).toBe('guest');
    expect(state.isGuest.value).toBe(true);
    expect(state.guestHasSubmitted.value).toBe(true);
    expect(state.isRealUser.value).toBe(false);
    expect(state.isAdmin.value).toBe(false);
  });

  it.each([
    ['not JSON', '{"id": 7, "username":'],
    ['JSON but not a user', '42'],
    ['a user without username', '{"id": 7}'],
  ])('clears the whole session when the stored user is %s', async (_label, rawUser) => {
    const storage = createMemoryStorage();
    seed(storage, APP_STORAGE_PREFIX, { access_token: accessToken(1, T0 + 3_600_000), refresh_token: 'r', user: rawUser, token_expiry: '1' });
    h = await startHarness({ storage });
    h.session.start();
    expect(h.session.state.status.value).toBe('none');
    expect(h.session.state.user.value).toBeNull();
    expect(storage.size).toBe(0);
  });

  it('clears leftovers when there is no access token', async () => {
    const storage = createMemoryStorage();
    seed(storage, APP_STORAGE_PREFIX, { user: JSON.stringify(aUser()), refresh_token: 'r' });
    h = await startHarness({ storage });
    h.session.start();
    expect(h.session.state.status.value).toBe('none');
    expect(storage.size).toBe(0);
  });

  it('clears an expired guest token (guests cannot refresh) but keeps an expired user token for refresh', async () => {
    const storage = createMemoryStorage();
    seed(storage, APP_STORAGE_PREFIX, {
      access_token: accessToken(1, T0 - 1000, 'guest'),
      user: JSON.stringify(aUser({ id: -1 })),
      is_guest: 'true',
    });
    h = await startHarness({ storage });
    h.session.start();
    expect(h.session.state.status.value).toBe('none');
    await h.close();

    seed(storage, APP_STORAGE_PREFIX, { access_token: accessToken(1, T0 - 1000), refresh_token: 'r', user: JSON.stringify(aUser()) });
    h = await startHarness({ storage });
    h.server.on('POST /auth/refresh', { status: 401, body: { detail: 'expired' } });
    h.session.actions.restore();
    expect(h.session.state.status.value).toBe('authenticated');
  });
});

describe('storage key prefix', () => {
  it('keeps app, widget and host-page keys apart in one storage', async () => {
    const storage = createMemoryStorage();
    storage.setItem('access_token', 'host-page-token'); // the partner page's own key
    storage.setItem('user', 'not json at all');
    const app = createSessionStore(storage, APP_STORAGE_PREFIX);
    app.write({ accessToken: 'app', refreshToken: 'r', tokenExpiry: 1, user: aUser(), isGuest: false, guestHasSubmitted: false });

    h = await startHarness({ storage, prefix: WIDGET_STORAGE_PREFIX });
    h.session.start();
    // The widget sees neither the app's session nor the host's corrupt `user`.
    expect(h.session.state.status.value).toBe('none');
    expect(storage.getItem('access_token')).toBe('host-page-token');
    expect(storage.getItem('user')).toBe('not json at all');
    expect(app.read().accessToken).toBe('app');

    h.server.on('POST /auth/guest-access', {
      body: { access_token: accessToken(9, T0 + 3_600_000, 'guest'), token_type: 'bearer', can_analyze: true, user: aUser({ id: -1, username: 'Guest' }) },
    });
    await h.session.actions.startGuestSession();
    expect(storage.getItem(WIDGET_STORAGE_PREFIX + 'is_guest')).toBe('true');
    expect(app.read().isGuest).toBe(false);
    await h.session.actions.logout({ startGuest: false });
    expect(storage.getItem(WIDGET_STORAGE_PREFIX + 'access_token')).toBeNull();
    expect(app.read().accessToken).toBe('app');
    expect(storage.getItem('access_token')).toBe('host-page-token');
  });
});
