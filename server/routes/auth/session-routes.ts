/** Sign-in, token refresh, logout and guest access. */
import { ERROR_CODES, GUEST_USER_ID } from '../../../lib/core/api/contract';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../../auth/jwt';
import { tokenResponse } from '../../auth/issue-tokens';
import { verifyDummyPassword, verifyPassword } from '../../auth/passwords';
import { hashFingerprint } from '../../auth/secrets';
import { createGuestSession, createUserSession, revokeSession, rotateRefreshToken } from '../../auth/sessions';
import type { ApiApp } from '../../http/api-app';
import { ApiError } from '../../http/errors';
import { guestCeilingAllows, openGuestDevice } from '../../guests/guest-quota';
import { clientIp, enforceLimit } from '../../rate-limit/limits';
import { guardedPasswordCheck } from '../../rate-limit/password-guard';
import { findUserByEmail, findUserById, guestUser, normalizeEmail } from '../../users/user-store';
import { guestAccessRoute, loginRoute, logoutRoute, refreshRoute } from './auth-contract';

const badCredentials = () => ApiError.answer(401, ERROR_CODES.invalidCredentials, 'Incorrect email or password', { headers: { 'WWW-Authenticate': 'Bearer' } });
const badRefresh = () => ApiError.answer(401, ERROR_CODES.invalidRefreshToken, 'Invalid or expired refresh token');

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
    if (!user || !ok) throw badCredentials();
    if (!user.isActive) throw ApiError.answer(403, ERROR_CODES.accountDisabled, 'This account has been disabled');
    const { sessionId, refreshToken } = await createUserSession(ctx.db, user.id, ctx.now(), c.req.header('user-agent'));
    return c.json(await tokenResponse(ctx, user, sessionId, refreshToken), 200);
  });

  api.openapi(refreshRoute, async (c) => {
    const ctx = c.var.ctx;
    const now = ctx.now();
    const result = await rotateRefreshToken(ctx.db, c.req.valid('json').refresh_token, now);
    if (!result.ok) {
      if (result.reason === 'reused') ctx.logger.warn('refresh token reuse: session revoked');
      throw badRefresh();
    }
    const user = await findUserById(ctx.db, result.userId);
    if (!user || !user.isActive) {
      await revokeSession(ctx.db, result.sessionId, 'account_disabled', now);
      throw badRefresh();
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
    const ip = clientIp(ctx, c);
    await enforceLimit(ctx, 'guestAccessPerIp', ip);
    const deviceHash = hashFingerprint(ctx.fingerprintKey, c.req.valid('json').fingerprint);
    await openGuestDevice(ctx, deviceHash);
    const canAnalyze = await guestCeilingAllows(ctx, ip);
    const sessionId = await createGuestSession(ctx.db, deviceHash, now, ACCESS_TOKEN_TTL_SECONDS * 1000);
    const accessToken = await signAccessToken(ctx.jwtSecret, { sub: String(GUEST_USER_ID), type: 'guest', sid: sessionId, canAnalyze }, now);
    return c.json({ access_token: accessToken, token_type: 'bearer' as const, can_analyze: canAnalyze, user: guestUser(now) }, 200);
  });
}
