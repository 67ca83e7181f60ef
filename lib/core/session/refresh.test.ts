import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessToken, signIn, startHarness, T0, tokenBody, type Harness } from '../testing/session-harness';
import { eventually, type RecordedRequest } from '../testing/fake-api-server';
import { aUser } from '../testing/fixtures';
import { REFRESH_CHECK_INTERVAL_MS, REFRESH_MARGIN_MS } from './refresh';

let h: Harness;
const P = 'dream-analyzer:';
const MIN = 60_000;

beforeEach(async () => {
  // Only the interval is faked: sockets and ofetch keep their real timers.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  h = await startHarness();
  h.session.start();
});
afterEach(async () => {
  await h.close();
  vi.useRealTimers();
});

/** Answers with data only for the current token; anything else is an expired token. */
function acceptOnly(token: () => string | null, body: unknown) {
  return (req: RecordedRequest) =>
    req.headers.authorization === `Bearer ${token()}` ? { body } : { status: 401, body: { detail: 'Token expired' } };
}

describe('refresh on 401', () => {
  it('ten parallel 401s cause one refresh call, then every request is retried once and succeeds', async () => {
    await signIn(h, 1);
    const fresh = accessToken(2, T0 + 30 * MIN);
    h.server.on('POST /auth/refresh', { body: tokenBody(2, T0 + 30 * MIN), delayMs: 40 });
    h.server.on('GET /dreams', acceptOnly(() => fresh, []));
    const results = await Promise.all(Array.from({ length: 10 }, () => h.session.api.listDreams()));
    expect(results).toEqual(Array.from({ length: 10 }, () => ({ items: [], nextCursor: null, total: null })));
    expect(h.server.count('POST /auth/refresh')).toBe(1);
    expect(h.server.count('GET /dreams')).toBe(20);
    expect(h.server.requests.find((r) => r.path === '/auth/refresh')?.json).toEqual({ refresh_token: 'refresh-1' });
    // rotated: the new refresh token and expiry replace the old ones
    expect(h.storage.getItem(P + 'access_token')).toBe(fresh);
    expect(h.storage.getItem(P + 'refresh_token')).toBe('refresh-2');
    expect(h.storage.getItem(P + 'token_expiry')).toBe(String(T0 + 30 * MIN));
    expect(h.session.state.status.value).toBe('authenticated');
  });

  it('keeps the old refresh token when the answer carries none', async () => {
    await signIn(h, 1);
    const { refresh_token: _omit, ...withoutRefresh } = tokenBody(2, T0 + 30 * MIN);
    h.server.on('POST /auth/refresh', { body: withoutRefresh });
    h.server.on('GET /auth/me', acceptOnly(() => withoutRefresh.access_token, aUser()));
    await h.session.api.getMe();
    expect(h.storage.getItem(P + 'refresh_token')).toBe('refresh-1');
  });

  it('a second 401 after refreshing clears the session', async () => {
    await signIn(h, 1);
    h.server.on('POST /auth/refresh', { body: tokenBody(2, T0 + 30 * MIN) });
    h.server.on('GET /dreams', { status: 401, body: { detail: 'Session revoked' } });
    await expect(h.session.api.listDreams()).rejects.toMatchObject({ status: 401, detail: 'Session revoked' });
    expect(h.server.count('POST /auth/refresh')).toBe(1);
    expect(h.server.count('GET /dreams')).toBe(2);
    expect(h.session.state.status.value).toBe('none');
    expect(h.storage.size).toBe(0);
  });

  it('a refused refresh clears the session', async () => {
    await signIn(h, 1);
    h.server.on('POST /auth/refresh', { status: 401, body: { detail: 'Invalid refresh token' } });
    h.server.on('GET /dreams', { status: 401, body: { detail: 'Token expired' } });
    await expect(h.session.api.listDreams()).rejects.toMatchObject({ status: 401 });
    expect(h.server.count('GET /dreams')).toBe(1);
    expect(h.session.state.status.value).toBe('none');
  });

  it('a refresh that fails for network or server reasons keeps the session', async () => {
    await signIn(h, 1);
    h.server.on('POST /auth/refresh', { status: 502, raw: 'Bad gateway' });
    h.server.on('GET /dreams', { status: 401, body: { detail: 'Token expired' } });
    await expect(h.session.api.listDreams()).rejects.toMatchObject({ status: 401 });
    expect(h.session.state.status.value).toBe('authenticated');
  });

  it('a guest token is never refreshed: a 401 clears the session', async () => {
    h.server.on('POST /auth/guest-access', {
      body: { access_token: accessToken(3, T0 + 60 * MIN, 'guest'), token_type: 'bearer', can_analyze: true, user: aUser({ id: -1, username: 'Guest' }) },
    });
    await h.session.actions.startGuestSession();
    h.server.on('POST /dreams/guest/analyze', { status: 401, body: { detail: 'Guest token expired' } });
    await expect(h.session.actions.analyzeGuestDream('x')).rejects.toMatchObject({ status: 401 });
    expect(h.server.count('POST /auth/refresh')).toBe(0);
    expect(h.server.count('POST /dreams/guest/analyze')).toBe(1);
    expect(h.session.state.status.value).toBe('none');
    expect(await h.session.actions.refreshTokens()).toBe(false);
  });

  it('drops a refresh answer that arrives after logout', async () => {
    await signIn(h, 1);
    h.server.on('POST /auth/refresh', { body: tokenBody(2, T0 + 30 * MIN), delayMs: 50 });
    h.server.on('POST /auth/logout', { status: 204 });
    const pending = h.session.actions.refreshTokens();
    h.session.actions.clear();
    expect(await pending).toBe(false);
    expect(h.session.state.status.value).toBe('none');
    expect(h.storage.size).toBe(0);
  });
});

