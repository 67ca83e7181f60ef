/**
 * API errors: always JSON `{"detail": "..."}` with a fitting status, never a stack trace. Errors a
 * client must tell apart carry a stable `code` beside the human `detail`.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '../logger';

/** Throw from any handler to answer `status` with `{ detail, code? }`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    /** A stable machine-readable reason, for clients that must branch on it. */
    readonly code?: string,
  ) {
    super(detail);
  }
}

/** A JSON error response in the shape every client expects. */
export function errorResponse(c: Context, status: ContentfulStatusCode, detail: string, headers: Record<string, string> = {}, code?: string) {
  for (const [k, v] of Object.entries(headers)) c.header(k, v);
  c.header('Cache-Control', 'no-store');
  return c.json(code ? { detail, code } : { detail }, status);
}

const STATUS_TEXT: Partial<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Not authenticated',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Request body is too large',
  415: 'Unsupported media type',
};

/** The app-wide error handler: known errors keep their status, anything else is a logged 500. */
export function createErrorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof ApiError) return errorResponse(c, err.status, err.detail, err.headers, err.code);
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      if (status === 415) return errorResponse(c, 415, 'Unsupported Content-Type: this endpoint takes JSON (login takes a form-encoded body)');
      const detail = status < 500 && err.message ? err.message : (STATUS_TEXT[status] ?? 'Request failed');
      return errorResponse(c, status, detail);
    }
    // Body parsing failures surface as SyntaxError / TypeError from the runtime: a client fault.
    if (err instanceof SyntaxError) return errorResponse(c, 400, 'Malformed request body');
    // Safety net: PostgreSQL refusing a value (NUL byte, date out of range) is bad input, not a crash.
    if (isDataException(err)) {
      logger.warn('database refused a value', { method: c.req.method, path: c.req.path, code: pgCode(err) });
      return errorResponse(c, 422, 'body: contains a value the service cannot store');
    }
    logger.error('unhandled error', { err, method: c.req.method, path: c.req.path });
    return errorResponse(c, 500, 'Internal Server Error');
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
