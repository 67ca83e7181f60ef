/** API errors: always JSON `{"detail": "..."}` with a fitting status, never a stack trace. */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '../logger';

/** Throw from any handler to answer `status` with `{ detail }`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

/** A JSON error response in the shape every client expects. */
export function errorResponse(c: Context, status: ContentfulStatusCode, detail: string, headers: Record<string, string> = {}) {
  for (const [k, v] of Object.entries(headers)) c.header(k, v);
  c.header('Cache-Control', 'no-store');
  return c.json({ detail }, status);
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
    if (err instanceof ApiError) return errorResponse(c, err.status, err.detail, err.headers);
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      const detail = status < 500 && err.message ? err.message : (STATUS_TEXT[status] ?? 'Request failed');
      return errorResponse(c, status, detail);
    }
    // Body parsing failures surface as SyntaxError / TypeError from the runtime: a client fault.
    if (err instanceof SyntaxError) return errorResponse(c, 400, 'Malformed request body');
    logger.error('unhandled error', { err, method: c.req.method, path: c.req.path });
    return errorResponse(c, 500, 'Internal Server Error');
  };
}
