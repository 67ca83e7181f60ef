import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';

describe('EMBED_ALLOWED_ORIGINS limits who may embed the widget', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { EMBED_ALLOWED_ORIGINS: 'https://partner.example, https://other.example/' } });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  const preflight = (origin: string, path = '/api/dreams/guest/analyze') =>
    fetch(`${server.url}${path}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' },
    });

  it('echoes a listed origin exactly, varies on Origin and allows no credentials', async () => {
    for (const origin of ['https://partner.example', 'https://other.example']) {
      const res = await preflight(origin);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('vary')).toMatch(/origin/i);
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('gives an unlisted origin no CORS permission', async () => {
    const res = await preflight('https://evil.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const post = await fetch(`${server.url}/api/auth/guest-access`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ fingerprint: 'cors-probe-device' }),
    });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
  });
});
