/**
 * The guest allowance, enforced here rather than trusted to the browser: one free analysis per
 * device (known only by a keyed hash of its fingerprint), and at most GUEST_DAILY_LIMIT_PER_IP
 * guest analyses per network and UTC day, so clearing browser data on one machine does not open
 * an unlimited free service.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../lib/core/api/contract';
import type { AppContext } from '../context';
import { guestDevices } from '../db/schema';
import { ApiError } from '../http/errors';
import { incrementCounter, nextUtcMidnight, readCounter, retryAfterSeconds } from '../rate-limit/counter';

/** What a person reads when this device's free analysis is spent. */
export const GUEST_USED_DETAIL = 'This device has already used its free analysis. Please register or login for more analyses.';

/** What a person reads when this network's guest analyses for the day are spent. */
export const GUEST_CEILING_DETAIL = 'Too many guest analyses from this network today. Please register or log in to continue.';

const guestUsed = () => ApiError.answer(403, ERROR_CODES.guestUsed, GUEST_USED_DETAIL);

function ceilingKey(ip: string, now: Date): string {
  return `guestAnalysesPerIp:${ip}:${now.toISOString().slice(0, 10)}`;
}

/** Remember the device on its first guest session; 403 `guest_used` once its analysis is spent. */
export async function openGuestDevice(ctx: AppContext, deviceHash: string): Promise<void> {
  // Upsert-and-read in one statement: the no-op update makes RETURNING yield existing rows too.
  const [device] = await ctx.db
    .insert(guestDevices)
    .values({ fingerprintHash: deviceHash, firstSeenAt: ctx.now() })
    .onConflictDoUpdate({ target: guestDevices.fingerprintHash, set: { fingerprintHash: sql`excluded.fingerprint_hash` } })
    .returning({ analyzedAt: guestDevices.analyzedAt });
  if (device?.analyzedAt) throw guestUsed();
}

/** False when this network has already made today's GUEST_DAILY_LIMIT_PER_IP guest analyses. Counts nothing. */
export async function guestCeilingAllows(ctx: AppContext, ip: string): Promise<boolean> {
  if (!ctx.config.rateLimits) return true;
  const now = ctx.now();
  const used = await readCounter(ctx.db, ceilingKey(ip, now), now);
  return (used?.points ?? 0) < ctx.config.guestDailyLimitPerIp;
}

/** Count one guest analysis against the network's daily ceiling; 429 `daily_limit` beyond it. */
async function enforceGuestCeiling(ctx: AppContext, ip: string): Promise<void> {
  if (!ctx.config.rateLimits) return;
  const now = ctx.now();
  const count = await incrementCounter(ctx.db, ceilingKey(ip, now), now, 0, nextUtcMidnight(now));
  if (count.points > ctx.config.guestDailyLimitPerIp) {
    throw ApiError.answer(429, ERROR_CODES.dailyLimit, GUEST_CEILING_DETAIL, { headers: { 'Retry-After': String(retryAfterSeconds(count.resetAt, now)) } });
  }
}

/**
 * Take the device's free analysis, within the network's ceiling. The claim is atomic: of two
 * parallel requests from one device only one flips analyzed_at.
 */
export async function claimGuestAnalysis(ctx: AppContext, deviceHash: string, ip: string): Promise<void> {
  await enforceGuestCeiling(ctx, ip);
  const [claimed] = await ctx.db
    .update(guestDevices)
    .set({ analyzedAt: ctx.now() })
    .where(and(eq(guestDevices.fingerprintHash, deviceHash), isNull(guestDevices.analyzedAt)))
    .returning({ hash: guestDevices.fingerprintHash });
  if (!claimed) throw guestUsed();
}

/** No analysis was delivered: the device gets its free analysis back. */
export async function giveBackGuestAnalysis(ctx: AppContext, deviceHash: string): Promise<void> {
  await ctx.db.update(guestDevices).set({ analyzedAt: null }).where(eq(guestDevices.fingerprintHash, deviceHash));
}
