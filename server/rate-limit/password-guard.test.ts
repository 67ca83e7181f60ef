/**
 * Password guessing: each check is counted before argon2 runs, per account and client address
 * (refused beyond the limit) and per account (slowed down, never refused), so that nobody can
 * lock an owner out by failing on purpose, and the owner's reset by email clears the slowdown.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailToken } from '../auth/email-tokens';
import { call, createUser } from '../testing/api-client';
import { createStubInterpreter } from '../testing/stub-interpreter';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from '../testing/start-test-server';
import { LIMITS } from './limits';
import { SLOWDOWN_STEP_MS, slowdownMs } from './password-guard';

describe('slowdownMs', () => {
  it('adds one step per failure beyond the per-account threshold, up to the cap', () => {
    const t = LIMITS.passwordFailuresPerAccount.points;
    expect(slowdownMs(1)).toBe(0);
    expect(slowdownMs(t)).toBe(0);
    expect(slowdownMs(t + 1)).toBe(SLOWDOWN_STEP_MS);
    expect(slowdownMs(t + 3)).toBe(3 * SLOWDOWN_STEP_MS);
    expect(slowdownMs(t + 1000)).toBe(10_000);
  });
});

describe.each(TEST_DATABASE_KINDS)('password guessing on %s', (kind) => {
  let server: TestServer;
  let address = 0;
  // TRUST_PROXY lets one test play many client addresses through X-Forwarded-For.
  const newAddress = () => `198.51.100.${++address}`;
  beforeAll(async () => {
    server = await startTestServer({ database: kind, env: { TRUST_PROXY: 'on' }, server: { interpreter: createStubInterpreter() } });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });

  const loginFrom = (ip: string, email: string, password: string) =>
    call<{ detail?: string; code?: string }>(server, 'POST', '/auth/login', { form: { username: email, password }, headers: { 'x-forwarded-for': ip } });

  it('checks no more than the limit of wrong passwords from one client, even with 100 parallel requests', async () => {
    const u = await createUser(server);
    const ip = newAddress();
    const results = await Promise.all(Array.from({ length: 100 }, () => loginFrom(ip, u.email, 'Wrong-guess1')));
    const checked = results.filter((r) => r.status === 401);
    const refused = results.filter((r) => r.status === 429);
    expect(checked).toHaveLength(LIMITS.passwordFailuresPerClient.points);
    expect(refused).toHaveLength(100 - LIMITS.passwordFailuresPerClient.points);
    for (const r of refused) {
      expect(r.body.code).toBe('rate_limited');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('does not let a stranger lock the owner out', async () => {
    const u = await createUser(server);
    const stranger = newAddress();
    for (let i = 0; i < LIMITS.passwordFailuresPerClient.points; i++) expect((await loginFrom(stranger, u.email, 'Wrong-guess1')).status).toBe(401);
    const refused = await loginFrom(stranger, u.email, 'Wrong-guess1');
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Too many failed attempts\. Please try again in \d+ minutes or reset your password\.$/);
    expect((await loginFrom(newAddress(), u.email, u.password)).status).toBe(200);
  });

  it('counts unknown emails like known ones', async () => {
    const ip = newAddress();
    for (let i = 0; i < LIMITS.passwordFailuresPerClient.points; i++) expect((await loginFrom(ip, 'nobody-here@example.test', 'Wrong-guess1')).status).toBe(401);
    expect((await loginFrom(ip, 'nobody-here@example.test', 'Wrong-guess1')).status).toBe(429);
  });

  it('slows an account under attack from many addresses instead of refusing, and a reset by email ends the slowdown', async () => {
    const u = await createUser(server);
    const threshold = LIMITS.passwordFailuresPerAccount.points;
    for (let i = 0; i < threshold; i++) expect((await loginFrom(newAddress(), u.email, 'Wrong-guess1')).status).toBe(401);
    let started = Date.now();
    expect((await loginFrom(newAddress(), u.email, 'Wrong-guess1')).status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_STEP_MS);
    // The owner, from an address of their own, still gets in: later, but not refused.
    started = Date.now();
    expect((await loginFrom(newAddress(), u.email, u.password)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * SLOWDOWN_STEP_MS);

    const token = await createEmailToken(server.ctx.db, u.id, u.email, 'reset_password', new Date());
    const reset = await call(server, 'POST', '/auth/confirm-password-reset', { json: { token, new_password: 'Fresh-Start22' } });
    expect(reset.status).toBe(200);
    const left = await server.ctx.db.execute(sql`select key from rate_limits where key like ${`passwordFailures:${u.email}%`}`);
    expect((left as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect((await loginFrom(newAddress(), u.email, 'Fresh-Start22')).status).toBe(200);
  }, 60_000);

  it('gives the points of a correct password back', async () => {
    const u = await createUser(server);
    const ip = newAddress();
    for (let i = 0; i < LIMITS.passwordFailuresPerClient.points + 5; i++) expect((await loginFrom(ip, u.email, u.password)).status).toBe(200);
  });
});
