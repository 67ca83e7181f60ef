/** Periodic clean-up of rows that can no longer matter, so tables stay small. */
import { lt, sql } from 'drizzle-orm';
import type { Database } from './client';
import { emailTokens, rateLimits, sessions } from './schema';

const DAY = 24 * 3600_000;

export async function pruneExpiredRows(db: Database, now: Date): Promise<void> {
  // Ended rate-limit windows; expired sessions (their refresh tokens cascade) and email tokens.
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date(now.getTime() - 3600_000)));
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now.getTime() - DAY)));
  await db.delete(emailTokens).where(lt(emailTokens.expiresAt, new Date(now.getTime() - 7 * DAY)));
  // Revoked sessions stay a week: recent revocations explain "why was I signed out" in the logs.
  await db.delete(sessions).where(sql`${sessions.revokedAt} < ${new Date(now.getTime() - 7 * DAY).toISOString()}`);
}
