/**
 * The kinds of API call by who may make them. Each sets the OpenAPI `security` that the document
 * promises and the middleware that keeps the promise, so the two cannot drift apart; for the same
 * reason each adds the error answers that come from outside the handler: the body size limit (every
 * call), the guard's refusals, and the validation of the request's parts.
 */
import { createRoute } from '@hono/zod-openapi';
import { requireAdmin, requireGuest, requireSession, requireUser } from '../auth/middleware';
import { BearerSecurity, BODY_ERRORS, errors, PublicSecurity, type ErrorStatus } from './schemas';

type RouteConfig = Omit<Parameters<typeof createRoute>[0], 'method' | 'path' | 'security' | 'middleware'>;
type Method = Parameters<typeof createRoute>[0]['method'];

/** The statuses a call can answer before its handler runs, besides those of its guard. */
function impliedErrors<const G extends ErrorStatus>(route: RouteConfig, guard: readonly G[]) {
  const statuses: ErrorStatus[] = [413, ...guard];
  // A body can be malformed, too large, of the wrong type or invalid; a path or query only invalid.
  if (route.request?.body) statuses.push(...BODY_ERRORS);
  if (route.request?.params || route.request?.query) statuses.push(422);
  return errors(...statuses) as ReturnType<typeof errors<413 | G>>;
}

function withErrors<R extends RouteConfig, const G extends ErrorStatus>(route: R, guard: readonly G[]) {
  return { ...route, responses: { ...route.responses, ...impliedErrors(route, guard) } };
}

/** A call anyone may make, without a token. */
export function publicRoute<M extends Method, P extends string, R extends RouteConfig>(method: M, path: P, route: R) {
  return createRoute({ method, path, ...withErrors(route, []), security: PublicSecurity });
}

/** A call for a signed-in registered user; a guest's token or none is refused. */
export function userRoute<M extends Method, P extends string, R extends RouteConfig>(method: M, path: P, route: R) {
  return createRoute({ method, path, ...withErrors(route, [401, 403]), security: BearerSecurity, middleware: [requireUser] as const });
}

/** A call for a guest's session only; a registered user's token or none is refused. */
export function guestRoute<M extends Method, P extends string, R extends RouteConfig>(method: M, path: P, route: R) {
  return createRoute({ method, path, ...withErrors(route, [401, 403]), security: BearerSecurity, middleware: [requireGuest] as const });
}

/** A call for any live session, a registered user's or a guest's. */
export function sessionRoute<M extends Method, P extends string, R extends RouteConfig>(method: M, path: P, route: R) {
  return createRoute({ method, path, ...withErrors(route, [401]), security: BearerSecurity, middleware: [requireSession] as const });
}

/** A call for administrators only. */
export function adminRoute<M extends Method, P extends string, R extends Omit<RouteConfig, 'tags'>>(method: M, path: P, route: R) {
  return createRoute({ method, path, ...withErrors(route, [401, 403]), tags: ['admin'], security: BearerSecurity, middleware: [requireAdmin] as const });
}
