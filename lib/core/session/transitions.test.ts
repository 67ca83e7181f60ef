import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accessToken, signIn, startHarness, T0, tokenBody, type Harness } from '../testing/session-harness';
import { aDream, aUser } from '../testing/fixtures';
import { ApiError } from '../api/errors';
import { STORAGE_KEYS } from './storage';

let h: Harness;
const P = 'dream-analyzer:';
const guestUser = aUser({ id: -1, username: 'Guest', email: '' });
const guestBody = (canAnalyze = true) => ({
  access_token: accessToken(5, T0 + 3_600_000, 'guest'),
  token_type: 'bearer',
  can_analyze: canAnalyze,
  user: guestUser,
});

beforeEach(async () => {
  h = await startHarness();
  h.session.start();
});
afterEach(async () => {
  await h.close();
});

describe('login', () => {
  it('stores the tokens, their expiry and the user under the session storage keys', async () => {
    await signIn(h, 1, T0 + 15 * 60_000);
    const { state } = h.session;
    expect(state.status.value).toBe('authenticated');
    expect(state.isRealUser.value).toBe(true);
    expect(state.isAdmin.value).toBe(false);
    expect(h.storage.getItem(P + STORAGE_KEYS.accessToken)).toBe(accessToken(1, T0 + 15 * 60_000));
    expect(h.storage.getItem(P + STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(h.storage.getItem(P + STORAGE_KEYS.tokenExpiry)).toBe(String(T0 + 15 * 60_000));
    expect(JSON.parse(h.storage.getItem(P + STORAGE_KEYS.user) ?? 'null')).toEqual(aUser());
    expect(h.storage.getItem(P + STORAGE_KEYS.isGuest)).toBeNull();
    expect(h.storage.size).toBe(4);
  });

  it('leaves the session alone and throws the server detail on failure', async () => {
    h.server.on('POST /auth/login', { status: 401, body: { detail: 'Incorrect email or password' } });
    await expect(h.session.actions.login('a@b.c', 'x')).rejects.toMatchObject({ status: 401, detail: 'Incorrect email or password' });
    expect(h.session.state.status.value).toBe('none');
    expect(h.server.count('POST /auth/refresh')).toBe(0);
  });
});

describe('guest session', () => {
  it('starts a guest session with the device fingerprint', async () => {
    h.server.on('POST /auth/guest-access', { body: guestBody() });
    await h.session.actions.startGuestSession();
    expect(h.server.requests[0]?.json).toEqual({ fingerprint: 'fp-test' });
    const { state } = h.session;
    expect(state.status.value).toBe('guest');
    expect(state.isGuest.value).toBe(true);
    expect(state.guestHasSubmitted.value).toBe(false);
    expect(state.user.value?.id).toBe(-1);
    expect(h.storage.getItem(P + 'is_guest')).toBe('true');
    expect(h.storage.getItem(P + 'refresh_token')).toBeNull();
  });

  it('marks the allowance as used when the server says can_analyze is false', async () => {
    h.server.on('POST /auth/guest-access', { body: guestBody(false) });
    await h.session.actions.startGuestSession();
    expect(h.session.state.guestHasSubmitted.value).toBe(true);
  });

  it('drops a guest answer that arrives after a sign-in: the late guest never signs the user out', async () => {
    h.server.on('POST /auth/guest-access', { body: guestBody(), delayMs: 150 });
    const guest = h.session.actions.startGuestSession();
    await signIn(h);
    await guest;
    expect(h.session.state.status.value).toBe('authenticated');
    expect(h.session.state.isRealUser.value).toBe(true);
    expect(h.storage.getItem(P + STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(h.storage.getItem(P + STORAGE_KEYS.isGuest)).toBeNull();
  });

  it('a logout while a dropped guest request is on its way starts a guest session of its own', async () => {
    h.server.on('POST /auth/guest-access', { body: guestBody(), delayMs: 150 });
    const stale = h.session.actions.startGuestSession();
    await signIn(h);
    h.server.on('POST /auth/logout', { status: 204 });
    await h.session.actions.logout();
    await stale;
    expect(h.session.state.status.value).toBe('guest');
    expect(h.server.count('POST /auth/guest-access')).toBe(2);
  });

  it('drops a late refusal too: a signed-in user is not turned into the placeholder guest', async () => {
    h.server.on('POST /auth/guest-access', { status: 403, body: { detail: 'This device has already used its free analysis', code: 'guest_used' }, delayMs: 150 });
    const guest = h.session.actions.startGuestSession();
    await signIn(h);
    await guest;
    expect(h.session.state.isRealUser.value).toBe(true);
    expect(h.session.state.guestHasSubmitted.value).toBe(false);
  });

  it('a 403 guest_used gives the placeholder guest with guestHasSubmitted', async () => {
    h.server.on('POST /auth/guest-access', { status: 403, body: { detail: 'This device has already used its free analysis', code: 'guest_used' } });
    await h.session.actions.startGuestSession();
    const { state } = h.session;
    expect(state.status.value).toBe('guest');
    expect(state.user.value).toMatchObject({ id: -1, username: 'Guest' });
    expect(state.guestHasSubmitted.value).toBe(true);
    expect(h.storage.getItem(P + 'access_token')).toBeNull();
  });

  it('reads the code, not the words: the same detail without guest_used leaves the flag unset', async () => {
    h.server.on('POST /auth/guest-access', { status: 403, body: { detail: 'This device has already used its free analysis', code: 'forbidden' } });
    await h.session.actions.startGuestSession();
    expect(h.session.state.status.value).toBe('guest');
    expect(h.session.state.guestHasSubmitted.value).toBe(false);
  });

  it('any other 403 gives the placeholder guest without the flag', async () => {
    h.server.on('POST /auth/guest-access', { status: 403, body: { detail: 'Guest access is disabled' } });
    await h.session.actions.startGuestSession();
    expect(h.session.state.status.value).toBe('guest');
    expect(h.session.state.user.value?.username).toBe('Guest');
    expect(h.session.state.guestHasSubmitted.value).toBe(false);
  });

  it('other failures throw an ApiError and leave no session', async () => {
    h.server.on('POST /auth/guest-access', { status: 503, body: { detail: 'Maintenance' } });
    const error = await h.session.actions.startGuestSession().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, detail: 'Maintenance' });
    expect(h.session.state.status.value).toBe('none');
  });

  it('a failing fingerprint becomes an ApiError with status 0', async () => {
    await h.close();
    h = await startHarness();
    const { createDreamSession } = await import('./core');
    const session = createDreamSession({
      baseUrl: h.server.url,
      storagePrefix: P,
      fingerprint: () => Promise.reject(new Error('canvas blocked')),
    });
    await expect(session.actions.startGuestSession()).rejects.toMatchObject({ status: 0, detail: null });
    expect(h.server.requests).toHaveLength(0);
  });

  it('parallel starts share one request; ensureSession does nothing once a session exists', async () => {
    h.server.on('POST /auth/guest-access', { body: guestBody(), delayMs: 30 });
    await Promise.all([h.session.actions.ensureSession(), h.session.actions.ensureSession(), h.session.actions.startGuestSession()]);
    expect(h.server.count('POST /auth/guest-access')).toBe(1);
    expect(h.fingerprints).toBe(1);
    await h.session.actions.ensureSession();
    expect(h.server.count('POST /auth/guest-access')).toBe(1);
  });
});

describe('guest analysis', () => {
  beforeEach(async () => {
    h.server.on('POST /auth/guest-access', { body: guestBody() });
    await h.session.actions.startGuestSession();
  });

  it('sets guestHasSubmitted after a success and sends date and mood', async () => {
    h.server.on('POST /dreams/guest/analyze', { body: { interpretation: 'i', keywords: ['sea'], sentiment: 'neutral' } });
    const result = await h.session.actions.analyzeGuestDream('I dreamt of the sea');
    expect(result.keywords).toEqual(['sea']);
    const req = h.server.requests.at(-1);
    expect(req?.headers.authorization).toBe(`Bearer ${guestBody().access_token}`);
    expect(req?.json).toEqual({ dream_text: 'I dreamt of the sea', date: new Date(T0).toISOString(), mood: 'neutral' });
    expect(h.session.state.guestHasSubmitted.value).toBe(true);
    expect(h.storage.getItem(P + 'guestHasSubmitted')).toBe('true');
  });

  it('sets guestHasSubmitted after a 403 and rethrows it', async () => {
    h.server.on('POST /dreams/guest/analyze', { status: 403, body: { detail: 'already used' } });
    await expect(h.session.actions.analyzeGuestDream('x')).rejects.toMatchObject({ status: 403, detail: 'already used' });
    expect(h.session.state.guestHasSubmitted.value).toBe(true);
  });

  it('does not spend the allowance on other errors', async () => {
    h.server.on('POST /dreams/guest/analyze', { status: 500, body: { detail: 'boom' } });
    await expect(h.session.actions.analyzeGuestDream('x')).rejects.toMatchObject({ status: 500 });
    expect(h.session.state.guestHasSubmitted.value).toBe(false);
    expect(h.session.state.status.value).toBe('guest');
  });
});

describe('logout', () => {
  it('calls the server with the bearer, clears local state and starts a new guest session', async () => {
    await signIn(h);
    h.server.on('POST /auth/logout', { status: 204 });
    h.server.on('POST /auth/guest-access', { body: guestBody() });
    await h.session.actions.logout();
    const logoutReq = h.server.requests.find((r) => r.path === '/auth/logout');
    expect(logoutReq?.headers.authorization).toBe(`Bearer ${accessToken(1, T0 + 15 * 60_000)}`);
    expect(logoutReq?.body).toBe('');
    expect(h.session.state.status.value).toBe('guest');
    expect(h.storage.getItem(P + 'refresh_token')).toBeNull();
  });

  it('ignores a failing server logout', async () => {
    await signIn(h);
    h.server.on('POST /auth/logout', { status: 500, body: { detail: 'down' } });
    h.server.on('POST /auth/guest-access', { body: guestBody() });
    await h.session.actions.logout();
    expect(h.session.state.status.value).toBe('guest');
  });

  it('does not call the server without a refresh token (guests)', async () => {
    h.server.on('POST /auth/guest-access', { body: guestBody() });
    await h.session.actions.startGuestSession();
    await h.session.actions.logout();
    expect(h.server.count('POST /auth/logout')).toBe(0);
    expect(h.server.count('POST /auth/guest-access')).toBe(2);
  });

  it('is signed out even when the new guest session fails, and reports that failure', async () => {
    await signIn(h);
    h.server.on('POST /auth/logout', { status: 204 });
    h.server.on('POST /auth/guest-access', { status: 500, body: { detail: 'db down' } });
    await expect(h.session.actions.logout()).rejects.toMatchObject({ status: 500 });
    expect(h.session.state.status.value).toBe('none');
    expect(h.storage.size).toBe(0);
  });
});

describe('signed-in calls', () => {
  beforeEach(async () => {
    await signIn(h);
  });

  it('analyzeDream creates the dream (ISO date, mood neutral) then analyses it', async () => {
    h.server.on('POST /dreams', { status: 201, body: aDream({ id: 31 }) });
    h.server.on('POST /dreams/31/analyze', { body: { interpretation: 'i', keywords: ['k'], sentiment: 'mixed', dream_id: 31 } });
    const { dream, analysis } = await h.session.actions.analyzeDream('A house with many rooms');
    expect(dream.id).toBe(31);
    expect(analysis.sentiment).toBe('mixed');
    expect(h.server.requests.find((r) => r.path === '/dreams')?.json).toEqual({
      dream_text: 'A house with many rooms',
      date: new Date(T0).toISOString(),
      mood: 'neutral',
    });
  });

  it('analyzeDream reads a saved dream whose analysis failed instead of saving it twice', async () => {
    h.server.on('POST /dreams', { status: 201, body: aDream({ id: 41, dream_text: 'A bell under the ice' }) });
    h.server.on('POST /dreams/41/analyze', { status: 429, body: { detail: 'You have reached the limit of 30 analyses per hour.', code: 'rate_limited' } });
    await expect(h.session.actions.analyzeDream('A bell under the ice')).rejects.toMatchObject({ status: 429 });
    h.server.on('POST /dreams/41/analyze', { body: { interpretation: 'i', keywords: [], sentiment: 'neutral', dream_id: 41 } });
    const { dream } = await h.session.actions.analyzeDream('A bell under the ice');
    expect(dream.id).toBe(41);
    expect(h.server.count('POST /dreams')).toBe(1);
    expect(h.server.count('POST /dreams/41/analyze')).toBe(2);
    // Read now: the same text again is a new dream.
    await h.session.actions.analyzeDream('A bell under the ice');
    expect(h.server.count('POST /dreams')).toBe(2);
  });

  it('analyzeDream saves a changed text, or a text after another sign-in, as a new dream', async () => {
    h.server.on('POST /dreams', { status: 201, body: aDream({ id: 51, dream_text: 'A red door' }) });
    h.server.on('POST /dreams/51/analyze', { status: 503, body: { detail: 'The analysis took too long.', code: 'analysis_timeout' } });
    await expect(h.session.actions.analyzeDream('A red door')).rejects.toMatchObject({ status: 503 });
    await expect(h.session.actions.analyzeDream('A red door, and a key')).rejects.toMatchObject({ status: 503 });
    expect(h.server.count('POST /dreams')).toBe(2);
    await signIn(h, 2);
    await expect(h.session.actions.analyzeDream('A red door')).rejects.toMatchObject({ status: 503 });
    expect(h.server.count('POST /dreams')).toBe(3);
  });

  it('refreshUser stores the user the server returns', async () => {
    h.server.on('GET /auth/me', { body: aUser({ email_verified: false }) });
    const user = await h.session.actions.refreshUser();
    expect(user?.email_verified).toBe(false);
    expect(h.session.state.user.value?.email_verified).toBe(false);
    expect(JSON.parse(h.storage.getItem(P + 'user') ?? '{}').email_verified).toBe(false);
  });

  it('updateProfile stores the updated user without the email_changed flag', async () => {
    h.server.on('PATCH /auth/me', { body: { ...aUser({ email: 'new@example.com' }), email_changed: true } });
    const res = await h.session.actions.updateProfile({ email: 'new@example.com' });
    expect(res.email_changed).toBe(true);
    expect(h.session.state.user.value?.email).toBe('new@example.com');
    expect(JSON.parse(h.storage.getItem(P + 'user') ?? '{}')).not.toHaveProperty('email_changed');
  });

  it('updateProfile sends the current password with a new email', async () => {
    h.server.on('PATCH /auth/me', { body: { ...aUser({ email: 'new@example.com' }), email_changed: true } });
    await h.session.actions.updateProfile({ email: 'new@example.com', current_password: 'S3cret!pass' });
    expect(h.server.requests.at(-1)?.json).toEqual({ email: 'new@example.com', current_password: 'S3cret!pass' });
  });

  it('a refused re-authentication on a profile update keeps the session and the stored user', async () => {
    h.server.on('PATCH /auth/me', { status: 403, body: { detail: 'Current password is incorrect.', code: 'reauth_required' } });
    await expect(h.session.actions.updateProfile({ email: 'new@example.com', current_password: 'wrong' })).rejects.toMatchObject({
      status: 403,
      code: 'reauth_required',
      detail: 'Current password is incorrect.',
    });
    expect(h.session.state.status.value).toBe('authenticated');
    expect(h.session.state.user.value?.email).toBe('carl@example.com');
  });

  it('deleteAccount sends the current password, deletes on the server, then signs out locally', async () => {
    h.server.on('DELETE /auth/me', { status: 204 });
    await h.session.actions.deleteAccount('S3cret!pass');
    expect(h.server.count('DELETE /auth/me')).toBe(1);
    expect(h.server.requests.at(-1)?.json).toEqual({ current_password: 'S3cret!pass' });
    expect(h.session.state.status.value).toBe('none');
    expect(h.storage.size).toBe(0);
  });

  it('a failed delete keeps the session', async () => {
    h.server.on('DELETE /auth/me', { status: 400, body: { detail: 'Nope' } });
    await expect(h.session.actions.deleteAccount('S3cret!pass')).rejects.toMatchObject({ detail: 'Nope' });
    expect(h.session.state.status.value).toBe('authenticated');
  });

  it('a wrong or too often wrong password keeps the session, with the code to branch on', async () => {
    h.server.on('DELETE /auth/me', { status: 403, body: { detail: 'Current password is incorrect.', code: 'reauth_required' } });
    await expect(h.session.actions.deleteAccount('wrong')).rejects.toMatchObject({ status: 403, code: 'reauth_required' });
    h.server.on('DELETE /auth/me', { status: 429, body: { detail: 'Too many failed attempts.', code: 'rate_limited' } });
    await expect(h.session.actions.deleteAccount('wrong')).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    expect(h.session.state.status.value).toBe('authenticated');
    expect(h.session.state.identityEpoch.value).toBe(0);
  });
});

it('refreshUser does nothing for guests', async () => {
  h.server.on('POST /auth/guest-access', { body: guestBody() });
  await h.session.actions.startGuestSession();
  await expect(h.session.actions.refreshUser()).resolves.toBeNull();
  expect(h.server.count('GET /auth/me')).toBe(0);
});

it('signing in replaces a guest session', async () => {
  h.server.on('POST /auth/guest-access', { body: guestBody(false) });
  await h.session.actions.startGuestSession();
  h.server.on('POST /auth/login', { body: tokenBody(2, T0 + 3_600_000, aUser({ role: 'ADMIN' })) });
  await h.session.actions.login('carl@example.com', 'x');
  expect(h.session.state.isAdmin.value).toBe(true);
  expect(h.session.state.guestHasSubmitted.value).toBe(false);
  expect(h.storage.getItem(P + 'is_guest')).toBeNull();
});

it('publishes every transition through the signals', async () => {
  const { effect } = await import('@preact/signals-core');
  const seen: string[] = [];
  const dispose = effect(() => {
    seen.push(`${h.session.state.status.value}:${h.session.state.user.value?.username ?? '-'}:${h.session.state.guestHasSubmitted.value}`);
  });
  h.server.on('POST /auth/guest-access', { body: guestBody() });
  h.server.on('POST /dreams/guest/analyze', { body: { interpretation: 'i', keywords: [], sentiment: 'neutral' } });
  await h.session.actions.startGuestSession();
  await h.session.actions.analyzeGuestDream('x');
  await signIn(h);
  h.session.actions.clear();
  dispose();
  expect(seen).toEqual(['none:-:false', 'guest:Guest:false', 'guest:Guest:true', 'authenticated:carl:false', 'none:-:false']);
});

describe('identityEpoch', () => {
  const epoch = () => h.session.state.identityEpoch.value;

  it('stays put while a session starts from nothing or changes within one identity', async () => {
    h.server.on('POST /auth/guest-access', { body: guestBody() });
    h.server.on('POST /dreams/guest/analyze', { body: { interpretation: 'i', keywords: [], sentiment: 'neutral' } });
    await h.session.actions.startGuestSession();
    await h.session.actions.analyzeGuestDream('x');
    expect(epoch()).toBe(0);
    h.session.actions.clear();
    expect(epoch()).toBe(1);
    await signIn(h);
    expect(epoch()).toBe(1);
    h.server.on('PATCH /auth/me', { body: { ...aUser({ email: 'new@example.com' }), email_changed: true } });
    await h.session.actions.updateProfile({ email: 'new@example.com', current_password: 'S3cret!pass' });
    h.server.on('POST /auth/refresh', { body: tokenBody(2, T0 + 30 * 60_000) });
    await expect(h.session.actions.refreshTokens()).resolves.toBe(true);
    expect(epoch()).toBe(1);
  });

  it('moves on logout, on a refused refresh, on a 401 and when a sign-in replaces a guest', async () => {
    await signIn(h);
    h.server.on('POST /auth/logout', { status: 204 });
    h.server.on('POST /auth/guest-access', { body: guestBody() });
    await h.session.actions.logout();
    // Cleared, then a fresh guest: the guest starts from nothing, so only the logout counts.
    expect(epoch()).toBe(1);
    expect(h.session.state.status.value).toBe('guest');

    h.server.on('POST /auth/login', { body: tokenBody(3, T0 + 15 * 60_000, aUser({ id: 8, username: 'emma' })) });
    await h.session.actions.login('emma@example.com', 'x');
    expect(epoch()).toBe(2);

    h.server.on('POST /auth/refresh', { status: 401, body: { detail: 'Invalid refresh token' } });
    await expect(h.session.actions.refreshTokens()).resolves.toBe(false);
    expect(h.session.state.status.value).toBe('none');
    expect(epoch()).toBe(3);

    await signIn(h, 4);
    h.server.on('GET /dreams', { status: 401, body: { detail: 'Session revoked' } });
    await expect(h.session.api.listDreams()).rejects.toMatchObject({ status: 401 });
    expect(h.session.state.status.value).toBe('none');
    expect(epoch()).toBe(4);
  });

  it('moves when the account is deleted', async () => {
    await signIn(h);
    h.server.on('DELETE /auth/me', { status: 204 });
    await h.session.actions.deleteAccount('S3cret!pass');
    expect(epoch()).toBe(1);
  });
});
