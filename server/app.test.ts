import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KINDS } from './testing/test-database';
import { startTestServer, type TestServer } from './testing/start-test-server';

describe.each(TEST_DATABASE_KINDS)('server skeleton on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: kind });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers /api/health with the database kind and version', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({ status: 'ok', database: kind, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await fetch(`${server.url}/api/does/not/exist`, { method });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Not Found', code: 'not_found' });
    }
  });

  it('refuses oversized bodies with a JSON 413', async () => {
    const res = await fetch(`${server.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ x: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: 'Request body is too large', code: 'body_too_large' });
  });

  it('sets security headers on every response', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await fetch(`${server.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths).toHaveProperty('/health');
  });
});
