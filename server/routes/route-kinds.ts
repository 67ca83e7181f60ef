/**
 * The kinds of API call by who may make them. Each sets the OpenAPI `security` that the document
 * promises and the middleware that keeps the promise, so the two cannot drift apart.
 */
import { createRoute } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '../auth/middleware';
import { BearerSecurity, PublicSecurity } from './schemas';

type RouteConfig = Omit<Parameters<typeof createRoute>[0], 'security' | 'middleware'>;

/** A call anyone may make, without a token. */
export function publicRoute<R extends RouteConfig>(route: R) {
  return createRoute({ ...route, security: PublicSecurity });
}

/** A call for a signed-in registered user; a guest's token or none is refused. */
export function userRoute<R extends RouteConfig>(route: R) {
  return createRoute({ ...route, security: BearerSecurity, middleware: [requireUser] as const });
}

/** A call for administrators only. */
export function adminRoute<R extends Omit<RouteConfig, 'tags'>>(route: R) {
  return createRoute({ ...route, tags: ['admin'], security: BearerSecurity, middleware: [requireAdmin] as const });
}
