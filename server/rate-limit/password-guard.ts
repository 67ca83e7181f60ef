/**
 * Every check of a user's password (sign-in, and re-authentication before changing the email,
 * the password or deleting the account) goes through here, so a stolen access token cannot be
 * used to guess the password any faster than the sign-in form allows.
 *
 * A check first reserves a point on two counters with one atomic statement each, and only then
 * runs argon2: parallel requests cannot all read "below the limit" before any of them counts, so
 * no more than the limit are ever checked per window, across every server process. A correct
 * password gives its points back; a wrong one keeps them.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Context } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { decrementCounter, incrementCounter } from './counter';
import { clientIp, LIMITS, tooMany, waitPhrase } from './limits';

/** Added per failure beyond the per-account threshold, up to MAX_SLOWDOWN_MS. */
export const SLOWDOWN_STEP_MS = 1000;
export const MAX_SLOWDOWN_MS = 10_000;

/** The pause before a check when the account has seen `failures` wrong passwords in the window. */
export function slowdownMs(failures: number): number {
  const over = failures - LIMITS.passwordFailuresPerAccount.points;
  return over > 0 ? Math.min(over * SLOWDOWN_STEP_MS, MAX_SLOWDOWN_MS) : 0;
}

const accountKey = (email: string) => `passwordFailures:${email}`;
const clientKey = (email: string, ip: string) => `passwordFailures:${email}|${ip}`;

/**
 * Run `verify` (the argon2 comparison) under the password limits of the account `email`
 * (normalised). Throws 429 when this client already failed too often for this account; pauses
 * progressively when the account is under attack from many addresses. Returns verify's answer.
 */
export async function guardedPasswordCheck(ctx: AppContext, c: Context, email: string, verify: () => Promise<boolean>): Promise<boolean> {
  if (!ctx.config.rateLimits) return verify();
  const now = ctx.now();
  const perClient = clientKey(email, clientIp(ctx, c));
  const fromClient = await incrementCounter(ctx.db, perClient, now, LIMITS.passwordFailuresPerClient.windowMs);
  if (fromClient.points > LIMITS.passwordFailuresPerClient.points) {
    throw tooMany(fromClient.resetAt, now, (s) => `Too many failed attempts. Please try again ${waitPhrase(s)} or reset your password.`);
  }
  const perAccount = accountKey(email);
  const forAccount = await incrementCounter(ctx.db, perAccount, now, LIMITS.passwordFailuresPerAccount.windowMs);
  const pause = slowdownMs(forAccount.points);
  if (pause > 0) await sleep(pause);
  const ok = await verify();
  if (ok) {
    // The owner knew the password: this attempt was no guess.
    await decrementCounter(ctx.db, perClient);
    await decrementCounter(ctx.db, perAccount);
  }
  return ok;
}

/** Forget the account's failures, e.g. after its owner proved control of the email address. */
export async function clearPasswordFailures(ctx: AppContext, email: string): Promise<void> {
  const key = accountKey(email);
  await ctx.db.execute(sql`delete from rate_limits where key = ${key} or starts_with(key, ${`${key}|`})`);
}
