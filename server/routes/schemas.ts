/** Schemas shared by several route files: users, errors, and JSON/form body helpers. */
import { z } from '@hono/zod-openapi';

export const ErrorSchema = z
  .object({ detail: z.string(), code: z.string().optional().openapi({ description: 'A stable reason for programs to branch on' }) })
  .openapi('Error');

export const MessageSchema = z.object({ message: z.string() }).openapi('Message');

export const UserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    role: z.enum(['ADMIN', 'USER']),
    email_verified: z.boolean(),
    created_at: z.string(),
    is_active: z.boolean(),
    photo: z.string().nullable(),
  })
  .openapi('User');

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad token or rule',
  401: 'Not authenticated, or bad credentials',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body too large',
  415: 'Wrong content type',
  422: 'Invalid input; the detail names the field and the rule',
  429: 'Too many requests; see Retry-After',
  503: 'Maintenance mode',
};

type ErrorCode = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** OpenAPI entries for the error statuses a route can answer. */
export function errors<const C extends ErrorCode>(...codes: C[]) {
  return Object.fromEntries(
    codes.map((code) => [code, { description: ERROR_TEXT[code] ?? 'Error', content: { 'application/json': { schema: ErrorSchema } } }]),
  ) as Record<C, { description: string; content: { 'application/json': { schema: typeof ErrorSchema } } }>;
}

/** A required JSON request body. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

/** A JSON 200/201 response. */
export function jsonResponse<T extends z.ZodType>(description: string, schema: T) {
  return { description, content: { 'application/json': { schema } } } as const;
}

/** A trimmed email address, lowercased, up to the 254 characters SMTP allows. */
export const EmailField = z.string().trim().toLowerCase().max(254, 'must be at most 254 characters').pipe(z.email('must be a valid email address'));

/** Passwords are checked against the shared rules in handlers (400); here only type and an upper bound. */
export const PasswordField = z.string().min(1, 'is required').max(1024, 'must be at most 1024 characters');

export const BearerSecurity = [{ bearerAuth: [] }];

/** Text that PostgreSQL can store: no NUL characters. */
export function storableText(schema: z.ZodString = z.string()) {
  return schema.refine((v) => !v.includes('\u0000'), 'must not contain NUL characters');
}
