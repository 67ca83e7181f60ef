/**
 * Route guards. Each verifies the JWT and then checks that its session is still live in the
 * database, so logout and revocation take effect at once, on every server process.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '../../lib/core/api/contract';
import type { AccessTokenClaims } from '../../lib/core/api/token-claims';
import type { AppContext } from '../context';
import type { ApiEnv } from '../http/api-app';
import { ApiError } from '../http/errors';
import { findUserById, type UserRow } from '../users/user-store';
import { verifyAccessToken } from './jwt';
import { liveSession } from './sessions';

export type AuthInfo =
  | { kind: 'user'; claims: AccessTokenClaims; sessionId: string; user: UserRow }
  | { kind: 'guest'; claims: AccessTokenClaims; sessionId: string; deviceHash: string };

const UNAUTHENTICATED = () => ApiError.answer(401, ERROR_CODES.notAuthenticated, 'Not authenticated', { headers: { 'WWW-Authenticate': 'Bearer' } });
const ACCOUNT_REQUIRED = () => ApiError.answer(403, ERROR_CODES.accountRequired, 'This action requires a registered account. Please register or log in.');

function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** The caller's identity, or undefined for no token or a token that is not (any longer) valid. */
export async function authenticate(ctx: AppContext, c: Context): Promise<AuthInfo | undefined> {
  const token = bearerToken(c);
  if (!token) return undefined;
  const now = ctx.now();
  const claims = await verifyAccessToken(ctx.jwtSecret, token, now);
  if (!claims) return undefined;
  const session = await liveSession(ctx.db, claims.sid, now);
  if (!session) return undefined;
  if (claims.type === 'guest') {
    if (session.kind !== 'guest' || !session.guestDeviceHash) return undefined;
    return { kind: 'guest', claims, sessionId: session.id, deviceHash: session.guestDeviceHash };
  }
  if (session.kind !== 'user' || session.userId === null || String(session.userId) !== claims.sub) return undefined;
  const user = await findUserById(ctx.db, session.userId);
  if (!user || !user.isActive) return undefined;
  return { kind: 'user', claims, sessionId: session.id, user };
}

type Guard = (auth: AuthInfo) => void;

function guard(check: Guard): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const auth = await authenticate(c.var.ctx, c);
    if (!auth) throw UNAUTHENTICATED();
    check(auth);
    c.set('auth', auth);
    await next();
  };
}

/** A signed-in registered user (any role). */
export const requireUser = guard((auth) => {
  if (auth.kind !== 'user') throw ACCOUNT_REQUIRED();
});

/** A guest session (from guest-access). */
export const requireGuest = guard((auth) => {
  if (auth.kind !== 'guest') throw ApiError.answer(403, ERROR_CODES.guestOnly, 'This endpoint is only for guest sessions; signed-in users analyze through /dreams.');
});

/** A signed-in user with the ADMIN role. */
export const requireAdmin = guard((auth) => {
  if (auth.kind !== 'user') throw ACCOUNT_REQUIRED();
  if (auth.user.role !== 'ADMIN') throw ApiError.answer(403, ERROR_CODES.adminRequired, 'Administrator access required');
});

/** Any live session, user or guest. */
export const requireSession = guard(() => {});

/** Narrowing helpers for handlers behind the guards above. */
export function userAuth(c: Context<ApiEnv>) {
  const auth = c.var.auth;
  if (auth.kind !== 'user') throw UNAUTHENTICATED();
  return auth;
}

export function guestAuth(c: Context<ApiEnv>) {
  const auth = c.var.auth;
  if (auth.kind !== 'guest') throw UNAUTHENTICATED();
  return auth;
}
