/** Rate limits: 429 with Retry-After, counted in the database, switchable off. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, uniqueUser } from '../testing/api-client';
import { createStubInterpreter } from '../testing/stub-interpreter';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { SERVER_START_TIMEOUT_MS, startTestServer, useTestServer, type TestServer } from '../testing/start-test-server';
import { LIMITS } from './limits';

describe.each(TEST_DATABASE_KINDS)('rate limits on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: kind, server: { interpreter: createStubInterpreter() } });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });

  async function until429(send: () => Promise<Awaited<ReturnType<typeof call>>>, max: number) {
    for (let i = 1; i <= max + 1; i++) {
      const res = await send();
      if (res.status === 429) return { attempt: i, res };
    }
    throw new Error('never limited');
  }

  it('limits failed login attempts per email and client', async () => {
    const u = await createUser(server);
    const { attempt, res } = await until429(() => call(server, 'POST', '/auth/login', { form: { username: u.email, password: 'Wrong-guess1' } }), LIMITS.passwordFailuresPerClient.points);
    expect(attempt).toBe(LIMITS.passwordFailuresPerClient.points + 1);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.body).toEqual({ detail: 'Too many failed attempts. Please try again in 15 minutes or reset your password.', code: 'rate_limited' });
  });

  it('limits the email-sending calls per address, identically for unknown addresses', async () => {
    const { attempt } = await until429(() => call(server, 'POST', '/auth/reset-password', { json: { email: 'nobody-rl@example.test' } }), LIMITS.emailPerAddress.points);
    expect(attempt).toBe(LIMITS.emailPerAddress.points + 1);
  });

  it('limits registrations per IP', async () => {
    const { attempt } = await until429(() => call(server, 'POST', '/auth/register', { json: uniqueUser('rl') }), LIMITS.registerPerIp.points);
    expect(attempt).toBe(LIMITS.registerPerIp.points + 1);
  });

  it('limits guest-access per IP', async () => {
    let n = 0;
    const { attempt } = await until429(() => call(server, 'POST', '/auth/guest-access', { json: { fingerprint: `rl-${++n}` } }), LIMITS.guestAccessPerIp.points);
    expect(attempt).toBe(LIMITS.guestAccessPerIp.points + 1);
  });
});

describe('RATE_LIMITS=off', () => {
  const server = useTestServer({ env: { RATE_LIMITS: 'off' }, server: { interpreter: createStubInterpreter() } });

  it('disables the limits', async () => {
    for (let i = 0; i < LIMITS.emailPerAddress.points + 3; i++) {
      expect((await call(server(), 'POST', '/auth/reset-password', { json: { email: 'x@example.test' } })).status).toBe(200);
    }
  });
});
