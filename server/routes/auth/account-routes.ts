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
import { assertAvailable, emailTaken, sendVerification } from '../../users/account-service';
import { findUserByEmail, isUniqueViolation, toUserJson, type UserRow } from '../../users/user-store';
import { BODY_ERRORS, errors, jsonBody, jsonResponse, MessageSchema } from '../schemas';
import { EmailRequestSchema, RegisterRequestSchema, RegisterResponseSchema, VerifyEmailRequestSchema } from './schemas';
import { publicRoute } from '../route-kinds';

const REGISTERED_MESSAGE = 'Registration successful! Please check your email to verify your account.';
const RESEND_MESSAGE = 'If an account with this email exists and is not yet verified, a verification email has been sent.';

const registerRoute = publicRoute({
  method: 'post',
  path: '/auth/register',
  operationId: 'register',
  tags: ['auth'],
  summary: 'Create an account; a verification email is sent',
    request: { body: jsonBody(RegisterRequestSchema) },
  responses: { 201: jsonResponse('Registered', RegisterResponseSchema), ...errors(...BODY_ERRORS, 403, 429, 503) },
});

const verifyRoute = publicRoute({
  method: 'post',
  path: '/auth/verify-email',
  operationId: 'verifyEmail',
  tags: ['auth'],
  summary: 'Confirm an email address with the token from the verification link',
    request: { body: jsonBody(VerifyEmailRequestSchema) },
  responses: { 200: jsonResponse('Verified', MessageSchema), ...errors(...BODY_ERRORS, 503) },
});

const resendRoute = publicRoute({
  method: 'post',
  path: '/auth/resend-verification',
  operationId: 'resendVerification',
  tags: ['auth'],
  summary: 'Send the verification email again (same answer whether or not the email is known)',
    request: { body: jsonBody(EmailRequestSchema) },
  responses: { 200: jsonResponse('Accepted', MessageSchema), ...errors(...BODY_ERRORS, 429, 503) },
});

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
    const { email } = c.req.valid('json');
    await enforceLimit(ctx, 'emailPerIp', clientIp(ctx, c));
    await enforceLimit(ctx, 'emailPerAddress', email);
    const user = await findUserByEmail(ctx.db, email);
    if (user && user.isActive && !user.emailVerified) await sendVerification(ctx, user);
    return c.json({ message: RESEND_MESSAGE }, 200);
  });
}
