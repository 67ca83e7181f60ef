/** Password change (signed in) and password reset by email. */
import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../lib/core/api/contract';
import { consumeEmailToken, createEmailToken, voidEmailTokens } from '../../auth/email-tokens';
import { userAuth } from '../../auth/middleware';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { assertPasswordValid } from '../../auth/password-policy';
import { revokeUserSessions } from '../../auth/sessions';
import { users } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { ApiError } from '../../http/errors';
import { passwordResetEmail } from '../../mail/messages';
import { clearPasswordFailures, guardedPasswordCheck } from '../../rate-limit/password-guard';
import { activeAccountForMail } from '../../users/account-service';
import { normalizeEmail } from '../../users/user-store';
import { changeRoute, confirmRoute, resetRoute } from './auth-contract';

const RESET_REQUESTED_MESSAGE = 'If an account with this email exists, password reset instructions have been sent.';

export function registerPasswordRoutes(api: ApiApp): void {
  api.openapi(changeRoute, async (c) => {
    const ctx = c.var.ctx;
    const { user, sessionId } = userAuth(c);
    const body = c.req.valid('json');
    const ok = await guardedPasswordCheck(ctx, c, normalizeEmail(user.email), () => verifyPassword(user.passwordHash, body.current_password));
    if (!ok) throw ApiError.answer(400, ERROR_CODES.wrongPassword, 'Current password is incorrect');
    assertPasswordValid(body.new_password);
    const now = ctx.now();
    await ctx.db.update(users).set({ passwordHash: await hashPassword(body.new_password), updatedAt: now }).where(eq(users.id, user.id));
    await revokeUserSessions(ctx.db, user.id, 'password_change', now, sessionId);
    await voidEmailTokens(ctx.db, user.id, 'reset_password', now);
    return c.json({ message: 'Password changed successfully!' }, 200);
  });

  api.openapi(resetRoute, async (c) => {
    const ctx = c.var.ctx;
    const user = await activeAccountForMail(ctx, c, c.req.valid('json').email);
    if (user) {
      const token = await createEmailToken(ctx.db, user.id, user.email, 'reset_password', ctx.now());
      ctx.mailer.send(passwordResetEmail(ctx.config.publicUrl, user.email, user.username, token));
    }
    return c.json({ message: RESET_REQUESTED_MESSAGE }, 200);
  });

  api.openapi(confirmRoute, async (c) => {
    const ctx = c.var.ctx;
    const body = c.req.valid('json');
    // Check the rules first, so a rejected password does not spend the link.
    assertPasswordValid(body.new_password);
    const now = ctx.now();
    const token = await consumeEmailToken(ctx.db, body.token, 'reset_password', now);
    if (!token) throw ApiError.answer(400, ERROR_CODES.invalidToken, 'Invalid or expired reset link. Please request a new one.');
    const passwordHash = await hashPassword(body.new_password);
    // Following the link proved control of the address it went to.
    const [updated] = await ctx.db
      .update(users)
      .set({ passwordHash, updatedAt: now, emailVerified: sql`${users.emailVerified} or lower(${users.email}) = lower(${token.email})` })
      .where(and(eq(users.id, token.userId)))
      .returning({ email: users.email });
    await voidEmailTokens(ctx.db, token.userId, 'reset_password', now);
    await revokeUserSessions(ctx.db, token.userId, 'password_reset', now);
    // The owner proved control of the address: whatever strangers tried against the account no longer slows them down.
    if (updated) await clearPasswordFailures(ctx, normalizeEmail(updated.email));
    return c.json({ message: 'Password successfully changed. Please log in with your new password.' }, 200);
  });
}
