/** Single-use, purpose-bound, expiring tokens sent by email; only their hashes are stored. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailTokens } from '../db/schema';
import { hashToken, randomToken } from './secrets';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 3600 * 1000,
  reset_password: 3600 * 1000,
};

/** A new token (256 random bits) for `email` of `userId`; the raw value goes only into the email. */
export async function createEmailToken(db: Database, userId: number, email: string, purpose: EmailTokenPurpose, now: Date): Promise<string> {
  const token = randomToken();
  await db.insert(emailTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** Use a token once: the conditional UPDATE guarantees a second use (even a concurrent one) finds nothing. */
export async function consumeEmailToken(db: Database, token: string, purpose: EmailTokenPurpose, now: Date) {
  if (!token) return undefined;
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ userId: emailTokens.userId, email: emailTokens.email });
  return row;
}

/** Void every pending token of a purpose, e.g. reset links once the password has changed. */
export async function voidEmailTokens(db: Database, userId: number, purpose: EmailTokenPurpose, now: Date): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
