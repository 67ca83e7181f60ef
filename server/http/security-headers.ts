/** Security headers for every response; the CSP lets the SPA run only its own scripts. */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { APP_START_SCRIPT } from '../../lib/core/app-start-script';
import { THEME_BOOT_SCRIPT } from '../../lib/core/theme-script';

/** A CSP source that allows one inline script, exactly this text, and nothing else inline. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

const SPA_CSP = [
  "default-src 'self'",
  // The two inline scripts of the page head: the theme's, which must run before the first paint,
  // and the one that starts the app after a built-in first view has painted.
  `script-src 'self' ${scriptHashSource(THEME_BOOT_SCRIPT)} ${scriptHashSource(APP_START_SCRIPT)}`,
  // React and the widget set inline style attributes; no inline scripts are allowed.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** The app needs none of these powerful features; denying them limits what injected code could do. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!h.has('Cross-Origin-Resource-Policy')) h.set('Cross-Origin-Resource-Policy', 'same-origin');
    if (options.https) h.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    const type = h.get('Content-Type') ?? '';
    if (type.startsWith('text/html')) {
      h.set('Content-Security-Policy', SPA_CSP);
      h.set('X-Frame-Options', 'SAMEORIGIN');
      // The app's own pages only: the widget's files are loaded into partner pages, whose policies are theirs to set.
      if (!c.req.path.startsWith('/embed/')) {
        h.set('Permissions-Policy', PERMISSIONS_POLICY);
        // A window the app opens (or that opens it) gets no handle on it, so its tokens stay out of reach.
        h.set('Cross-Origin-Opener-Policy', 'same-origin');
      }
    }
  };
}
