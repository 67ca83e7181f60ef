/** Cross-cutting /api middleware: maintenance mode, no-store caching, CORS for the guest calls. */
import type { MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '../../lib/core/api/contract';
import { cors } from 'hono/cors';
import { lookUpCaller } from '../auth/middleware';
import type { Config } from '../config';
import { getSettings } from '../settings/settings-store';
import type { ApiEnv } from './api-app';
import { errorResponse } from './errors';

/** Calls that keep working in maintenance mode, so admins can sign in and turn it off again. */
const MAINTENANCE_EXEMPT: { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/auth\/login$/ },
  { method: 'POST', path: /^\/auth\/refresh$/ },
  { method: 'POST', path: /^\/auth\/logout$/ },
  { method: 'GET', path: /^\/auth\/me$/ },
  { method: 'GET', path: /^\/health$/ },
  { method: 'GET', path: /^\/openapi\.json$/ },
  { method: '*', path: /^\/admin(\/|$)/ },
];

/** The path below /api. */
function apiPath(path: string): string {
  return path.replace(/^\/api(?=\/|$)/, '') || '/';
}

/** In maintenance mode every other call answers 503 unless the caller is an admin. */
export function maintenanceMode(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const path = apiPath(c.req.path);
    const method = c.req.method;
    if (method === 'OPTIONS' || MAINTENANCE_EXEMPT.some((e) => (e.method === '*' || e.method === method) && e.path.test(path))) return next();
    const ctx = c.var.ctx;
    // A signed-in caller's session read brings the setting along; anyone else's costs a read of its own.
    const caller = await lookUpCaller(ctx, c);
    const on = caller.maintenance ?? (await getSettings(ctx.db)).maintenance_mode;
    if (!on) return next();
    if (caller.auth?.kind === 'user' && caller.auth.user.role === 'ADMIN') return next();
    return errorResponse(c, 503, ERROR_CODES.maintenance, 'The service is under maintenance. Please try again later.', { headers: { 'Retry-After': '300' } });
  };
}

/** API answers carry tokens and personal data: never store them in any cache. */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('Pragma', 'no-cache');
  };
}

/**
 * The guest calls the widget makes from partner sites. User endpoints stay same-origin (no CORS
 * headers at all); opening these two only needs EMBED_ALLOWED_ORIGINS.
 */
export const CROSS_ORIGIN_PATHS = ['/auth/guest-access', '/dreams/guest/analyze'] as const;

export function guestCors(config: Config): MiddlewareHandler {
  const allowed = config.embedAllowedOrigins;
  return cors({
    // The exact origin is echoed (never `*`), with `Vary: Origin`, and no credentials are allowed.
    origin: (origin) => (origin && (allowed === '*' || allowed.includes(origin)) ? origin : null),
    allowMethods: ['POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });
}