describe('background refresh check', () => {
  it(`refreshes on the first ${REFRESH_CHECK_INTERVAL_MS / 1000} s tick with under ${REFRESH_MARGIN_MS / MIN} minutes left`, async () => {
    h.session.stop();
    await signIn(h, 1, T0 + 7.5 * MIN);
    h.server.on('POST /auth/refresh', { body: tokenBody(2, T0 + 40 * MIN) });
    h.session.start();

    // 7.5 min left, then 6.5, then 5.5: not yet.
    for (let tick = 1; tick <= 2; tick++) {
      h.clock.now = T0 + tick * MIN;
      vi.advanceTimersByTime(REFRESH_CHECK_INTERVAL_MS);
    }
    await new Promise((r) => setTimeout(r, 30));
    expect(h.server.count('POST /auth/refresh')).toBe(0);

    h.clock.now = T0 + 3 * MIN; // 4.5 min left
    vi.advanceTimersByTime(REFRESH_CHECK_INTERVAL_MS - 1);
    await new Promise((r) => setTimeout(r, 30));
    expect(h.server.count('POST /auth/refresh')).toBe(0); // the check runs every 60 s, not sooner
    vi.advanceTimersByTime(1);
    await eventually(() => expect(h.storage.getItem(P + 'refresh_token')).toBe('refresh-2'));
    expect(h.server.count('POST /auth/refresh')).toBe(1);

    // The new token has 37 min left: further ticks do nothing.
    h.clock.now = T0 + 4 * MIN;
    vi.advanceTimersByTime(REFRESH_CHECK_INTERVAL_MS);
    await new Promise((r) => setTimeout(r, 30));
    expect(h.server.count('POST /auth/refresh')).toBe(1);
  });

  it('checks once at start, so a restored token close to expiry is refreshed at once', async () => {
    await signIn(h, 1, T0 + 2 * MIN);
    h.server.on('POST /auth/refresh', { body: tokenBody(2, T0 + 40 * MIN) });
    h.session.stop();
    h.session.start();
    await eventually(() => expect(h.server.count('POST /auth/refresh')).toBe(1));
  });

  it('does not refresh guests, and stop() stops the checks', async () => {
    h.server.on('POST /auth/guest-access', {
      body: { access_token: accessToken(3, T0 + 2 * MIN, 'guest'), token_type: 'bearer', can_analyze: true, user: aUser({ id: -1 }) },
    });
    await h.session.actions.startGuestSession();
    vi.advanceTimersByTime(5 * REFRESH_CHECK_INTERVAL_MS);
    await signIn(h, 1, T0 + 2 * MIN);
    h.server.on('POST /auth/refresh', { body: tokenBody(2, T0 + 40 * MIN) });
    h.session.stop();
    vi.advanceTimersByTime(5 * REFRESH_CHECK_INTERVAL_MS);
    await new Promise((r) => setTimeout(r, 30));
    expect(h.server.count('POST /auth/refresh')).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
