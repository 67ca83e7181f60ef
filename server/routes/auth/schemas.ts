/** Request and response schemas of the /auth routes. */
import { z } from '@hono/zod-openapi';
import { EmailField, PasswordField, storableText, UserSchema } from '../schemas';

export const UsernameField = z
  .string()
  .trim()
  .min(3, 'must be at least 3 characters')
  .max(30, 'must be at most 30 characters')
  .regex(/^[\p{L}\p{N}_.-]+$/u, 'may contain only letters, digits, dots, dashes and underscores');

const NameField = storableText(z.string().trim().max(100, 'must be at most 100 characters'))
  .nullable()
  .transform((v) => (v ? v : null));

/** A token from an email link or a refresh token: opaque, bounded. */
const OpaqueToken = z.string().trim().min(1, 'is required').max(512, 'is too long');

export const LoginForm = z
  .object({
    username: storableText(z.string().trim().min(1, 'is required').max(254, 'must be at most 254 characters')),
    password: PasswordField,
  })
  .openapi('LoginForm', { description: 'Sign-in form; `username` carries the email address' });

export const TokenResponseSchema = z
  .object({
    access_token: z.string(),
    refresh_token: z.string(),
    token_type: z.literal('bearer'),
    user: UserSchema,
  })
  .openapi('TokenResponse', { description: 'A signed-in session: a short-lived access token and a refresh token' });

export const RefreshRequestSchema = z.object({ refresh_token: OpaqueToken }).openapi('RefreshRequest', { description: 'The refresh token to spend' });

export const GuestAccessRequestSchema = z
  .object({ fingerprint: z.string().trim().min(1, 'is required').max(512, 'must be at most 512 characters') })
  .openapi('GuestAccessRequest', { description: "The device's fingerprint, computed in the browser" });

export const GuestAccessResponseSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
    can_analyze: z.boolean().openapi({
      description: "False when this network has already made today's guest analyses: the analysis would be refused with 429 `daily_limit` until the next UTC midnight",
    }),
    user: UserSchema,
  })
  .openapi('GuestAccessResponse', { description: "A guest session for the device's one free analysis" });

export const RegisterRequestSchema = z
  .object({ username: UsernameField, email: EmailField, password: PasswordField })
  .openapi('RegisterRequest', { description: 'A new account' });

export const RegisterResponseSchema = z.object({ message: z.string(), user: UserSchema }).openapi('RegisterResponse', { description: 'The new, not yet verified account' });

export const EmailRequestSchema = z.object({ email: EmailField }).openapi('EmailRequest', { description: 'An email address' });

export const VerifyEmailRequestSchema = z.object({ token: OpaqueToken }).openapi('VerifyEmailRequest', { description: 'The token from the verification link' });

export const ConfirmResetRequestSchema = z
  .object({ token: OpaqueToken, new_password: PasswordField })
  .openapi('ConfirmPasswordResetRequest', { description: 'The token from the reset link and the new password' });

export const ChangePasswordRequestSchema = z
  .object({ current_password: PasswordField, new_password: PasswordField })
  .openapi('ChangePasswordRequest', { description: 'The current password and the new one' });

/** The account's password again, before a change a stolen access token must not be able to make. */
const CurrentPasswordField = z.string().max(1024, 'must be at most 1024 characters').openapi({ description: "The account's current password" });

export const UpdateMeRequestSchema = z
  .object({
    username: UsernameField.optional(),
    email: EmailField.optional(),
    first_name: NameField.optional(),
    last_name: NameField.optional(),
    current_password: CurrentPasswordField.optional().openapi({ description: 'Required when `email` changes' }),
  })
  .openapi('UpdateMeRequest', { description: 'The profile fields to change; absent fields stay as they are' });

export const DeleteMeRequestSchema = z
  .object({ current_password: CurrentPasswordField.optional().openapi({ description: 'Required' }) })
  .openapi('DeleteMeRequest', { description: "The account's password, so an access token alone cannot delete it" });

export const UpdateMeResponseSchema = UserSchema.extend({
  email_changed: z.boolean().openapi({ description: 'The email changed: it must be verified again' }),
}).openapi('UpdateMeResponse', { description: 'The user after the change' });
