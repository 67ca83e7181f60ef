/**
 * Table-driven contract checks for every endpoint: success, missing and invalid fields, wrong
 * types, wrong content type, unauthenticated, wrong role, and a guest token where a user is needed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, uniqueUser, type CallOptions } from '../testing/api-client';
import { createStubInterpreter } from '../testing/stub-interpreter';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from '../testing/start-test-server';

type Who = 'none' | 'user' | 'guest' | 'admin' | 'session';
type BodyKind = 'json' | 'form' | 'none';

interface Fixture {
  user: Awaited<ReturnType<typeof createUser>>;
  admin: Awaited<ReturnType<typeof createUser>>;
  guestToken: string;
  dreamId: number;
}

interface Endpoint {
  method: string;
  path: string | ((f: Fixture) => string);
  who: Who;
  body: BodyKind;
  /** A body that succeeds. */
  valid?: (f: Fixture) => Record<string, unknown>;
  success: number;
  /** Bodies answered 422, with the field the detail must name. */
  invalid?: [Record<string, unknown> | unknown[], string][];
  /** Needs its own user (the call changes or deletes it). */
  ownUser?: boolean;
}

let fp = 0;
const dream = { dream_text: 'I walked through a forest and met an old man', date: new Date().toISOString(), mood: 'neutral' };

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: '/auth/login', who: 'none', body: 'form', success: 200, valid: (f) => ({ username: f.user.email, password: f.user.password }), invalid: [[{ password: 'x' }, 'username'], [{ username: 'a@b.c' }, 'password'], [{ username: 'a\u0000b@c.d', password: 'x' }, 'username']] },
  { method: 'POST', path: '/auth/register', who: 'none', body: 'json', success: 201, valid: () => uniqueUser('reg'), invalid: [[{ email: 'a@b.test', password: 'Abcdefg1!' }, 'username'], [{ username: 'abc', email: 'not-an-email', password: 'Abcdefg1!' }, 'email'], [{ username: 42, email: 'a@b.test', password: 'Abcdefg1!' }, 'username'], [{ username: 'a b', email: 'a@b.test', password: 'Abcdefg1!' }, 'username'], [['x'], 'body']] },
  { method: 'POST', path: '/auth/refresh', who: 'none', body: 'json', success: 200, valid: (f) => ({ refresh_token: f.user.tokens.refresh_token }), ownUser: true, invalid: [[{}, 'refresh_token'], [{ refresh_token: 5 }, 'refresh_token']] },
  { method: 'POST', path: '/auth/logout', who: 'session', body: 'none', success: 200, ownUser: true },
  { method: 'POST', path: '/auth/guest-access', who: 'none', body: 'json', success: 200, valid: () => ({ fingerprint: `fp-endpoints-${++fp}-${Date.now()}` }), invalid: [[{}, 'fingerprint'], [{ fingerprint: 7 }, 'fingerprint'], [{ fingerprint: 'x'.repeat(600) }, 'fingerprint']] },
  { method: 'GET', path: '/auth/me', who: 'user', body: 'none', success: 200 },
  { method: 'PATCH', path: '/auth/me', who: 'user', body: 'json', success: 200, valid: () => ({ first_name: 'Carl', last_name: 'Jung' }), invalid: [[{ first_name: 5 }, 'first_name'], [{ email: 'nope' }, 'email'], [{ username: '' }, 'username'], [{ last_name: 'x\u0000' }, 'last_name'], [{ email: 'new@example.test', current_password: 7 }, 'current_password']] },
  { method: 'DELETE', path: '/auth/me', who: 'user', body: 'json', success: 200, valid: (f) => ({ current_password: f.user.password }), ownUser: true, invalid: [[{ current_password: 5 }, 'current_password']] },
  { method: 'POST', path: '/auth/change-password', who: 'user', body: 'json', success: 200, valid: (f) => ({ current_password: f.user.password, new_password: 'Another-Secret2' }), ownUser: true, invalid: [[{ new_password: 'Abcdefg1!' }, 'current_password'], [{ current_password: 'x', new_password: true }, 'new_password']] },
  { method: 'POST', path: '/auth/resend-verification', who: 'none', body: 'json', success: 200, valid: () => ({ email: 'someone@example.test' }), invalid: [[{}, 'email'], [{ email: 'x' }, 'email']] },
  { method: 'POST', path: '/auth/verify-email', who: 'none', body: 'json', success: 400, valid: () => ({ token: 'not-a-real-token' }), invalid: [[{}, 'token'], [{ token: 1 }, 'token']] },
  { method: 'POST', path: '/auth/reset-password', who: 'none', body: 'json', success: 200, valid: () => ({ email: 'someone@example.test' }), invalid: [[{}, 'email'], [{ email: ['a'] }, 'email']] },
  { method: 'POST', path: '/auth/confirm-password-reset', who: 'none', body: 'json', success: 400, valid: () => ({ token: 'nope', new_password: 'Abcdefg1!' }), invalid: [[{ token: 'x' }, 'new_password'], [{ new_password: 'Abcdefg1!' }, 'token']] },
  { method: 'GET', path: '/dreams', who: 'user', body: 'none', success: 200 },
  { method: 'GET', path: '/dreams?limit=5&q=forest&from=2020-01-01&to=2030-12-31&tz=Europe/Berlin&sentiment=neutral&mood=neutral&include_total=true', who: 'user', body: 'none', success: 200 },
  { method: 'GET', path: (f) => `/dreams/${f.dreamId}`, who: 'user', body: 'none', success: 200 },
  { method: 'GET', path: '/dreams/stats', who: 'user', body: 'none', success: 200 },
  { method: 'GET', path: '/dreams/export?format=json', who: 'user', body: 'none', success: 200 },
  { method: 'POST', path: '/dreams', who: 'user', body: 'json', success: 201, valid: () => dream, invalid: [[{}, 'dream_text'], [{ dream_text: '   ' }, 'dream_text'], [{ dream_text: 'x'.repeat(10_001) }, 'dream_text'], [{ dream_text: 12 }, 'dream_text'], [{ dream_text: 'ok', date: 'yesterday-ish' }, 'date'], [{ dream_text: 'nul\u0000byte' }, 'dream_text'], [{ dream_text: 'ok', date: '-271821-04-20T00:00:00.000Z' }, 'date'], [{ dream_text: 'ok', mood: 5 }, 'mood']] },
  { method: 'POST', path: (f) => `/dreams/${f.dreamId}/analyze`, who: 'user', body: 'none', success: 200 },
  { method: 'POST', path: '/dreams/guest/analyze', who: 'guest', body: 'json', success: 200, valid: () => dream, invalid: [[{}, 'dream_text'], [{ dream_text: 'x'.repeat(10_001) }, 'dream_text'], [{ dream_text: null }, 'dream_text']] },
  { method: 'GET', path: '/admin/users', who: 'admin', body: 'none', success: 200 },
  { method: 'GET', path: '/admin/users?limit=5&q=admin&include_total=true', who: 'admin', body: 'none', success: 200 },
  { method: 'GET', path: '/admin/settings', who: 'admin', body: 'none', success: 200 },
  { method: 'GET', path: '/admin/stats', who: 'admin', body: 'none', success: 200 },
  { method: 'PUT', path: '/admin/settings', who: 'admin', body: 'json', success: 200, valid: () => ({ max_dreams_per_day: 50 }), invalid: [[{ max_dreams_per_day: 0 }, 'max_dreams_per_day'], [{ max_dreams_per_day: 101 }, 'max_dreams_per_day'], [{ max_dreams_per_day: 2.5 }, 'max_dreams_per_day'], [{ max_dreams_per_day: '10' }, 'max_dreams_per_day'], [{ maintenance_mode: 'yes' }, 'maintenance_mode'], [{}, 'body'], [{ maintenance_mode: false, allow_new_registrations: true }, 'body'], [{ colour: 'red' }, 'body']] },
];

