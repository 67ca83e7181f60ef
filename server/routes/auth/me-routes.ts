/** The signed-in user's own account: read, edit, delete. */
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '../../../lib/core/api/contract';
import { voidEmailTokens } from '../../auth/email-tokens';
import { userAuth } from '../../auth/middleware';
import { verifyPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { ApiError } from '../../http/errors';
import { emailChangedNotice } from '../../mail/messages';
import { guardedPasswordCheck } from '../../rate-limit/password-guard';
import { assertAvailable, sendVerification } from '../../users/account-service';
import { isUniqueViolation, normalizeEmail, toUserJson, type UserRow } from '../../users/user-store';
import { deleteMeRoute, getMeRoute, patchMeRoute } from './auth-contract';

/**
 * An access token alone must not be enough to hand the account to someone else (a new email, then
 * a password reset to it) or to destroy it: those changes need the password again. Wrong guesses
 * count against the same limits as sign-in.
 */
async function requireCurrentPassword(ctx: AppContext, c: Parameters<typeof guardedPasswordCheck>[1], user: UserRow, password: string | undefined, action: string): Promise<void> {
  if (!password) throw ApiError.answer(403, ERROR_CODES.reauthRequired, `Please enter your current password to ${action}.`);
  const ok = await guardedPasswordCheck(ctx, c, normalizeEmail(user.email), () => verifyPassword(user.passwordHash, password));
  if (!ok) throw ApiError.answer(403, ERROR_CODES.reauthRequired, 'Current password is incorrect.');
}

export function registerMeRoutes(api: ApiApp): void {
  api.openapi(getMeRoute, (c) => c.json(toUserJson(userAuth(c).user), 200));

  api.openapi(patchMeRoute, async (c) => {
    const ctx = c.var.ctx;
    const { user } = userAuth(c);
    const body = c.req.valid('json');
    const emailChanged = body.email !== undefined && normalizeEmail(body.email) !== normalizeEmail(user.email);
    const usernameChanged = body.username !== undefined && body.username !== user.username;
    if (emailChanged) await requireCurrentPassword(ctx, c, user, body.current_password, 'change your email');
    await assertAvailable(ctx, { email: emailChanged ? body.email : undefined, username: usernameChanged ? body.username : undefined }, user.id);
    const now = ctx.now();
    let updated: UserRow | undefined;
    try {
      [updated] = await ctx.db
        .update(users)
        .set({
          ...(usernameChanged ? { username: body.username } : {}),
          ...(emailChanged ? { email: body.email, emailVerified: false } : {}),
          ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
          ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, user.id))
        .returning();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await assertAvailable(ctx, { email: body.email, username: body.username }, user.id);
      throw ApiError.answer(409, ERROR_CODES.conflict, 'Email or username was just taken by another account');
    }
    if (!updated) throw new Error('update returned no user');
    if (emailChanged) {
      await voidEmailTokens(ctx.db, user.id, 'verify_email', now);
      await voidEmailTokens(ctx.db, user.id, 'reset_password', now);
      await sendVerification(ctx, updated);
      ctx.mailer.send(emailChangedNotice(ctx.config.publicUrl, user.email, updated.username, updated.email));
    }
    return c.json({ ...toUserJson(updated), email_changed: emailChanged }, 200);
  });

  api.openapi(deleteMeRoute, async (c) => {
    const ctx = c.var.ctx;
    const { user } = userAuth(c);
    await requireCurrentPassword(ctx, c, user, c.req.valid('json').current_password, 'delete your account');
    // Sessions, refresh tokens, email tokens and dreams go with the row (ON DELETE CASCADE).
    await ctx.db.delete(users).where(eq(users.id, user.id));
    return c.json({ message: 'Account deleted successfully.' }, 200);
  });
}
