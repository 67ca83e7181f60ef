/** Sign-in, token refresh, logout and guest access. */
import { createRoute } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { GUEST_USER_ID } from '../../../lib/core/api/contract';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../../auth/jwt';
import { tokenResponse } from '../../auth/issue-tokens';
import { requireSession } from '../../auth/middleware';
import { verifyDummyPassword, verifyPassword } from '../../auth/passwords';
import { hashFingerprint } from '../../auth/secrets';
import { createGuestSession, createUserSession, revokeSession, rotateRefreshToken } from '../../auth/sessions';
import { guestDevices } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { ApiError } from '../../http/errors';
import { clientIp, enforceLimit } from '../../rate-limit/limits';
import { guardedPasswordCheck } from '../../rate-limit/password-guard';
import { findUserByEmail, findUserById, guestUser, normalizeEmail } from '../../users/user-store';
import { BearerSecurity, errors, jsonBody, jsonResponse, MessageSchema } from '../schemas';
import { GuestAccessRequestSchema, GuestAccessResponseSchema, LoginForm, RefreshRequestSchema, TokenResponseSchema } from './schemas';

const BAD_CREDENTIALS = 'Incorrect email or password';
const BAD_REFRESH = 'Invalid or expired refresh token';
export const GUEST_USED_DETAIL =
  'This device has already used its free analysis. Please register or login for more analyses.';

const loginRoute = createRoute({
  method: 'post',
  path: '/auth/login',
  tags: ['auth'],
  summary: 'Sign in with email (in the `username` field) and password',
  request: { body: { required: true, content: { 'application/x-www-form-urlencoded': { schema: LoginForm } } } },
  responses: { 200: jsonResponse('Signed in', TokenResponseSchema), ...errors(401, 403, 415, 422, 429) },
});

const refreshRoute = createRoute({
  method: 'post',
  path: '/auth/refresh',
  tags: ['auth'],
  summary: 'Exchange a refresh token for a new pair (the old refresh token is spent)',
  request: { body: jsonBody(RefreshRequestSchema) },
  responses: { 200: jsonResponse('New tokens', TokenResponseSchema), ...errors(401, 415, 422) },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags: ['auth'],
  summary: 'End the current session; its tokens stop working at once',
  security: BearerSecurity,
  middleware: [requireSession] as const,
  responses: { 200: jsonResponse('Signed out', MessageSchema), ...errors(401) },
});

const guestAccessRoute = createRoute({
  method: 'post',
  path: '/auth/guest-access',
  tags: ['auth'],
  summary: 'A guest token for one free analysis on this device',
  request: { body: jsonBody(GuestAccessRequestSchema) },
  responses: { 200: jsonResponse('Guest session', GuestAccessResponseSchema), ...errors(403, 415, 422, 429, 503) },
});

export function registerSessionRoutes(api: ApiApp): void {
  api.openapi(loginRoute, async (c) => {
    const ctx = c.var.ctx;
    const { username: email, password } = c.req.valid('form');
    await enforceLimit(ctx, 'loginPerIp', clientIp(ctx, c));
    const user = await findUserByEmail(ctx.db, email);
    // Unknown emails are counted and timed like known ones, so neither reveals which accounts exist.
    const ok = await guardedPasswordCheck(ctx, c, normalizeEmail(email), () =>
      user ? verifyPassword(user.passwordHash, password) : verifyDummyPassword(password),
    );
    if (!user || !ok) throw new ApiError(401, BAD_CREDENTIALS, { 'WWW-Authenticate': 'Bearer' });
    if (!user.isActive) throw new ApiError(403, 'This account has been disabled');
    const { sessionId, refreshToken } = await createUserSession(ctx.db, user.id, ctx.now(), c.req.header('user-agent'));
    return c.json(await tokenResponse(ctx, user, sessionId, refreshToken), 200);
  });

  api.openapi(refreshRoute, async (c) => {
    const ctx = c.var.ctx;
    const now = ctx.now();
    const result = await rotateRefreshToken(ctx.db, c.req.valid('json').refresh_token, now);
    if (!result.ok) {
      if (result.reason === 'reused') ctx.logger.warn('refresh token reuse: session revoked');
      throw new ApiError(401, BAD_REFRESH);
    }
    const user = await findUserById(ctx.db, result.userId);
    if (!user || !user.isActive) {
      await revokeSession(ctx.db, result.sessionId, 'account_disabled', now);
      throw new ApiError(401, BAD_REFRESH);
    }
    return c.json(await tokenResponse(ctx, user, result.sessionId, result.refreshToken), 200);
  });

  api.openapi(logoutRoute, async (c) => {
    const ctx = c.var.ctx;
    await revokeSession(ctx.db, c.var.auth.sessionId, 'logout', ctx.now());
    return c.json({ message: 'Logged out successfully' }, 200);
  });

  api.openapi(guestAccessRoute, async (c) => {
    const ctx = c.var.ctx;
    const now = ctx.now();
    await enforceLimit(ctx, 'guestAccessPerIp', clientIp(ctx, c));
    const deviceHash = hashFingerprint(ctx.fingerprintKey, c.req.valid('json').fingerprint);
    // Upsert-and-read in one statement: the no-op update makes RETURNING yield existing rows too.
    const [device] = await ctx.db
      .insert(guestDevices)
      .values({ fingerprintHash: deviceHash, firstSeenAt: now })
      .onConflictDoUpdate({ target: guestDevices.fingerprintHash, set: { fingerprintHash: sql`excluded.fingerprint_hash` } })
      .returning({ analyzedAt: guestDevices.analyzedAt });
    if (device?.analyzedAt) throw new ApiError(403, GUEST_USED_DETAIL);
    const sessionId = await createGuestSession(ctx.db, deviceHash, now, ACCESS_TOKEN_TTL_SECONDS * 1000);
    const accessToken = await signAccessToken(ctx.jwtSecret, { sub: String(GUEST_USER_ID), type: 'guest', sid: sessionId, canAnalyze: true }, now);
    return c.json({ access_token: accessToken, token_type: 'bearer' as const, can_analyze: true, user: guestUser(now) }, 200);
  });
}
