/** The API with the real interpreter module: built-in engine, and an unreachable LLM falling back. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats, AnalyzeResponse, Dream, DreamSummary } from '../../../lib/core/api/contract';
import { call, createUser } from '../../testing/api-client';
import { SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from '../../testing/start-test-server';

const TEXT = 'I was swimming in a dark lake at night when a snake rose from the water and my mother called my name.';

describe('real interpreter behind the API', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing listens on port 9: every LLM call fails fast and the built-in engine answers.
    server = await startTestServer({ env: { RATE_LIMITS: 'off', LLM_BASE_URL: 'http://127.0.0.1:9', LLM_MODEL: 'absent', LLM_TIMEOUT_MS: '2000' } });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });

  it('analyzes a stored dream and counts the LLM fallback as a failed analysis', async () => {
    const admin = await createUser(server, { role: 'ADMIN' });
    const u = await createUser(server);
    const dream = await call<Dream>(server, 'POST', '/dreams', { token: u.tokens.access_token, json: { dream_text: TEXT, date: new Date().toISOString(), mood: 'neutral' } });
    const res = await call<AnalyzeResponse>(server, 'POST', `/dreams/${dream.body.id}/analyze`, { token: u.tokens.access_token });
    expect(res.status).toBe(200);
    expect(res.body.interpretation.length).toBeGreaterThan(50);
    expect(Array.isArray(res.body.keywords)).toBe(true);
    expect(['positive', 'negative', 'neutral', 'mixed']).toContain(res.body.sentiment);
    expect(res.body.engine).toBe('builtin');
    const stats = await call<AdminStats>(server, 'GET', '/admin/stats', { token: admin.tokens.access_token });
    expect(stats.body.failed_analyses).toBe(1);
    const list = await call<DreamSummary[]>(server, 'GET', '/dreams', { token: u.tokens.access_token });
    expect(list.body[0]).toMatchObject({ id: dream.body.id, keywords: res.body.keywords, sentiment: res.body.sentiment, analysis_status: 'analyzed' });
    const stored = await call<Dream>(server, 'GET', `/dreams/${dream.body.id}`, { token: u.tokens.access_token });
    expect(stored.body).toMatchObject({ interpretation: res.body.interpretation, keywords: res.body.keywords, sentiment: res.body.sentiment, support: false });
    expect(res.body.support).toBe(false);
  }, 60_000);

  it('flags a dream in distress, opens its reading with the support message, and keeps the flag with the stored dream', async () => {
    const u = await createUser(server);
    const text = "In the dream I wrote goodbye letters to everyone and walked to the bridge. I'm just a burden.";
    const created = await call<Dream>(server, 'POST', '/dreams', { token: u.tokens.access_token, json: { dream_text: text, mood: 'sad' } });
    expect(created.body.support).toBe(false);
    const res = await call<AnalyzeResponse>(server, 'POST', `/dreams/${created.body.id}/analyze`, { token: u.tokens.access_token });
    expect(res.status).toBe(200);
    expect(res.body.support).toBe(true);
    expect(res.body.interpretation.split('\n\n')[0]).toMatch(/local emergency number/);
    const stored = await call<Dream>(server, 'GET', `/dreams/${created.body.id}`, { token: u.tokens.access_token });
    expect(stored.body).toMatchObject({ support: true, interpretation: res.body.interpretation });
  }, 60_000);

  it('gives a guest a real analysis', async () => {
    const access = await call<{ access_token: string }>(server, 'POST', '/auth/guest-access', { json: { fingerprint: 'real-interpreter-device' } });
    const res = await call<AnalyzeResponse>(server, 'POST', '/dreams/guest/analyze', { token: access.body.access_token, json: { dream_text: TEXT, date: new Date().toISOString(), mood: 'neutral' } });
    expect(res.status).toBe(200);
    expect(res.body.interpretation.length).toBeGreaterThan(50);
    expect(res.body.support).toBe(false);
  }, 60_000);
});
