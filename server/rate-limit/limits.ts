/** The rate limits of the API, and the check that answers 429 with Retry-After. */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { incrementCounter, nextUtcMidnight, readCounter, retryAfterSeconds } from './counter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Attempts per window. Generous for people, tight for scripts guessing passwords or sending mail. */
export const LIMITS = {
  loginPerIp: { points: 30, windowMs: 15 * MINUTE },
  /** Failed sign-ins per email (successful ones are not counted). */
  loginPerEmail: { points: 10, windowMs: 15 * MINUTE },
  registerPerIp: { points: 10, windowMs: HOUR },
  guestAccessPerIp: { points: 60, windowMs: HOUR },
  emailPerIp: { points: 10, windowMs: HOUR },
  emailPerAddress: { points: 5, windowMs: HOUR },
} as const;

export type LimitName = keyof typeof LIMITS;

/**
 * The client's address. Behind a proxy (TRUST_PROXY=on) it is the last X-Forwarded-For entry,
 * the one our own proxy appended; earlier entries are whatever the client claimed.
 */
export function clientIp(ctx: AppContext, c: Context): string {
  if (ctx.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function tooMany(resetAt: Date, now: Date, detail = 'Too many requests. Please try again later.'): ApiError {
  return new ApiError(429, detail, { 'Retry-After': String(retryAfterSeconds(resetAt, now)) });
}

/** Count one attempt against `name` for `subject`; throws 429 once the window is full. No-op with RATE_LIMITS=off. */
export async function enforceLimit(ctx: AppContext, name: LimitName, subject: string): Promise<void> {
  if (!ctx.config.rateLimits) return;
  const { points, windowMs } = LIMITS[name];
  const now = ctx.now();
  const count = await incrementCounter(ctx.db, `${name}:${subject}`, now, windowMs);
  if (count.points > points) throw tooMany(count.resetAt, now);
}

/**
 * Failure-only limits (wrong passwords per email): refuse once `points` failures were counted,
 * without counting successful attempts, so the account owner is not penalised for signing in.
 */
export async function assertFailuresBelowLimit(ctx: AppContext, name: LimitName, subject: string): Promise<void> {
  if (!ctx.config.rateLimits) return;
  const now = ctx.now();
  const count = await readCounter(ctx.db, `${name}:${subject}`, now);
  if (count && count.points >= LIMITS[name].points) throw tooMany(count.resetAt, now);
}

export async function countFailure(ctx: AppContext, name: LimitName, subject: string): Promise<void> {
  if (!ctx.config.rateLimits) return;
  await incrementCounter(ctx.db, `${name}:${subject}`, ctx.now(), LIMITS[name].windowMs);
}

/** The per-IP ceiling on guest analyses per UTC day (GUEST_DAILY_LIMIT_PER_IP). */
export async function enforceGuestDailyCeiling(ctx: AppContext, ip: string): Promise<void> {
  if (!ctx.config.rateLimits) return;
  const now = ctx.now();
  const day = now.toISOString().slice(0, 10);
  const count = await incrementCounter(ctx.db, `guestAnalysesPerIp:${ip}:${day}`, now, 0, nextUtcMidnight(now));
  if (count.points > ctx.config.guestDailyLimitPerIp) {
    throw tooMany(count.resetAt, now, 'Too many guest analyses from this network today. Please register or log in to continue.');
  }
}
