/** Schemas shared by several route files: users, errors, and JSON/form body helpers. */
import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { ERROR_CODES, type ErrorCode } from '../../lib/core/api/contract';

const ERROR_CODE_VALUES = Object.values(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

const FieldErrorSchema = z
  .object({ field: z.string().openapi({ description: 'The field, dotted for nested ones; `body` for the body as a whole' }), message: z.string() })
  .openapi('FieldError', { description: 'One broken rule of one field' });

export const ErrorSchema = z
  .object({
    detail: z.string().openapi({ description: 'What went wrong, for people' }),
    code: z.enum(ERROR_CODE_VALUES).openapi({ description: 'A stable reason for programs to branch on' }),
    errors: z.array(FieldErrorSchema).optional().openapi({ description: 'With `validation_failed`: every field that broke a rule' }),
  })
  .openapi('Error', { description: 'Every error answer of the API' });

export const MessageSchema = z.object({ message: z.string() }).openapi('Message', { description: 'A confirmation for people' });

export const UserSchema = z
  .object({
    id: z.number().int().openapi({ description: 'The guest placeholder user has id -1' }),
    username: z.string(),
    email: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    role: z.enum(['ADMIN', 'USER']),
    email_verified: z.boolean(),
    created_at: z.string(),
    is_active: z.boolean(),
  })
  .openapi('User', { description: 'A user as every endpoint returns it' });

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' as const } } };

/** The error answers, one reusable response each; `code` tells the reasons under one status apart. */
const ERROR_RESPONSES = {
  400: { name: 'BadRequest', description: 'A malformed body, or a request the rules refuse (weak password, taken email or username, bad link token)' },
  401: { name: 'Unauthorized', description: 'No valid access token, or wrong credentials' },
  403: { name: 'Forbidden', description: 'Not allowed for this caller (guest, role, closed registration, used guest device, re-authentication needed)' },
  404: { name: 'NotFound', description: 'No such record' },
  409: { name: 'Conflict', description: 'Another request took the value at the same moment' },
  413: { name: 'PayloadTooLarge', description: 'The body is over the size limit' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not in the content type this call takes' },
  422: { name: 'ValidationFailed', description: 'A field broke a rule; `errors` lists each one' },
  429: { name: 'TooManyRequests', description: 'A limit is reached', headers: RETRY_AFTER },
  503: { name: 'ServiceUnavailable', description: 'Maintenance mode, or the interpreter missed its deadline or failed', headers: RETRY_AFTER },
} as const;

export type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** Adds the Error schema and the error responses to the OpenAPI document's components. */
export function registerErrorComponents(registry: OpenAPIHono['openAPIRegistry']): void {
  registry.register('Error', ErrorSchema);
  for (const { name, description, ...rest } of Object.values(ERROR_RESPONSES)) {
    registry.registerComponent('responses', name, { description, ...rest, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
  }
}

/** OpenAPI entries for the error statuses a route can answer. */
export function errors<const S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` }])) as Record<S, { $ref: string }>;
}

/** What a call with a JSON body can always answer: broken JSON, too large, wrong content type, invalid fields. */
export const BODY_ERRORS = [400, 413, 415, 422] as const;

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

/** Calls that need a bearer access token. */
export const BearerSecurity = [{ bearerAuth: [] }];

/** Calls open to anyone: no token needed. */
export const PublicSecurity = [];

/** Text that PostgreSQL can store: no NUL characters. */
export function storableText(schema: z.ZodString = z.string()) {
  return schema.refine((v) => !v.includes('\u0000'), 'must not contain NUL characters');
}

/** Items per page of a paged list: 20 unless asked, at most 100. */
export const PAGE_LIMITS = { default: 20, max: 100 } as const;

/** The query parameters every paged list takes: `limit` and the opaque `cursor` of its `Link: rel="next"`. */
export const PageQuery = {
  limit: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(PAGE_LIMITS.max, `must be at most ${PAGE_LIMITS.max}`)
    .default(PAGE_LIMITS.default)
    .openapi({ param: { name: 'limit', in: 'query', description: `Items per page (default ${PAGE_LIMITS.default}, at most ${PAGE_LIMITS.max})` } }),
  cursor: z
    .string()
    .max(200, 'is invalid')
    .optional()
    .openapi({ param: { name: 'cursor', in: 'query', description: 'Where the page starts: copy it from the previous answer\'s `Link: rel="next"`; opaque, never build it' } }),
};

/** The `include_total` switch: the count of every matching item, in `X-Total-Count`. */
export const IncludeTotalQuery = z
  .enum(['true', 'false'], { message: 'must be true or false' })
  .optional()
  .openapi({ param: { name: 'include_total', in: 'query', description: 'When `true`, the answer carries `X-Total-Count`: how many items match, on every page together (costs a count)' } });

/** The headers of a paged list's answer. */
export const PAGE_HEADERS = {
  Link: { description: 'RFC 8288: `<…>; rel="next"` while more items follow; absent on the last page', schema: { type: 'string' as const } },
  'X-Total-Count': { description: 'With `include_total=true`: how many items match the filters', schema: { type: 'integer' as const } },
};

/** Calendar days in a time zone: `tz` names the zone, for date filters and day-based figures. */
export const TimeZoneQuery = z
  .string()
  .max(64, 'must be an IANA time zone such as Europe/Berlin')
  .refine(isTimeZone, 'must be an IANA time zone such as Europe/Berlin')
  .default('UTC')
  .openapi({ param: { name: 'tz', in: 'query', description: "The reader's IANA time zone, for calendar days (default UTC)" } });

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return /^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value);
  } catch {
    return false;
  }
}

/** A calendar date, yyyy-mm-dd, that exists. */
export const CalendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-18')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && d.getUTCFullYear() >= 1000;
  }, 'must be a date like 2026-11-18');
