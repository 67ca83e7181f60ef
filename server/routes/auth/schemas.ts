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
  .openapi('LoginForm');

export const TokenResponseSchema = z
  .object({
    access_token: z.string(),
    refresh_token: z.string(),
    token_type: z.literal('bearer'),
    user: UserSchema,
  })
  .openapi('TokenResponse');

export const RefreshRequestSchema = z.object({ refresh_token: OpaqueToken }).openapi('RefreshRequest');

export const GuestAccessRequestSchema = z
  .object({ fingerprint: z.string().trim().min(1, 'is required').max(512, 'must be at most 512 characters') })
  .openapi('GuestAccessRequest');

export const GuestAccessResponseSchema = z
  .object({ access_token: z.string(), token_type: z.literal('bearer'), can_analyze: z.boolean(), user: UserSchema })
  .openapi('GuestAccessResponse');

export const RegisterRequestSchema = z
  .object({ username: UsernameField, email: EmailField, password: PasswordField })
  .openapi('RegisterRequest');

export const RegisterResponseSchema = z.object({ message: z.string(), user: UserSchema }).openapi('RegisterResponse');

export const EmailRequestSchema = z.object({ email: EmailField }).openapi('EmailRequest');

export const VerifyEmailRequestSchema = z.object({ token: OpaqueToken }).openapi('VerifyEmailRequest');

export const ConfirmResetRequestSchema = z
  .object({ token: OpaqueToken, new_password: PasswordField })
  .openapi('ConfirmPasswordResetRequest');

export const ChangePasswordRequestSchema = z
  .object({ current_password: PasswordField, new_password: PasswordField })
  .openapi('ChangePasswordRequest');

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
  .openapi('UpdateMeRequest');

export const DeleteMeRequestSchema = z.object({ current_password: CurrentPasswordField.optional().openapi({ description: 'Required' }) }).openapi('DeleteMeRequest');

export const UpdateMeResponseSchema = UserSchema.extend({ email_changed: z.boolean() }).openapi('UpdateMeResponse');
