import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { createApi, type DreamApi } from './endpoints';
import { dreamRequest } from './dreams';
import { makeJwt, startFakeApiServer, type FakeApiServer } from '../testing/fake-api-server';

let server: FakeApiServer;
let api: DreamApi;
const token = makeJwt({ sub: '7', type: 'access', exp: 9_999_999_999 });

beforeEach(async () => {
  server = await startFakeApiServer();
  const client = createApiClient({
    baseUrl: server.url,
    auth: { getAccessToken: () => token, refresh: async () => false, onUnauthorized: () => {} },
  });
  api = createApi(client);
});
afterEach(async () => {
  await server.close();
});

interface Case {
  name: string;
  call: (api: DreamApi) => Promise<unknown>;
  route: string;
  json?: unknown;
  bearer: boolean;
}

const cases: Case[] = [
  { name: 'register', call: (a) => a.register({ username: 'u', email: 'e@x.io', password: 'P' }), route: 'POST /auth/register', json: { username: 'u', email: 'e@x.io', password: 'P' }, bearer: false },
  { name: 'refresh', call: (a) => a.refresh('r1'), route: 'POST /auth/refresh', json: { refresh_token: 'r1' }, bearer: false },
  { name: 'logout', call: (a) => a.logout(), route: 'POST /auth/logout', json: undefined, bearer: true },
  { name: 'guestAccess', call: (a) => a.guestAccess('fp-1'), route: 'POST /auth/guest-access', json: { fingerprint: 'fp-1' }, bearer: false },
  { name: 'getMe', call: (a) => a.getMe(), route: 'GET /auth/me', bearer: true },
  { name: 'updateMe', call: (a) => a.updateMe({ first_name: 'C' }), route: 'PATCH /auth/me', json: { first_name: 'C' }, bearer: true },
  { name: 'updateMe (new email)', call: (a) => a.updateMe({ email: 'n@x.io', current_password: 'Old-Pass1!' }), route: 'PATCH /auth/me', json: { email: 'n@x.io', current_password: 'Old-Pass1!' }, bearer: true },
  { name: 'deleteMe', call: (a) => a.deleteMe({ current_password: 'Old-Pass1!' }), route: 'DELETE /auth/me', json: { current_password: 'Old-Pass1!' }, bearer: true },
  { name: 'changePassword', call: (a) => a.changePassword({ current_password: 'a', new_password: 'b' }), route: 'POST /auth/change-password', json: { current_password: 'a', new_password: 'b' }, bearer: true },
  { name: 'resendVerification', call: (a) => a.resendVerification('e@x.io'), route: 'POST /auth/resend-verification', json: { email: 'e@x.io' }, bearer: true },
  { name: 'verifyEmail', call: (a) => a.verifyEmail('tok'), route: 'POST /auth/verify-email', json: { token: 'tok' }, bearer: false },
  { name: 'requestPasswordReset', call: (a) => a.requestPasswordReset('e@x.io'), route: 'POST /auth/reset-password', json: { email: 'e@x.io' }, bearer: false },
  { name: 'confirmPasswordReset', call: (a) => a.confirmPasswordReset({ token: 't', new_password: 'N' }), route: 'POST /auth/confirm-password-reset', json: { token: 't', new_password: 'N' }, bearer: false },
  { name: 'listDreams', call: (a) => a.listDreams(), route: 'GET /dreams', bearer: true },
  { name: 'listDreams (a filtered page)', call: (a) => a.listDreams({ limit: 5, cursor: 'c1', q: 'black horse', from: '2026-11-01', tz: 'Europe/Berlin', sentiment: 'negative', includeTotal: true }), route: 'GET /dreams?limit=5&cursor=c1&q=black+horse&from=2026-11-01&tz=Europe%2FBerlin&sentiment=negative&include_total=true', bearer: true },
  { name: 'getDream', call: (a) => a.getDream(42), route: 'GET /dreams/42', bearer: true },
  { name: 'getDreamStats', call: (a) => a.getDreamStats('Asia/Tokyo'), route: 'GET /dreams/stats?tz=Asia%2FTokyo', bearer: true },
  { name: 'exportDreams', call: (a) => a.exportDreams('csv', 'UTC'), route: 'GET /dreams/export?format=csv&tz=UTC', bearer: true },
  { name: 'createDream', call: (a) => a.createDream({ dream_text: 'd', date: '2025-01-01T00:00:00.000Z', mood: 'neutral' }), route: 'POST /dreams', json: { dream_text: 'd', date: '2025-01-01T00:00:00.000Z', mood: 'neutral' }, bearer: true },
  { name: 'analyzeDream', call: (a) => a.analyzeDream(42), route: 'POST /dreams/42/analyze', bearer: true },
  { name: 'analyzeGuestDream', call: (a) => a.analyzeGuestDream({ dream_text: 'd', date: 'x', mood: 'neutral' }), route: 'POST /dreams/guest/analyze', json: { dream_text: 'd', date: 'x', mood: 'neutral' }, bearer: true },
  { name: 'listUsers', call: (a) => a.listUsers(), route: 'GET /admin/users', bearer: true },
  { name: 'listUsers (a search page)', call: (a) => a.listUsers({ q: 'jung', limit: 25, cursor: 'c2', includeTotal: true }), route: 'GET /admin/users?limit=25&cursor=c2&q=jung&include_total=true', bearer: true },
  { name: 'getSettings', call: (a) => a.getSettings(), route: 'GET /admin/settings', bearer: true },
  { name: 'updateSetting', call: (a) => a.updateSetting('max_dreams_per_day', 20), route: 'PUT /admin/settings', json: { max_dreams_per_day: 20 }, bearer: true },
  { name: 'getAdminStats', call: (a) => a.getAdminStats(), route: 'GET /admin/stats', bearer: true },
  { name: 'checkAvailability', call: (a) => a.checkAvailability(), route: 'GET /availability', bearer: false },
];

