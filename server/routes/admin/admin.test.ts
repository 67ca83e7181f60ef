/** Admin calls and the enforcement of all three settings. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats, Settings, User } from '../../../lib/core/api/contract';
import { call, createUser, uniqueUser } from '../../testing/api-client';
import { createStubInterpreter } from '../../testing/stub-interpreter';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from '../../testing/start-test-server';

describe.each(TEST_DATABASE_KINDS)('admin on %s', (kind) => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    server = await startTestServer({ database: kind, env: { RATE_LIMITS: 'off' }, server: { interpreter: createStubInterpreter() } });
    admin = await createUser(server, { role: 'ADMIN' });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });
  const put = (body: Partial<Settings>) => call<Settings>(server, 'PUT', '/admin/settings', { token: admin.tokens.access_token, json: body });
  afterEach(async () => {
    await put({ maintenance_mode: false });
    await put({ allow_new_registrations: true });
    await put({ max_dreams_per_day: 10 });
  });

  it('reads and changes settings one key at a time', async () => {
    const initial = await call<Settings>(server, 'GET', '/admin/settings', { token: admin.tokens.access_token });
    expect(initial.body).toEqual({ allow_new_registrations: true, maintenance_mode: false, max_dreams_per_day: 10 });
    const changed = await put({ max_dreams_per_day: 3 });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ allow_new_registrations: true, maintenance_mode: false, max_dreams_per_day: 3 });
    expect((await call<Settings>(server, 'GET', '/admin/settings', { token: admin.tokens.access_token })).body.max_dreams_per_day).toBe(3);
  });

  it('allow_new_registrations=false refuses registration with 403', async () => {
    await put({ allow_new_registrations: false });
    const res = await call(server, 'POST', '/auth/register', { json: uniqueUser() });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'Registration is currently disabled', code: 'registration_closed' });
    await put({ allow_new_registrations: true });
    expect((await call(server, 'POST', '/auth/register', { json: uniqueUser() })).status).toBe(201);
  });

  it('max_dreams_per_day caps POST /dreams per user per UTC day with 429 and Retry-After', async () => {
    await put({ max_dreams_per_day: 2 });
    const u = await createUser(server);
    const other = await createUser(server);
    const post = (token: string) => call(server, 'POST', '/dreams', { token, json: { dream_text: 'A short dream' } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(u.tokens.access_token)).status);
    expect(statuses).toEqual([201, 201, 429]);
    const refused = await post(u.tokens.access_token);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(refused.body).toHaveProperty('detail');
    // Per user: someone else still has their allowance; raising the cap applies at once.
    expect((await post(other.tokens.access_token)).status).toBe(201);
    await put({ max_dreams_per_day: 3 });
    expect((await post(u.tokens.access_token)).status).toBe(201);
  });

  it('the daily cap holds under parallel requests', async () => {
    await put({ max_dreams_per_day: 3 });
    const u = await createUser(server);
    const results = await Promise.all(Array.from({ length: 8 }, () => call(server, 'POST', '/dreams', { token: u.tokens.access_token, json: { dream_text: 'Parallel dream' } })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
  });

  it('maintenance_mode answers 503 to non-admins except login, refresh, me, health and admin calls', async () => {
    const u = await createUser(server);
    const guest = await call<{ access_token: string }>(server, 'POST', '/auth/guest-access', { json: { fingerprint: `maint-${Date.now()}` } });
    await put({ maintenance_mode: true });
    const blocked = [
      await call(server, 'GET', '/dreams', { token: u.tokens.access_token }),
      await call(server, 'POST', '/dreams', { token: u.tokens.access_token, json: { dream_text: 'x' } }),
      await call(server, 'POST', '/auth/register', { json: uniqueUser() }),
      await call(server, 'POST', '/auth/guest-access', { json: { fingerprint: 'maint-2' } }),
      await call(server, 'POST', '/dreams/guest/analyze', { token: guest.body.access_token, json: { dream_text: 'x' } }),
      await call(server, 'POST', '/auth/reset-password', { json: { email: u.email } }),
      await call(server, 'PATCH', '/auth/me', { token: u.tokens.access_token, json: { first_name: 'X' } }),
      await call(server, 'GET', '/availability'),
    ];
    for (const res of blocked) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ detail: 'The service is under maintenance. Please try again later.', code: 'maintenance' });
    }
    expect((await call(server, 'GET', '/health')).status).toBe(200);
    expect((await call(server, 'GET', '/auth/me', { token: u.tokens.access_token })).status).toBe(200);
    expect((await call(server, 'POST', '/auth/login', { form: { username: u.email, password: u.password } })).status).toBe(200);
    expect((await call(server, 'POST', '/auth/refresh', { json: { refresh_token: u.tokens.refresh_token } })).status).toBe(200);
    // Non-admins get 403 on admin calls (not 503); admins use everything.
    expect((await call(server, 'GET', '/admin/settings', { token: u.tokens.access_token })).status).toBe(403);
    expect((await call(server, 'GET', '/dreams', { token: admin.tokens.access_token })).status).toBe(200);
    expect((await call(server, 'GET', '/admin/stats', { token: admin.tokens.access_token })).status).toBe(200);
    expect((await put({ maintenance_mode: false })).status).toBe(200);
    expect((await call(server, 'GET', '/dreams', { token: u.tokens.access_token })).status).toBe(200);
    expect((await call(server, 'GET', '/availability')).status).toBe(204);
  });

  it('lists users newest first in the User shape', async () => {
    const u = await createUser(server);
    const res = await call<User[]>(server, 'GET', '/admin/users', { token: admin.tokens.access_token });
    expect(res.status).toBe(200);
    const row = res.body.find((x) => x.id === u.id);
    expect(Object.keys(row!).sort()).toEqual(['created_at', 'email', 'email_verified', 'first_name', 'id', 'is_active', 'last_name', 'role', 'username']);
    expect(res.body.some((x) => 'password_hash' in x || 'passwordHash' in x)).toBe(false);
  });

  it('reports real statistics', async () => {
    const before = (await call<AdminStats>(server, 'GET', '/admin/stats', { token: admin.tokens.access_token })).body;
    const u = await createUser(server);
    const dream = await call<{ id: number }>(server, 'POST', '/dreams', { token: u.tokens.access_token, json: { dream_text: 'Counting dreams' } });
    await call(server, 'POST', `/dreams/${dream.body.id}/analyze`, { token: u.tokens.access_token });
    const after = (await call<AdminStats>(server, 'GET', '/admin/stats', { token: admin.tokens.access_token })).body;
    expect(after.users_total).toBe(before.users_total + 1);
    expect(after.users_new_this_week).toBe(before.users_new_this_week + 1);
    expect(after.dreams_total).toBe(before.dreams_total + 1);
    expect(after.dreams_today).toBe(before.dreams_today + 1);
    expect(after.analyses_total).toBe(before.analyses_total + 1);
    expect(after.active_sessions).toBe(before.active_sessions + 1);
    expect(after.recent_activity[0]).toMatchObject({ username: u.username });
    expect(after.recent_activity.map((a) => a.kind)).toEqual(expect.arrayContaining(['analysis', 'dream', 'login', 'registered']));
  });
});
