/** Registration and email verification. */
import { createRoute } from '@hono/zod-openapi';
import { and, eq, sql } from 'drizzle-orm';
import { consumeEmailToken, createEmailToken } from '../../auth/email-tokens';
import { hashPassword } from '../../auth/passwords';
import { assertPasswordValid } from '../../auth/password-policy';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { ApiError } from '../../http/errors';
import { verificationEmail } from '../../mail/messages';
import { clientIp, enforceLimit } from '../../rate-limit/limits';
import { getSettings } from '../../settings/settings-store';
import { findUserByEmail, findUserByUsername, isUniqueViolation, toUserJson, type UserRow } from '../../users/user-store';
import { errors, jsonBody, jsonResponse, MessageSchema } from '../schemas';
import { EmailRequestSchema, RegisterRequestSchema, RegisterResponseSchema, VerifyEmailRequestSchema } from './schemas';

export const EMAIL_TAKEN = 'Email already registered';
export const USERNAME_TAKEN = 'Username already taken';
export const REGISTERED_MESSAGE = 'Registration successful! Please check your email to verify your account.';
export const RESEND_MESSAGE = 'If an account with this email exists and is not yet verified, a verification email has been sent.';

/** Create a verification token for the user's current email and mail the link. */
export async function sendVerification(ctx: AppContext, user: Pick<UserRow, 'id' | 'email' | 'username'>): Promise<void> {
  const token = await createEmailToken(ctx.db, user.id, user.email, 'verify_email', ctx.now());
  ctx.mailer.send(verificationEmail(ctx.config.publicUrl, user.email, user.username, token));
}

/** 400 when `email` or `username` belongs to someone other than `exceptUserId`. */
export async function assertAvailable(ctx: AppContext, fields: { email?: string; username?: string }, exceptUserId?: number): Promise<void> {
  if (fields.email !== undefined) {
    const other = await findUserByEmail(ctx.db, fields.email);
    if (other && other.id !== exceptUserId) throw new ApiError(400, EMAIL_TAKEN);
  }
  if (fields.username !== undefined) {
    const other = await findUserByUsername(ctx.db, fields.username);
    if (other && other.id !== exceptUserId) throw new ApiError(400, USERNAME_TAKEN);
  }
}

const registerRoute = createRoute({
  method: 'post',
  path: '/auth/register',
  tags: ['auth'],
  summary: 'Create an account; a verification email is sent',
  request: { body: jsonBody(RegisterRequestSchema) },
  responses: { 201: jsonResponse('Registered', RegisterResponseSchema), ...errors(400, 403, 415, 422, 429, 503) },
});

const verifyRoute = createRoute({
  method: 'post',
  path: '/auth/verify-email',
  tags: ['auth'],
  summary: 'Confirm an email address with the token from the verification link',
  request: { body: jsonBody(VerifyEmailRequestSchema) },
  responses: { 200: jsonResponse('Verified', MessageSchema), ...errors(400, 415, 422, 503) },
});

const resendRoute = createRoute({
  method: 'post',
  path: '/auth/resend-verification',
  tags: ['auth'],
  summary: 'Send the verification email again (same answer whether or not the email is known)',
  request: { body: jsonBody(EmailRequestSchema) },
  responses: { 200: jsonResponse('Accepted', MessageSchema), ...errors(415, 422, 429, 503) },
});

export function registerAccountRoutes(api: ApiApp): void {
  api.openapi(registerRoute, async (c) => {
    const ctx = c.var.ctx;
    const body = c.req.valid('json');
    if (!(await getSettings(ctx.db)).allow_new_registrations) throw new ApiError(403, 'Registration is currently disabled');
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
      throw new ApiError(400, EMAIL_TAKEN);
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
    if (!verified) throw new ApiError(400, 'Invalid or expired verification link. Please request a new one.');
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
