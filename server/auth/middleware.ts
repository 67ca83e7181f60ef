/**
 * Route guards. Each verifies the JWT and then checks that its session is still live in the
 * database, so logout and revocation take effect at once, on every server process.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '../../lib/core/api/contract';
import type { AccessTokenClaims } from '../../lib/core/api/token-claims';
import type { AppContext } from '../context';
import { preparedPerDatabase } from '../db/prepared';
import { sessions, settings, users } from '../db/schema';
import type { ApiEnv } from '../http/api-app';
import { ApiError } from '../http/errors';
import type { UserRow } from '../users/user-store';
import { verifyAccessToken } from './jwt';

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

/** Who calls, and whether maintenance mode is on, as far as one database read can tell. */
export interface CallerLookup {
  auth: AuthInfo | undefined;
  /** The maintenance setting read with the session; undefined when no live session was found (then read it on its own). */
  maintenance: boolean | undefined;
}

const NOBODY: CallerLookup = { auth: undefined, maintenance: undefined };

// One lookup per request: the maintenance check and the route's guard share it.
const lookups = new WeakMap<Request, Promise<CallerLookup>>();

/**
 * The caller's live session, account and the maintenance setting in one statement: a signed-in
 * request costs this read and its own query, so the journal's pages stay close to the health
 * check's speed. Revocation still acts at once, on every process.
 */
export function lookUpCaller(ctx: AppContext, c: Context): Promise<CallerLookup> {
  let found = lookups.get(c.req.raw);
  if (!found) {
    found = readCaller(ctx, c);
    lookups.set(c.req.raw, found);
  }
  return found;
}

/** Prepared once per database: every authenticated request runs it. */
const callerQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: sessions.id,
      kind: sessions.kind,
      userId: sessions.userId,
      guestDeviceHash: sessions.guestDeviceHash,
      user: users,
      maintenance: sql<unknown>`(select ${settings.value} from ${settings} where ${settings.key} = 'maintenance_mode')`,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sid')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`)))
    .prepare('caller_lookup'),
);

async function readCaller(ctx: AppContext, c: Context): Promise<CallerLookup> {
  const token = bearerToken(c);
  if (!token) return NOBODY;
  const now = ctx.now();
  const claims = await verifyAccessToken(ctx.jwtSecret, token, now);
  if (!claims) return NOBODY;
  const [row] = await callerQuery(ctx.db).execute({ sid: claims.sid, now: now.toISOString() });
  if (!row) return NOBODY;
  const maintenance = row.maintenance === true;
  if (claims.type === 'guest') {
    if (row.kind !== 'guest' || !row.guestDeviceHash) return { auth: undefined, maintenance };
    return { auth: { kind: 'guest', claims, sessionId: row.id, deviceHash: row.guestDeviceHash }, maintenance };
  }
  const user = row.user;
  if (row.kind !== 'user' || row.userId === null || String(row.userId) !== claims.sub || !user || !user.isActive) return { auth: undefined, maintenance };
  return { auth: { kind: 'user', claims, sessionId: row.id, user }, maintenance };
}

/** The caller's identity, or undefined for no token or a token that is not (any longer) valid. */
export async function authenticate(ctx: AppContext, c: Context): Promise<AuthInfo | undefined> {
  return (await lookUpCaller(ctx, c)).auth;
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
