/** Which responses carry which security headers: the app's pages, the widget's files, the API. */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { APP_START_SCRIPT } from '../../lib/core/app-start-script';
import { THEME_BOOT_SCRIPT } from '../../lib/core/theme-script';
import { scriptHashSource, securityHeaders } from './security-headers';

function app() {
  const a = new Hono();
  a.use('*', securityHeaders({ https: false }));
  a.get('/api/health', (c) => c.json({ status: 'ok' }));
  a.get('/embed/demo.html', (c) => c.html('<p>partner</p>'));
  a.get('/embed/dream-analyzer.js', (c) => c.body('/* widget */', 200, { 'Content-Type': 'text/javascript' }));
  a.get('*', (c) => c.html('<div id="root"></div>'));
  return a;
}

describe('security headers', () => {
  it.each(['/', '/login', '/profile', '/dream-history?x=1'])('gives the app page %s a Permissions-Policy, COOP and the CSP', async (path) => {
    const res = await app().request(path);
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each(['/embed/demo.html', '/embed/dream-analyzer.js', '/api/health'])('leaves them off %s', async (path) => {
    const res = await app().request(path);
    expect(res.headers.get('permissions-policy')).toBeNull();
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the inline scripts', () => {
  it('are the only inline scripts the app page may run (the theme and the app start): allowed by their hashes, without unsafe-inline', async () => {
    const res = await app().request('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scriptSrc).toBe(`script-src 'self' ${scriptHashSource(THEME_BOOT_SCRIPT)} ${scriptHashSource(APP_START_SCRIPT)}`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('hashes the exact text, as browsers do (SHA-256, base64)', () => {
    // The browser's own example value for an empty script.
    expect(scriptHashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(scriptHashSource(THEME_BOOT_SCRIPT)).not.toBe(scriptHashSource(`${THEME_BOOT_SCRIPT} `));
  });
});
