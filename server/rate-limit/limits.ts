/** The rate limits of the API, and the check that answers 429 with Retry-After. */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { ERROR_CODES } from '../../lib/core/api/contract';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { incrementCounter, retryAfterSeconds } from './counter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Attempts per window. Generous for people, tight for scripts guessing passwords or sending mail. */
export const LIMITS = {
  loginPerIp: { points: 30, windowMs: 15 * MINUTE },
  /**
   * Wrong passwords for one account from one client address: refused beyond this. Keyed by the
   * address too, so a stranger failing on purpose cannot lock the owner out.
   */
  passwordFailuresPerClient: { points: 10, windowMs: 15 * MINUTE },
  /** Wrong passwords for one account from anywhere: beyond this each check is delayed, never refused. */
  passwordFailuresPerAccount: { points: 20, windowMs: HOUR },
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

/** A 429 `rate_limited` with Retry-After; `detail` may use the wait to say when to come back. */
export function tooMany(resetAt: Date, now: Date, detail: string | ((retryAfter: number) => string) = 'Too many requests. Please try again later.'): ApiError {
  const retryAfter = retryAfterSeconds(resetAt, now);
  const text = typeof detail === 'function' ? detail(retryAfter) : detail;
  return ApiError.answer(429, ERROR_CODES.rateLimited, text, { headers: { 'Retry-After': String(retryAfter) } });
}

/** Count one attempt against `name` for `subject`; throws 429 once the window is full. No-op with RATE_LIMITS=off. */
export async function enforceLimit(ctx: AppContext, name: LimitName, subject: string): Promise<void> {
  if (!ctx.config.rateLimits) return;
  const { points, windowMs } = LIMITS[name];
  const now = ctx.now();
  const count = await incrementCounter(ctx.db, `${name}:${subject}`, now, windowMs);
  if (count.points > points) throw tooMany(count.resetAt, now);
}

/** "in 5 minutes", "in 1 hour": when a refused client may try again. */
export function waitPhrase(seconds: number): string {
  if (seconds < 90) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `in ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return `in ${hours} hour${hours === 1 ? '' : 's'}`;
}

/** Analyses per user and hour (ANALYSES_PER_HOUR): each may cost a paid LLM request. */
export async function enforceAnalysisLimit(ctx: AppContext, userId: number): Promise<void> {
  if (!ctx.config.rateLimits) return;
  const now = ctx.now();
  const limit = ctx.config.analysesPerHour;
  const count = await incrementCounter(ctx.db, `analysesPerUser:${userId}`, now, HOUR);
  if (count.points > limit) {
    throw tooMany(count.resetAt, now, (s) => `You have reached the limit of ${limit} analyses per hour. Please try again ${waitPhrase(s)}.`);
  }
}
