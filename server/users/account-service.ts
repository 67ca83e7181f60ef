/** Account rules shared by registration, profile edits and the emailed links: unique email and username, verification mail. */
import type { Context } from 'hono';
import { ERROR_CODES } from '../../lib/core/api/contract';
import { createEmailToken } from '../auth/email-tokens';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { verificationEmail } from '../mail/messages';
import { clientIp, enforceLimit } from '../rate-limit/limits';
import { findUserByEmail, findUserByUsername, type UserRow } from './user-store';

/** The app shows its own text for this refusal; clients recognise it by `email_taken`. */
export const EMAIL_TAKEN_DETAIL = 'Email already registered';
export const USERNAME_TAKEN_DETAIL = 'Username already taken';

export const emailTaken = () => ApiError.answer(400, ERROR_CODES.emailTaken, EMAIL_TAKEN_DETAIL);

/** Create a verification token for the user's current email and mail the link. */
export async function sendVerification(ctx: AppContext, user: Pick<UserRow, 'id' | 'email' | 'username'>): Promise<void> {
  const token = await createEmailToken(ctx.db, user.id, user.email, 'verify_email', ctx.now());
  ctx.mailer.send(verificationEmail(ctx.config.publicUrl, user.email, user.username, token));
}

/** 400 `email_taken` / `username_taken` when either belongs to someone other than `exceptUserId`. */
export async function assertAvailable(ctx: AppContext, fields: { email?: string | undefined; username?: string | undefined }, exceptUserId?: number): Promise<void> {
  if (fields.email !== undefined) {
    const other = await findUserByEmail(ctx.db, fields.email);
    if (other && other.id !== exceptUserId) throw emailTaken();
  }
  if (fields.username !== undefined) {
    const other = await findUserByUsername(ctx.db, fields.username);
    if (other && other.id !== exceptUserId) throw ApiError.answer(400, ERROR_CODES.usernameTaken, USERNAME_TAKEN_DETAIL);
  }
}

/**
 * The account a request for an emailed link (verification again, password reset) is for, after
 * counting the request per client address and per email address; only an active account. The
 * caller answers alike whether or not there is one, so the answer reveals no accounts.
 */
export async function activeAccountForMail(ctx: AppContext, c: Context, email: string): Promise<UserRow | undefined> {
  await enforceLimit(ctx, 'emailPerIp', clientIp(ctx, c));
  await enforceLimit(ctx, 'emailPerAddress', email);
  const user = await findUserByEmail(ctx.db, email);
  return user?.isActive ? user : undefined;
}
