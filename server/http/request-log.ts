/** Structured request logging: one line per request with status and duration. */
import crypto from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    const id = crypto.randomUUID();
    c.header('X-Request-Id', id);
    await next();
    const status = c.res.status;
    const fields = {
      id,
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - start) * 10) / 10,
    };
    if (status >= 500) logger.error('request', fields);
    else logger.info('request', fields);
  };
}
