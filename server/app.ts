/** Builds the whole HTTP application: /api routes, static files, errors and headers. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ERROR_CODES } from '../lib/core/api/contract';
import type { AppContext } from './context';
import { createApiApp } from './http/api-app';
import { compression } from './http/compression';
import { CROSS_ORIGIN_PATHS, guestCors, maintenanceMode, noStore } from './http/api-guards';
import { createErrorHandler, errorResponse } from './http/errors';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { mountStaticFiles } from './http/static-files';
import { registerApiRoutes } from './routes/api-routes';

/** Request bodies above this are refused with 413; a 10,000-character dream fits many times. */
export const MAX_BODY_BYTES = 256 * 1024;

export interface CreateAppOptions {
  /** Folder with the built `app/` and `embed/`; omit to serve the API only. */
  staticRoot?: string | undefined;
}

export function createApp(ctx: AppContext, options: CreateAppOptions = {}): Hono {
  const app = new Hono();
  const onError = createErrorHandler(ctx.logger);
  app.onError(onError);
  app.use('*', requestLog(ctx.logger));
  app.use('*', securityHeaders({ https: ctx.config.publicUrl.startsWith('https:') }));
  app.use('*', compression());

  const api = createApiApp();
  api.onError(onError);
  api.use('*', async (c, next) => {
    c.set('ctx', ctx);
    await next();
  });
  // The unread rest of an oversized body makes the connection unusable: tell the client to drop it.
  const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => errorResponse(c, 413, ERROR_CODES.bodyTooLarge, 'Request body is too large', { headers: { Connection: 'close' } }) });
  // GET and HEAD carry no body here (the Node adapter drops one), and asking for it would build a
  // full Fetch Request on the busiest calls.
  api.use('*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));
  api.use('*', noStore());
  for (const path of CROSS_ORIGIN_PATHS) api.use(path, guestCors(ctx.config));
  api.use('*', maintenanceMode());
  registerApiRoutes(api, ctx.version);
  api.notFound((c) => errorResponse(c, 404, ERROR_CODES.notFound, 'Not Found'));
  app.route('/api', api);
  app.all('/api/*', (c) => errorResponse(c, 404, ERROR_CODES.notFound, 'Not Found'));

  if (options.staticRoot) mountStaticFiles(app, options.staticRoot);
  app.notFound((c) => errorResponse(c, 404, ERROR_CODES.notFound, 'Not Found'));
  return app;
}
