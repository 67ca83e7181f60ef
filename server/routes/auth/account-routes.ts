/** Registration and email verification. */
import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../lib/core/api/contract';
import { consumeEmailToken } from '../../auth/email-tokens';
import { hashPassword } from '../../auth/passwords';
import { assertPasswordValid } from '../../auth/password-policy';
import { users } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { ApiError } from '../../http/errors';
import { clientIp, enforceLimit } from '../../rate-limit/limits';
import { getSettings } from '../../settings/settings-store';
import { activeAccountForMail, assertAvailable, emailTaken, sendVerification } from '../../users/account-service';
import { isUniqueViolation, toUserJson, type UserRow } from '../../users/user-store';
import { registerRoute, resendRoute, verifyRoute } from './auth-contract';

const REGISTERED_MESSAGE = 'Registration successful! Please check your email to verify your account.';
const RESEND_MESSAGE = 'If an account with this email exists and is not yet verified, a verification email has been sent.';

export function registerAccountRoutes(api: ApiApp): void {
  api.openapi(registerRoute, async (c) => {
    const ctx = c.var.ctx;
    const body = c.req.valid('json');
    if (!(await getSettings(ctx.db)).allow_new_registrations) throw ApiError.answer(403, ERROR_CODES.registrationClosed, 'Registration is currently disabled');
    await enforceLimit(ctx, 'registerPerIp', clientIp(ctx, c));
    assertPasswordValid(body.password);
    await assertAvailable(ctx, body);
    const now = ctx.now();
    let user: UserRow | undefined;
    try {
      [user] = await ctx.db
        .insert(users)
        .values({ username: body.username, email: body.email, passwordHash: await hashPassword(body.password), createdAt: now, updatedAt: now })
        .returning();
    } catch (error) {
      // Two sign-ups for one address at the same moment: the unique index lets one through.
      if (!isUniqueViolation(error)) throw error;
      await assertAvailable(ctx, body);
      throw emailTaken();
    }
    if (!user) throw new Error('insert returned no user');
    await sendVerification(ctx, user);
    return c.json({ message: REGISTERED_MESSAGE, user: toUserJson(user) }, 201);
  });

  api.openapi(verifyRoute, async (c) => {
    const ctx = c.var.ctx;
    const now = ctx.now();
    const token = await consumeEmailToken(ctx.db, c.req.valid('json').token, 'verify_email', now);
    // The token is bound to the address it was sent to: after an email change it verifies nothing.
    const [verified] = token
      ? await ctx.db
          .update(users)
          .set({ emailVerified: true, updatedAt: now })
          .where(and(eq(users.id, token.userId), sql`lower(${users.email}) = lower(${token.email})`))
          .returning({ id: users.id })
      : [];
    if (!verified) throw ApiError.answer(400, ERROR_CODES.invalidToken, 'Invalid or expired verification link. Please request a new one.');
    return c.json({ message: 'Email verified successfully!' }, 200);
  });

  api.openapi(resendRoute, async (c) => {
    const ctx = c.var.ctx;
    const user = await activeAccountForMail(ctx, c, c.req.valid('json').email);
    if (user && !user.emailVerified) await sendVerification(ctx, user);
    return c.json({ message: RESEND_MESSAGE }, 200);
  });
}
