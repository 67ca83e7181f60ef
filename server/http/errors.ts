/**
 * API errors: always JSON `{ detail, code }` with a fitting status, never a stack trace. `detail`
 * is for people, `code` (one of ERROR_CODES) for programs.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_CODES, type ErrorCode } from '../../lib/core/api/contract';
import { ApiError, type FieldError } from '../../lib/core/api/errors';
import type { Logger } from '../logger';

export { ApiError, type FieldError };

export interface ApiErrorOptions {
  headers?: Record<string, string>;
  /** Per-field problems; only `validation_failed` carries them. */
  errors?: FieldError[];
}

/** A JSON error response in the shape every client expects. */
export function errorResponse(c: Context, status: ContentfulStatusCode, code: ErrorCode, detail: string, options: ApiErrorOptions = {}) {
  for (const [k, v] of Object.entries(options.headers ?? {})) c.header(k, v);
  c.header('Cache-Control', 'no-store');
  return c.json(options.errors ? { detail, code, errors: options.errors } : { detail, code }, status);
}

/** What the framework's own refusals (HTTPException) mean, by status. */
const HTTP_EXCEPTIONS: Partial<Record<number, { code: ErrorCode; detail: string }>> = {
  400: { code: ERROR_CODES.malformedBody, detail: 'Malformed request body' },
  401: { code: ERROR_CODES.notAuthenticated, detail: 'Not authenticated' },
  403: { code: ERROR_CODES.forbidden, detail: 'Forbidden' },
  404: { code: ERROR_CODES.notFound, detail: 'Not Found' },
  413: { code: ERROR_CODES.bodyTooLarge, detail: 'Request body is too large' },
  415: { code: ERROR_CODES.unsupportedMediaType, detail: 'Unsupported Content-Type: this endpoint takes JSON (login takes a form-encoded body)' },
};

/** The app-wide error handler: known errors keep their status, anything else is a logged 500. */
export function createErrorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof ApiError) {
      const { detail, code, errors } = err.body;
      return errorResponse(c, err.status as ContentfulStatusCode, code, detail, { headers: { ...err.headers }, errors });
    }
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      const known = HTTP_EXCEPTIONS[status];
      if (status >= 500) return errorResponse(c, status, ERROR_CODES.internalError, 'Request failed');
      const detail = status === 415 || !err.message ? (known?.detail ?? 'Bad Request') : err.message;
      return errorResponse(c, status, known?.code ?? ERROR_CODES.badRequest, detail);
    }
    // Body parsing failures surface as SyntaxError / TypeError from the runtime: a client fault.
    if (err instanceof SyntaxError) return errorResponse(c, 400, ERROR_CODES.malformedBody, 'Malformed request body');
    // Safety net: PostgreSQL refusing a value (NUL byte, date out of range) is bad input, not a crash.
    if (isDataException(err)) {
      logger.warn('database refused a value', { method: c.req.method, path: c.req.path, code: pgCode(err) });
      const message = 'contains a value the service cannot store';
      return errorResponse(c, 422, ERROR_CODES.validationFailed, `body: ${message}`, { errors: [{ field: 'body', message }] });
    }
    logger.error('unhandled error', { err, method: c.req.method, path: c.req.path });
    return errorResponse(c, 500, ERROR_CODES.internalError, 'Internal Server Error');
  };
}

function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** SQLSTATE class 22 ("data exception"): the value, not the server, is at fault. */
function isDataException(err: unknown): boolean {
  return /^22[0-9A-Z]{3}$/.test(pgCode(err) ?? '');
}
