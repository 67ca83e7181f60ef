/**
 * Sessions and refresh tokens. A session is one sign-in; its refresh tokens form a chain,
 * each used once. Replaying a used token means it was copied: the whole session is revoked.
 */
import crypto from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens, sessions } from '../db/schema';
import { hashToken, randomToken } from './secrets';

/** A sign-in lasts at most this long; refreshing does not extend it. */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
/** A rotated token presented again this soon, before its successor was used, is a lost race, not theft. */
export const REFRESH_RACE_GRACE_MS = 10_000;

export type RevokeReason = 'logout' | 'password_change' | 'password_reset' | 'refresh_token_reuse' | 'account_disabled';

export async function createUserSession(db: Database, userId: number, now: Date, userAgent?: string) {
  const id = crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ id, kind: 'user', userId, createdAt: now, lastUsedAt: now, expiresAt, userAgent: userAgent?.slice(0, 300) });
  const refreshToken = await issueRefreshToken(db, id, expiresAt, now);
  return { sessionId: id, refreshToken };
}

export async function createGuestSession(db: Database, deviceHash: string, now: Date, ttlMs: number) {
  const id = crypto.randomUUID();
  await db.insert(sessions).values({ id, kind: 'guest', guestDeviceHash: deviceHash, createdAt: now, lastUsedAt: now, expiresAt: new Date(now.getTime() + ttlMs) });
  return id;
}

async function issueRefreshToken(db: Database, sessionId: string, expiresAt: Date, now: Date): Promise<string> {
  const token = randomToken();
  await db.insert(refreshTokens).values({ tokenHash: hashToken(token), sessionId, createdAt: now, expiresAt });
  return token;
}

export type RotateResult =
  | { ok: true; sessionId: string; userId: number; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'race' };

/** Exchange a refresh token for a new one. Exactly one of several concurrent calls wins. */
export async function rotateRefreshToken(db: Database, token: string, now: Date): Promise<RotateResult> {
  const tokenHash = hashToken(token);
  const successor = randomToken();
  const successorHash = hashToken(successor);
  // The conditional UPDATE is the lock: only one request can flip rotated_at from NULL.
  const [claimed] = await db
    .update(refreshTokens)
    .set({ rotatedAt: now, replacedBy: successorHash })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt), gt(refreshTokens.expiresAt, now)))
    .returning({ sessionId: refreshTokens.sessionId, expiresAt: refreshTokens.expiresAt });
  if (claimed) {
    const session = await liveSession(db, claimed.sessionId, now);
    if (!session || session.userId === null) return { ok: false, reason: 'revoked' };
    await db.insert(refreshTokens).values({ tokenHash: successorHash, sessionId: claimed.sessionId, createdAt: now, expiresAt: claimed.expiresAt });
    return { ok: true, sessionId: claimed.sessionId, userId: session.userId, refreshToken: successor };
  }

  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  if (!row) return { ok: false, reason: 'unknown' };
  if (!row.rotatedAt) return { ok: false, reason: 'expired' };
  if (now.getTime() - row.rotatedAt.getTime() < REFRESH_RACE_GRACE_MS && row.replacedBy) {
    // The winner may not have stored the successor yet: a missing successor is a race too.
    const [next] = await db.select({ rotatedAt: refreshTokens.rotatedAt }).from(refreshTokens).where(eq(refreshTokens.tokenHash, row.replacedBy));
    if (!next || !next.rotatedAt) return { ok: false, reason: 'race' };
  }
  await revokeSession(db, row.sessionId, 'refresh_token_reuse', now);
  return { ok: false, reason: 'reused' };
}

/** The session if it exists, is not revoked and has not expired. */
export async function liveSession(db: Database, sessionId: string, now: Date) {
  const [row] = await db
    .select({ id: sessions.id, kind: sessions.kind, userId: sessions.userId, guestDeviceHash: sessions.guestDeviceHash })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row;
}

export async function revokeSession(db: Database, sessionId: string, reason: RevokeReason, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now, revokedReason: reason }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revoke every session of a user, except `keepSessionId` (the one asking, when it stays signed in). */
export async function revokeUserSessions(db: Database, userId: number, reason: RevokeReason, now: Date, keepSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepSessionId ? ne(sessions.id, keepSessionId) : sql`true`));
}

/** Live user sessions, for the admin dashboard. */
export async function countActiveSessions(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.kind, 'user'), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row?.n ?? 0;
}
