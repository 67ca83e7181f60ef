/** The dream journal and the guest's one free analysis per device. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyzeResponse, Dream, DreamSummary } from '../../../lib/core/api/contract';
import { call, createUser, type ApiResponse } from '../../testing/api-client';
import { createStubInterpreter } from '../../testing/stub-interpreter';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from '../../testing/start-test-server';

let device = 0;
const fingerprint = () => `device-${Date.now()}-${++device}`;
const DREAM = { dream_text: '  I was lost in my childhood house and a black dog followed me.  ', date: '2026-11-20T07:30:00.000Z', mood: 'neutral' };

describe.each(TEST_DATABASE_KINDS)('dreams on %s', (kind) => {
  let server: TestServer;
  const interpreter = createStubInterpreter();
  beforeAll(async () => {
    server = await startTestServer({ database: kind, env: { RATE_LIMITS: 'off' }, server: { interpreter } });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });

  const guestAccess = (fp: string) => call<{ access_token: string; can_analyze: boolean; detail?: string; code?: string }>(server, 'POST', '/auth/guest-access', { json: { fingerprint: fp } });
  const guestAnalyze = (token: string) => call<AnalyzeResponse & { detail?: string; code?: string }>(server, 'POST', '/dreams/guest/analyze', { token, json: DREAM });

  it('records, analyzes and lists dreams newest first with their analyses', async () => {
    const u = await createUser(server);
    const token = u.tokens.access_token;
    const older = await call<Dream>(server, 'POST', '/dreams', { token, json: { ...DREAM, date: '2026-11-01T07:00:00.000Z' } });
    const newer = await call<Dream>(server, 'POST', '/dreams', { token, json: DREAM });
    expect(newer.status).toBe(201);
    expect(newer.body).toMatchObject({ id: expect.any(Number), dream_text: DREAM.dream_text.trim(), date: DREAM.date, mood: 'neutral', interpretation: null, keywords: [] });

    const analysis = await call<AnalyzeResponse>(server, 'POST', `/dreams/${newer.body.id}/analyze`, { token });
    expect(analysis.status).toBe(200);
    expect(analysis.body).toMatchObject({ interpretation: expect.any(String), keywords: expect.any(Array), sentiment: 'neutral', dream_id: newer.body.id });

    const list = await call<DreamSummary[]>(server, 'GET', '/dreams', { token });
    expect(list.status).toBe(200);
    expect(list.body.map((d) => d.id)).toEqual([newer.body.id, older.body.id]);
    expect(list.body[0]).toMatchObject({ keywords: analysis.body.keywords, sentiment: 'neutral', analysis_status: 'analyzed' });
    expect(list.body[1]).toMatchObject({ keywords: [], sentiment: null, analysis_status: 'pending' });
    const read = await Promise.all(list.body.map(async (d) => (await call<Dream>(server, 'GET', `/dreams/${d.id}`, { token })).body));
    expect(read[0]).toMatchObject({ interpretation: analysis.body.interpretation, keywords: analysis.body.keywords, sentiment: 'neutral', analysis: { keywords: analysis.body.keywords } });
    expect(read[1]).toMatchObject({ interpretation: null, analysis: null });
    expect(read.map((d) => d.support)).toEqual([false, false]);
  });

  it('stores the safety flag with the dream and returns it from the analysis and the list', async () => {
    const u = await createUser(server);
    const token = u.tokens.access_token;
    const dream = await call<Dream>(server, 'POST', '/dreams', { token, json: DREAM });
    expect(dream.body.support).toBe(false);
    interpreter.support = true;
    try {
      const analysis = await call<AnalyzeResponse>(server, 'POST', `/dreams/${dream.body.id}/analyze`, { token });
      expect(analysis.body.support).toBe(true);
      const list = await call<DreamSummary[]>(server, 'GET', '/dreams', { token });
      expect(list.body[0]).toMatchObject({ id: dream.body.id, analysis_status: 'analyzed' });
      const stored = await call<Dream>(server, 'GET', `/dreams/${dream.body.id}`, { token });
      expect(stored.body).toMatchObject({ id: dream.body.id, support: true, interpretation: analysis.body.interpretation });
    } finally {
      interpreter.support = false;
    }
  });

  it("keeps each user's dreams private", async () => {
    const a = await createUser(server);
    const b = await createUser(server);
    const dream = await call<Dream>(server, 'POST', '/dreams', { token: a.tokens.access_token, json: DREAM });
    expect((await call(server, 'POST', `/dreams/${dream.body.id}/analyze`, { token: b.tokens.access_token })).status).toBe(404);
    expect((await call<DreamSummary[]>(server, 'GET', '/dreams', { token: b.tokens.access_token })).body).toEqual([]);
    expect((await call(server, 'GET', `/dreams/${dream.body.id}`, { token: b.tokens.access_token })).status).toBe(404);
    expect((await call(server, 'POST', '/dreams/999999/analyze', { token: a.tokens.access_token })).status).toBe(404);
    expect((await call(server, 'POST', '/dreams/abc/analyze', { token: a.tokens.access_token })).status).toBe(422);
  });

  it('accepts 10,000 characters and refuses 10,001 with 422', async () => {
    const u = await createUser(server);
    expect((await call(server, 'POST', '/dreams', { token: u.tokens.access_token, json: { dream_text: 'a'.repeat(10_000) } })).status).toBe(201);
    const res = await call(server, 'POST', '/dreams', { token: u.tokens.access_token, json: { dream_text: 'a'.repeat(10_001) } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      detail: 'dream_text: must be at most 10,000 characters',
      code: 'validation_failed',
      errors: [{ field: 'dream_text', message: 'must be at most 10,000 characters' }],
    });
  });

  it('gives a guest one analysis per device, enforced on the server', async () => {
    const fp = fingerprint();
    const first = await guestAccess(fp);
    expect(first.status).toBe(200);
    expect(first.body.can_analyze).toBe(true);
    const ok = await guestAnalyze(first.body.access_token);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ interpretation: expect.any(String), keywords: expect.any(Array), sentiment: expect.any(String) });

    const second = await guestAnalyze(first.body.access_token);
    expect(second.status).toBe(403);
    expect(second.body.detail).toContain('already used');
    expect(second.body.code).toBe('guest_used');

    // Cleared browser storage: a new guest-access from the same device is refused too.
    const again = await guestAccess(fp);
    expect(again.status).toBe(403);
    expect(again.body.detail).toContain('already used');
    expect(again.body.code).toBe('guest_used');
  });

  it('a device that got two guest tokens before analyzing still gets one analysis', async () => {
    const fp = fingerprint();
    const t1 = (await guestAccess(fp)).body.access_token;
    const t2 = (await guestAccess(fp)).body.access_token;
    expect((await guestAnalyze(t1)).status).toBe(200);
    const res = await guestAnalyze(t2);
    expect(res.status).toBe(403);
    expect(res.body.detail).toContain('already used');
  });

  it('parallel double-submit yields exactly one analysis', async () => {
    const fp = fingerprint();
    const token = (await guestAccess(fp)).body.access_token;
    interpreter.delayMs = 100;
    const results = await Promise.all([guestAnalyze(token), guestAnalyze(token), guestAnalyze(token)]);
    interpreter.delayMs = 0;
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 403)).toHaveLength(2);
  });

  it('gives the allowance back when the interpreter fails, and counts the failure', async () => {
    const admin = await createUser(server, { role: 'ADMIN' });
    const before = await call<{ failed_analyses: number }>(server, 'GET', '/admin/stats', { token: admin.tokens.access_token });
    const token = (await guestAccess(fingerprint())).body.access_token;
    interpreter.mode = 'throw';
    const failed = await guestAnalyze(token);
    interpreter.mode = 'ok';
    expect(failed.status).toBe(503);
    expect(failed.body.code).toBe('interpreter_unavailable');
    expect((await guestAnalyze(token)).status).toBe(200);
    const after = await call<{ failed_analyses: number }>(server, 'GET', '/admin/stats', { token: admin.tokens.access_token });
    expect(after.body.failed_analyses).toBe(before.body.failed_analyses + 1);
  });

  it('counts an LLM fallback to the built-in engine as a failed analysis', async () => {
    const admin = await createUser(server, { role: 'ADMIN' });
    const u = await createUser(server);
    const before = await call<{ failed_analyses: number }>(server, 'GET', '/admin/stats', { token: admin.tokens.access_token });
    const dream = await call<Dream>(server, 'POST', '/dreams', { token: u.tokens.access_token, json: DREAM });
    // The interpreter says it fell back; the engine's name alone decides nothing.
    interpreter.mode = 'fallback';
    const res = await call<AnalyzeResponse>(server, 'POST', `/dreams/${dream.body.id}/analyze`, { token: u.tokens.access_token });
    interpreter.mode = 'ok';
    expect(res.status).toBe(200);
    expect(res.body.engine).toBe('builtin');
    const after = await call<{ failed_analyses: number }>(server, 'GET', '/admin/stats', { token: admin.tokens.access_token });
    expect(after.body.failed_analyses).toBe(before.body.failed_analyses + 1);
  });

  it('stores only a keyed hash of the fingerprint', async () => {
    const fp = fingerprint();
    await guestAccess(fp);
    const rows = await server.ctx.db.query.guestDevices.findMany();
    expect(rows.some((r) => r.fingerprintHash.includes(fp))).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('guest ceiling per IP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { GUEST_DAILY_LIMIT_PER_IP: '2' }, server: { interpreter: createStubInterpreter() } });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });

  it('answers 429 with Retry-After once GUEST_DAILY_LIMIT_PER_IP analyses were made today', async () => {
    const statuses: number[] = [];
    const canAnalyze: boolean[] = [];
    let last: ApiResponse<{ detail: string; code: string }> | undefined;
    for (let i = 0; i < 3; i++) {
      const access = await call<{ access_token: string; can_analyze: boolean }>(server, 'POST', '/auth/guest-access', { json: { fingerprint: `ceiling-${i}` } });
      canAnalyze.push(access.body.can_analyze);
      last = await call(server, 'POST', '/dreams/guest/analyze', { token: access.body.access_token, json: DREAM });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const retryAfter = Number(last?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(last?.body).toHaveProperty('detail');
    expect(last?.body.code).toBe('daily_limit');
    // The guest token already says so, before the visitor writes a dream.
    expect(canAnalyze).toEqual([true, true, false]);
  });
});

describe('analyses per user and hour', () => {
  let server: TestServer;
  const interpreter = createStubInterpreter();
  beforeAll(async () => {
    server = await startTestServer({ env: { ANALYSES_PER_HOUR: '3' }, server: { interpreter } });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });

  it('answers 429 with Retry-After and a clear message once ANALYSES_PER_HOUR analyses were made, without running the interpreter', async () => {
    const u = await createUser(server);
    const token = u.tokens.access_token;
    const dream = await call<Dream>(server, 'POST', '/dreams', { token, json: DREAM });
    for (let i = 0; i < 3; i++) expect((await call(server, 'POST', `/dreams/${dream.body.id}/analyze`, { token })).status).toBe(200);
    const calls = interpreter.calls;
    const refused = await call<{ detail: string; code: string }>(server, 'POST', `/dreams/${dream.body.id}/analyze`, { token });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: 'You have reached the limit of 3 analyses per hour. Please try again in 60 minutes.', code: 'rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(interpreter.calls).toBe(calls);
    // The limit is the user's own: someone else still gets an analysis.
    const other = await createUser(server);
    const theirs = await call<Dream>(server, 'POST', '/dreams', { token: other.tokens.access_token, json: DREAM });
    expect((await call(server, 'POST', `/dreams/${theirs.body.id}/analyze`, { token: other.tokens.access_token })).status).toBe(200);
  });

  it('counts parallel analyses exactly', async () => {
    const u = await createUser(server);
    const token = u.tokens.access_token;
    const dream = await call<Dream>(server, 'POST', '/dreams', { token, json: DREAM });
    const results = await Promise.all(Array.from({ length: 10 }, () => call(server, 'POST', `/dreams/${dream.body.id}/analyze`, { token })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
  });
});