describe('one typed function per call', () => {
  it.each(cases)('$name → $route', async ({ call, route, json, bearer }) => {
    server.on(route, { body: { ok: true } });
    await call(api);
    expect(server.requests).toHaveLength(1);
    const [req] = server.requests;
    expect(`${req?.method} ${req?.path}`).toBe(route);
    expect(req?.json).toEqual(json);
    expect(req?.headers.authorization).toBe(bearer ? `Bearer ${token}` : undefined);
  });

  it('login sends the email as form-encoded `username` and returns the token response', async () => {
    const body = { access_token: 'a', refresh_token: 'r', token_type: 'bearer', user: { id: 7 } };
    server.on('POST /auth/login', { body });
    await expect(api.login('carl@example.com', 'S3cret!x')).resolves.toEqual(body);
    const [req] = server.requests;
    expect(req?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(req?.body).get('username')).toBe('carl@example.com');
    expect(new URLSearchParams(req?.body).get('password')).toBe('S3cret!x');
  });

  it('calls without a response body resolve to undefined', async () => {
    server.on('DELETE /auth/me', { status: 204 });
    await expect(api.deleteMe({ current_password: 'p' })).resolves.toBeUndefined();
  });

  it('deleteMe sends its body as JSON with DELETE', async () => {
    server.on('DELETE /auth/me', { body: { message: 'Account deleted successfully.' } });
    await api.deleteMe({ current_password: 'Old-Pass1!' });
    const [req] = server.requests;
    expect(req?.method).toBe('DELETE');
    expect(req?.headers['content-type']).toBe('application/json');
    expect(req?.body).toBe('{"current_password":"Old-Pass1!"}');
  });

  it('a refused re-authentication rejects with the status, detail and code', async () => {
    server.on('DELETE /auth/me', { status: 403, body: { detail: 'Current password is incorrect.', code: 'reauth_required' } });
    await expect(api.deleteMe({ current_password: 'wrong' })).rejects.toMatchObject({ status: 403, detail: 'Current password is incorrect.', code: 'reauth_required' });
  });

  it('updateSetting sends only the changed key, for each key', async () => {
    server.on('PUT /admin/settings', { body: {} });
    await api.updateSetting('maintenance_mode', true);
    await api.updateSetting('allow_new_registrations', false);
    expect(server.requests.map((r) => r.json)).toEqual([{ maintenance_mode: true }, { allow_new_registrations: false }]);
  });

  it('reads the next page from Link rel="next" and the total from X-Total-Count', async () => {
    server.on('GET /dreams?limit=2', { body: [{ id: 2 }, { id: 1 }], headers: { link: '</api/dreams?limit=2&cursor=abc%3D%3D>; rel="next"', 'x-total-count': '3' } });
    await expect(api.listDreams({ limit: 2 })).resolves.toEqual({ items: [{ id: 2 }, { id: 1 }], nextCursor: 'abc==', total: 3 });
    server.on('GET /dreams?limit=2&cursor=abc%3D%3D', { body: [{ id: 0 }] });
    await expect(api.listDreams({ limit: 2, cursor: 'abc==' })).resolves.toEqual({ items: [{ id: 0 }], nextCursor: null, total: null });
  });

  it('downloads the export with the file name the server gives', async () => {
    server.on('GET /dreams/export?format=csv', { raw: 'id,date\r\n', headers: { 'content-disposition': 'attachment; filename="dream-journal-2026-11-18.csv"' } });
    const download = await api.exportDreams('csv');
    expect(download.fileName).toBe('dream-journal-2026-11-18.csv');
    expect(await download.file.text()).toBe('id,date\r\n');
  });

  it('covers every call of the spec, and the availability probe', () => {
    const required = ['checkAvailability', 'login', 'register', 'refresh', 'logout', 'guestAccess', 'getMe', 'updateMe', 'deleteMe', 'changePassword', 'resendVerification', 'verifyEmail', 'requestPasswordReset', 'confirmPasswordReset', 'listDreams', 'getDream', 'getDreamStats', 'exportDreams', 'createDream', 'analyzeDream', 'analyzeGuestDream', 'listUsers', 'getSettings', 'updateSetting', 'getAdminStats'];
    expect(Object.keys(api).sort()).toEqual([...required].sort());
  });
});

describe('dreamRequest', () => {
  it('sends the date as ISO and mood neutral', () => {
    expect(dreamRequest('text', new Date(Date.UTC(2025, 4, 6, 7, 8, 9)))).toEqual({
      dream_text: 'text',
      date: '2025-05-06T07:08:09.000Z',
      mood: 'neutral',
    });
  });
});
