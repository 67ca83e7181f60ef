/** Access and refresh tokens: rotation, reuse detection, revocation, expiry, tampering. */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '../../lib/core/api/contract';
import { call, createUser, login } from '../testing/api-client';
import { createFakeClock } from '../testing/fake-clock';
import { createStubInterpreter } from '../testing/stub-interpreter';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from '../testing/start-test-server';

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

describe.each(TEST_DATABASE_KINDS)('tokens on %s', (kind) => {
  let server: TestServer;
  const clock = createFakeClock();
  beforeAll(async () => {
    server = await startTestServer({ database: kind, env: { RATE_LIMITS: 'off' }, server: { interpreter: createStubInterpreter(), now: clock.now } });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });

  const me = (token: string) => call(server, 'GET', '/auth/me', { token });
  const refresh = (refresh_token: string) => call<TokenResponse>(server, 'POST', '/auth/refresh', { json: { refresh_token } });

  it('issues a 15-minute HS256 access token with sub, exp, iat, type and sid', async () => {
    const u = await createUser(server);
    const [header, payload] = u.tokens.access_token.split('.').slice(0, 2).map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>);
    expect(header).toMatchObject({ alg: 'HS256' });
    expect(payload).toMatchObject({ sub: String(u.id), type: 'access', sid: expect.any(String) });
    expect(Number(payload!.exp) - Number(payload!.iat)).toBe(900);
    expect(u.tokens.token_type).toBe('bearer');
    expect(u.tokens.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('rotates refresh tokens and revokes the family when a rotated token is replayed', async () => {
    const u = await createUser(server);
    const a = u.tokens;
    const b = await refresh(a.refresh_token);
    expect(b.status).toBe(200);
    expect(b.body.refresh_token).not.toBe(a.refresh_token);
    expect(b.body.user.email).toBe(u.email);
    const c = await refresh(b.body.refresh_token);
    expect(c.status).toBe(200);
    expect((await me(c.body.access_token)).status).toBe(200);

    const replay = await refresh(a.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ detail: 'Invalid or expired refresh token', code: 'invalid_refresh_token' });
    // The thief's replay killed the whole session: C's tokens are dead too.
    expect((await refresh(c.body.refresh_token)).status).toBe(401);
    expect((await me(c.body.access_token)).status).toBe(401);
  });

  it('replaying a rotated token after the grace period revokes the session even if its successor is unused', async () => {
    const u = await createUser(server);
    const b = await refresh(u.tokens.refresh_token);
    clock.advance(60_000);
    expect((await refresh(u.tokens.refresh_token)).status).toBe(401);
    expect((await refresh(b.body.refresh_token)).status).toBe(401);
    clock.reset();
  });

  it('lets exactly one of two parallel refreshes of one token win, and the winner keeps working', async () => {
    const u = await createUser(server);
    const results = await Promise.all([refresh(u.tokens.refresh_token), refresh(u.tokens.refresh_token)]);
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.status === 401)).toHaveLength(1);
    const next = await refresh(winners[0]!.body.refresh_token);
    expect(next.status).toBe(200);
  });

  it('refuses unknown refresh tokens', async () => {
    expect((await refresh('x'.repeat(43))).status).toBe(401);
  });

  it('logout revokes the session: its access and refresh tokens stop working at once', async () => {
    const u = await createUser(server);
    const other = await login(server, u.email, u.password);
    expect((await call(server, 'POST', '/auth/logout', { token: u.tokens.access_token })).status).toBe(200);
    expect((await me(u.tokens.access_token)).status).toBe(401);
    expect((await refresh(u.tokens.refresh_token)).status).toBe(401);
    // Other sign-ins of the same user are untouched.
    expect((await me(other.access_token)).status).toBe(200);
  });

  it('password change revokes every other session but keeps the current one', async () => {
    const u = await createUser(server);
    const other = await login(server, u.email, u.password);
    const res = await call(server, 'POST', '/auth/change-password', { token: u.tokens.access_token, json: { current_password: u.password, new_password: 'Brand-New-Pass9' } });
    expect(res.status).toBe(200);
    expect((await me(u.tokens.access_token)).status).toBe(200);
    expect((await me(other.access_token)).status).toBe(401);
    expect((await refresh(other.refresh_token)).status).toBe(401);
    await expect(login(server, u.email, u.password)).rejects.toThrow(/401/);
    expect((await login(server, u.email, 'Brand-New-Pass9')).user.id).toBe(u.id);
  });

  it('password change needs the current password and the password rules', async () => {
    const u = await createUser(server);
    const wrong = await call(server, 'POST', '/auth/change-password', { token: u.tokens.access_token, json: { current_password: 'Wrong-pass1', new_password: 'Brand-New-Pass9' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ detail: 'Current password is incorrect', code: 'wrong_password' });
    const weak = await call<{ detail: string }>(server, 'POST', '/auth/change-password', { token: u.tokens.access_token, json: { current_password: u.password, new_password: 'weakpass' } });
    expect(weak.status).toBe(400);
    expect(weak.body.detail).toMatch(/^Password does not meet requirements/);
  });

  it('rejects expired access tokens, also one accepted before', async () => {
    const u = await createUser(server);
    expect((await me(u.tokens.access_token)).status).toBe(200);
    clock.advance(15 * 60_000 + 1000);
    expect((await me(u.tokens.access_token)).status).toBe(401);
    clock.reset();
    expect((await me(u.tokens.access_token)).status).toBe(200);
  });

  it('rejects tampered tokens, alg none, other keys and other algorithms', async () => {
    const u = await createUser(server);
    const [h, p, s] = u.tokens.access_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const other = await createUser(server);
    const forgedPayload = `${h}.${b64({ ...claims, sub: String(other.id) })}.${s}`;
    const algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    const wrongKey = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(48)));
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(new TextEncoder().encode(server.ctx.jwtSecret));
    const asGuest = await new SignJWT({ ...claims, type: 'guest' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(server.ctx.jwtSecret));
    for (const token of [forgedPayload, algNone, wrongKey, hs512, asGuest, `${h}.${p}`, '']) {
      expect((await me(token)).status, token).toBe(401);
    }
  });

  it('guest tokens are typed guest, carry can_analyze and are not refreshable', async () => {
    const res = await call<{ access_token: string; can_analyze: boolean; user: { id: number; username: string } }>(server, 'POST', '/auth/guest-access', { json: { fingerprint: 'tokens-test-device' } });
    expect(res.status).toBe(200);
    expect(res.body.can_analyze).toBe(true);
    expect(res.body.user).toMatchObject({ id: -1, username: 'Guest' });
    expect(res.body).not.toHaveProperty('refresh_token');
    const payload = JSON.parse(Buffer.from(res.body.access_token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(payload).toMatchObject({ type: 'guest', can_analyze: true, sid: expect.any(String) });
  });

  it('login: one generic 401 for a wrong password or an unknown email', async () => {
    const u = await createUser(server);
    const wrong = await call(server, 'POST', '/auth/login', { form: { username: u.email, password: 'Nope-nope1' } });
    const unknown = await call(server, 'POST', '/auth/login', { form: { username: 'nobody@example.test', password: 'Nope-nope1' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ detail: 'Incorrect email or password', code: 'invalid_credentials' });
    expect(unknown.body).toEqual(wrong.body);
    // Email matching ignores case.
    expect((await login(server, u.email.toUpperCase(), u.password)).user.id).toBe(u.id);
  });

  it('accepts and never truncates long passwords', async () => {
    const u = await createUser(server);
    const long = `Aa1!${'x'.repeat(150)}`;
    const changed = await call(server, 'POST', '/auth/change-password', { token: u.tokens.access_token, json: { current_password: u.password, new_password: long } });
    expect(changed.status).toBe(200);
    expect((await login(server, u.email, long)).user.id).toBe(u.id);
    await expect(login(server, u.email, long.slice(0, 128))).rejects.toThrow(/401/);
  });

  it('stores only hashes of refresh tokens and argon2id password hashes with the production cost', async () => {
    const u = await createUser(server);
    const rows = await server.ctx.db.query.refreshTokens.findMany();
    expect(rows.some((r) => r.tokenHash === u.tokens.refresh_token)).toBe(false);
    const user = await server.ctx.db.query.users.findFirst({ where: (t, { eq }) => eq(t.id, u.id) });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
