import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, defaultBaseUrl, type AuthHandler } from './client';
import { ApiError } from './errors';
import { makeJwt, startFakeApiServer, type FakeApiServer } from '../testing/fake-api-server';

let server: FakeApiServer;
beforeEach(async () => {
  server = await startFakeApiServer();
});
afterEach(async () => {
  await server.close();
});

const access = (n: number) => makeJwt({ sub: '7', type: 'access', exp: 9_999_999_999, n });
const guest = makeJwt({ sub: 'guest', type: 'guest', exp: 9_999_999_999, can_analyze: true });

/** An AuthHandler whose refresh swaps in `next` after a real request to /auth/refresh. */
function handler(initial: string | null, next: string | null = access(2)) {
  let token = initial;
  const h = {
    unauthorized: [] as string[],
    refreshes: 0,
    getAccessToken: () => token,
    refresh: vi.fn(async () => {
      h.refreshes++;
      if (next === null) return false;
      token = next;
      return true;
    }),
    onUnauthorized: (t: string) => void h.unauthorized.push(t),
  } satisfies AuthHandler & Record<string, unknown>;
  return h;
}

describe('createApiClient', () => {
  it('sends the bearer token and JSON bodies, and returns the parsed answer', async () => {
    server.on('POST /dreams', (req) => ({ status: 201, body: { echoed: req.json } }));
    const client = createApiClient({ baseUrl: server.url + '/', auth: handler(access(1)) });
    const res = await client.request<{ echoed: unknown }>('/dreams', { method: 'POST', json: { dream_text: 'x' } });
    expect(res.echoed).toEqual({ dream_text: 'x' });
    const [req] = server.requests;
    expect(req?.headers.authorization).toBe(`Bearer ${access(1)}`);
    expect(req?.headers['content-type']).toBe('application/json');
    expect(client.baseUrl).toBe(server.url);
  });

  it('form-encodes `form` bodies and sends no bearer when auth is false', async () => {
    server.on('POST /auth/login', { body: { ok: true } });
    const client = createApiClient({ baseUrl: server.url, auth: handler(access(1)) });
    await client.request('/auth/login', { method: 'POST', form: { username: 'a@b.c', password: 'p&ss=1' }, auth: false });
    const [req] = server.requests;
    expect(req?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(req?.body))).toEqual({ username: 'a@b.c', password: 'p&ss=1' });
    expect(req?.headers.authorization).toBeUndefined();
  });

  it('turns a JSON detail into an ApiError with status and detail', async () => {
    server.on('GET /admin/users', { status: 403, body: { detail: 'Admins only' } });
    const client = createApiClient({ baseUrl: server.url });
    const error = await client.request('/admin/users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, detail: 'Admins only', data: { detail: 'Admins only' }, code: null });
  });

  it("carries the server's error code beside the detail", async () => {
    server.on('POST /dreams/3/analyze', { status: 429, body: { detail: 'You have reached the limit of 3 analyses per hour.', code: 'rate_limited' } });
    const client = createApiClient({ baseUrl: server.url });
    const error = await client.request('/dreams/3/analyze', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, detail: 'You have reached the limit of 3 analyses per hour.', code: 'rate_limited' });
  });

  it('sends a JSON body with DELETE', async () => {
    server.on('DELETE /auth/me', (req) => ({ body: { echoed: req.json, type: req.headers['content-type'] } }));
    const client = createApiClient({ baseUrl: server.url });
    await expect(client.request('/auth/me', { method: 'DELETE', json: { current_password: 'p' } })).resolves.toEqual({
      echoed: { current_password: 'p' },
      type: 'application/json',
    });
  });

  it('accepts `message` bodies, validation lists, and bodies without detail', async () => {
    const client = createApiClient({ baseUrl: server.url });
    server.on('GET /a', { status: 400, body: { message: 'Bad thing' } });
    server.on('GET /b', { status: 422, body: { detail: [{ msg: 'email invalid' }, { msg: 'too short' }] } });
    server.on('GET /c', { status: 500, raw: '' });
    await expect(client.request('/a')).rejects.toMatchObject({ status: 400, detail: 'Bad thing' });
    await expect(client.request('/b')).rejects.toMatchObject({ status: 422, detail: 'email invalid; too short' });
    await expect(client.request('/c')).rejects.toMatchObject({ status: 500, detail: null });
  });

  it('reports a network failure as status 0', async () => {
    const url = server.url;
    await server.close();
    const client = createApiClient({ baseUrl: url });
    const error = (await client.request('/dreams').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    server = await startFakeApiServer(); // for afterEach
  });

  it('reports a timeout as status 0', async () => {
    server.on('GET /slow', { delayMs: 300, body: {} });
    const client = createApiClient({ baseUrl: server.url, timeoutMs: 50 });
    await expect(client.request('/slow')).rejects.toMatchObject({ status: 0 });
  });

  it('on a 401 refreshes once and retries once with the new token', async () => {
    server.on('GET /auth/me', (req) =>
      req.headers.authorization === `Bearer ${access(2)}` ? { body: { id: 7 } } : { status: 401, body: { detail: 'expired' } },
    );
    const auth = handler(access(1));
    const client = createApiClient({ baseUrl: server.url, auth });
    await expect(client.request('/auth/me')).resolves.toEqual({ id: 7 });
    expect(auth.refreshes).toBe(1);
    expect(server.count('GET /auth/me')).toBe(2);
    expect(auth.unauthorized).toEqual([]);
  });

  it('a second 401 after the refresh gives up and reports the session as unauthorized', async () => {
    server.on('GET /auth/me', { status: 401, body: { detail: 'nope' } });
    const auth = handler(access(1));
    const client = createApiClient({ baseUrl: server.url, auth });
    await expect(client.request('/auth/me')).rejects.toMatchObject({ status: 401, detail: 'nope' });
    expect(auth.refreshes).toBe(1);
    expect(server.count('GET /auth/me')).toBe(2); // retried at most once
    expect(auth.unauthorized).toEqual([access(2)]);
  });

  it('never refreshes a guest token: a 401 reports it as unauthorized at once', async () => {
    server.on('POST /dreams/guest/analyze', { status: 401, body: { detail: 'expired' } });
    const auth = handler(guest);
    const client = createApiClient({ baseUrl: server.url, auth });
    await expect(client.request('/dreams/guest/analyze', { method: 'POST', json: {} })).rejects.toMatchObject({ status: 401 });
    expect(auth.refreshes).toBe(0);
    expect(server.count('POST /dreams/guest/analyze')).toBe(1);
    expect(auth.unauthorized).toEqual([guest]);
  });

  it('a failed refresh rejects with the original 401 and does not retry', async () => {
    server.on('GET /dreams', { status: 401, body: { detail: 'expired' } });
    const auth = handler(access(1), null);
    const client = createApiClient({ baseUrl: server.url, auth });
    await expect(client.request('/dreams')).rejects.toMatchObject({ status: 401, detail: 'expired' });
    expect(server.count('GET /dreams')).toBe(1);
  });

  it('does not refresh for calls made without auth, nor without a token', async () => {
    server.on('POST /auth/login', { status: 401, body: { detail: 'Incorrect email or password' } });
    server.on('GET /dreams', { status: 401, body: { detail: 'Not authenticated' } });
    const withToken = handler(access(1));
    await expect(
      createApiClient({ baseUrl: server.url, auth: withToken }).request('/auth/login', { method: 'POST', auth: false }),
    ).rejects.toMatchObject({ status: 401, detail: 'Incorrect email or password' });
    const noToken = handler(null);
    await expect(createApiClient({ baseUrl: server.url, auth: noToken }).request('/dreams')).rejects.toMatchObject({ status: 401 });
    expect(withToken.refreshes + noToken.refreshes).toBe(0);
  });

  it('retries with a token refreshed by someone else meanwhile, without refreshing again', async () => {
    const auth = handler(access(1));
    server.on('GET /dreams', async (req) => {
      if (req.headers.authorization === `Bearer ${access(1)}`) {
        await auth.refresh(); // another request refreshed while this one was in flight
        return { status: 401, body: { detail: 'expired' } };
      }
      return { body: [] };
    });
    const client = createApiClient({ baseUrl: server.url, auth });
    await expect(client.request('/dreams')).resolves.toEqual([]);
    expect(auth.refreshes).toBe(1);
  });
});

describe('defaultBaseUrl', () => {
  it('uses the page origin in a browser and refuses to guess elsewhere', () => {
    expect(() => defaultBaseUrl()).toThrow(/baseUrl/);
    vi.stubGlobal('location', { origin: 'https://dreams.example' });
    try {
      expect(defaultBaseUrl()).toBe('https://dreams.example/api');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