describe.each(TEST_DATABASE_KINDS)('endpoint contracts on %s', (kind) => {
  let server: TestServer;
  let base: Fixture;

  async function fixture(own: boolean): Promise<Fixture> {
    if (!own) return base;
    return { ...base, user: await createUser(server) };
  }

  async function guestToken(): Promise<string> {
    const res = await call<{ access_token: string }>(server, 'POST', '/auth/guest-access', { json: { fingerprint: `fp-guest-${++fp}-${Date.now()}` } });
    return res.body.access_token;
  }

  beforeAll(async () => {
    server = await startTestServer({ database: kind, env: { RATE_LIMITS: 'off' }, server: { interpreter: createStubInterpreter() } });
    const user = await createUser(server);
    const admin = await createUser(server, { role: 'ADMIN' });
    const created = await call<{ id: number }>(server, 'POST', '/dreams', { token: user.tokens.access_token, json: dream });
    base = { user, admin, guestToken: await guestToken(), dreamId: created.body.id };
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });

  const pathOf = (e: Endpoint, f: Fixture) => (typeof e.path === 'function' ? e.path(f) : e.path);
  const label = (e: Endpoint) => `${e.method} ${typeof e.path === 'function' ? e.path({ dreamId: '{id}' } as unknown as Fixture) : e.path}`;

  function tokenFor(e: Endpoint, f: Fixture, guest: string): string | undefined {
    if (e.who === 'admin') return f.admin.tokens.access_token;
    if (e.who === 'guest') return guest;
    if (e.who === 'none') return undefined;
    return f.user.tokens.access_token;
  }

  function bodyOptions(e: Endpoint, body: unknown): CallOptions {
    if (e.body === 'form') return { form: body as Record<string, string> };
    if (e.body === 'json') return { json: body };
    return {};
  }

  it.each(ENDPOINTS.map((e) => [label(e), e] as const))('%s succeeds with a valid request', async (_l, e) => {
    const f = await fixture(Boolean(e.ownUser));
    const guest = e.who === 'guest' ? await guestToken() : f.guestToken;
    const res = await call(server, e.method, pathOf(e, f), { token: tokenFor(e, f, guest), ...bodyOptions(e, e.valid?.(f)) });
    expect(res.status, JSON.stringify(res.body)).toBe(e.success);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it.each(ENDPOINTS.filter((e) => e.invalid).flatMap((e) => e.invalid!.map(([body, field]) => [label(e), JSON.stringify(body).slice(0, 60), e, body, field] as const)))(
    '%s answers 422 naming the field for %s',
    async (_l, _b, e, body, field) => {
      const guest = e.who === 'guest' ? await guestToken() : base.guestToken;
      const res = await call<{ detail: string; code: string; errors: { field: string; message: string }[] }>(server, e.method, pathOf(e, base), { token: tokenFor(e, base, guest), ...bodyOptions(e, body) });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.detail.startsWith(`${field}: `), res.body.detail).toBe(true);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.errors[0]).toEqual({ field, message: res.body.detail.slice(field.length + 2) });
      // Messages are sentences for people, not the validator's own wording.
      for (const error of res.body.errors) expect(error.message, error.message).toMatch(/^[a-z]/);
    },
  );

  it.each(ENDPOINTS.filter((e) => e.body !== 'none').map((e) => [label(e), e] as const))('%s answers 415 for a wrong content type', async (_l, e) => {
    const res = await call<{ detail: string }>(server, e.method, pathOf(e, base), {
      token: tokenFor(e, base, base.guestToken),
      raw: e.body === 'form' ? '{"username":"a","password":"b"}' : 'username=a&password=b',
      contentType: e.body === 'form' ? 'application/json' : 'text/plain',
    });
    expect(res.status).toBe(415);
    expect(typeof res.body.detail).toBe('string');
    expect(res.body).toHaveProperty('code', 'unsupported_media_type');
  });

  it.each(ENDPOINTS.filter((e) => e.body === 'json').map((e) => [label(e), e] as const))('%s answers 400 for malformed JSON', async (_l, e) => {
    const res = await call<{ detail: string }>(server, e.method, pathOf(e, base), { token: tokenFor(e, base, base.guestToken), raw: '{"dream_text": ', contentType: 'application/json' });
    expect(res.status).toBe(400);
    expect(typeof res.body.detail).toBe('string');
    expect(res.body).toHaveProperty('code', 'malformed_body');
  });

  it.each(ENDPOINTS.filter((e) => e.who !== 'none').map((e) => [label(e), e] as const))('%s answers 401 without a token or with a garbage token', async (_l, e) => {
    for (const token of [undefined, 'garbage', `${base.user.tokens.access_token}x`]) {
      const res = await call<{ detail: string }>(server, e.method, pathOf(e, base), { token, ...bodyOptions(e, e.valid?.(base)) });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Not authenticated', code: 'not_authenticated' });
    }
  });

  it.each(ENDPOINTS.filter((e) => e.who === 'user' || e.who === 'admin').map((e) => [label(e), e] as const))('%s answers 403 to a guest token', async (_l, e) => {
    const res = await call<{ detail: string }>(server, e.method, pathOf(e, base), { token: base.guestToken, ...bodyOptions(e, e.valid?.(base)) });
    expect(res.status).toBe(403);
    expect(res.body.detail).toMatch(/registered account/);
    expect(res.body).toHaveProperty('code', 'account_required');
  });

  it.each(ENDPOINTS.filter((e) => e.who === 'admin').map((e) => [label(e), e] as const))('%s answers 403 to a non-admin user', async (_l, e) => {
    const res = await call<{ detail: string }>(server, e.method, pathOf(e, base), { token: base.user.tokens.access_token, ...bodyOptions(e, e.valid?.(base)) });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('Administrator access required');
    expect(res.body).toHaveProperty('code', 'admin_required');
  });

  it.each(ENDPOINTS.filter((e) => e.who === 'guest').map((e) => [label(e), e] as const))('%s answers 403 to a user token', async (_l, e) => {
    const res = await call(server, e.method, pathOf(e, base), { token: base.user.tokens.access_token, ...bodyOptions(e, e.valid?.(base)) });
    expect(res.status).toBe(403);
    expect(res.body).toHaveProperty('code', 'guest_only');
  });

  it('keeps user endpoints same-origin and leaves the two guest calls open to the widget', async () => {
    const origin = { origin: 'https://partner.example' };
    const me = await call(server, 'GET', '/auth/me', { token: base.user.tokens.access_token, headers: origin });
    expect(me.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${server.url}/api/auth/guest-access`, {
      method: 'OPTIONS',
      headers: { ...origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(preflight.headers.get('vary')).toMatch(/origin/i);
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'OPTIONS', headers: { ...origin, 'access-control-request-method': 'POST' } });
    expect(login.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('documents every endpoint in the OpenAPI document', async () => {
    const res = await call<{ paths: Record<string, Record<string, unknown>> }>(server, 'GET', '/openapi.json');
    for (const e of ENDPOINTS) {
      const p = (typeof e.path === 'function' ? e.path({ dreamId: '{id}' } as unknown as Fixture) : e.path).split('?')[0]!;
      expect(res.body.paths[p], p).toHaveProperty(e.method.toLowerCase());
    }
  });
});
