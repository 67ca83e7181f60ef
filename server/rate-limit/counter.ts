/** Fixed-window counters in the rate_limits table: one atomic upsert, shared by every server process. */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

export interface CountResult {
  /** Points used in the current window, including this one. */
  points: number;
  resetAt: Date;
}

/** Add one point to `key` in a window of `windowMs` ending at a fixed time, or at `windowEnd` when given. */
export async function incrementCounter(db: Database, key: string, now: Date, windowMs: number, windowEnd?: Date): Promise<CountResult> {
  const resetAt = windowEnd ?? new Date(now.getTime() + windowMs);
  const result = await db.execute(sql`
    insert into rate_limits (key, points, reset_at) values (${key}, 1, ${resetAt.toISOString()})
    on conflict (key) do update set
      points = case when rate_limits.reset_at <= ${now.toISOString()} then 1 else rate_limits.points + 1 end,
      reset_at = case when rate_limits.reset_at <= ${now.toISOString()} then excluded.reset_at else rate_limits.reset_at end
    returning points, reset_at`);
  // Both drivers (node-postgres and PGlite) answer raw SQL with `{ rows }`.
  const row = (result as unknown as { rows: { points: number; reset_at: string | Date }[] }).rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return { points: Number(row.points), resetAt: new Date(row.reset_at) };
}

/** The live window of `key`, if any. */
export async function readCounter(db: Database, key: string, now: Date): Promise<CountResult | undefined> {
  const [row] = await db
    .select({ points: rateLimits.points, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)));
  return row;
}

/** Take back one point, e.g. when the counted action did not happen after all. */
export async function decrementCounter(db: Database, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set points = greatest(points - 1, 0) where key = ${key}`);
}

/** Seconds until `resetAt`, at least 1 (the value of a Retry-After header). */
export function retryAfterSeconds(resetAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
}

/** The next UTC midnight after `now`: daily quotas reset there. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
