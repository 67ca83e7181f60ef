/** The typed Hono app for /api routes: shared context variables and the validation error shape. */
import { OpenAPIHono } from '@hono/zod-openapi';
import { ERROR_CODES } from '../../lib/core/api/contract';
import type { AuthInfo } from '../auth/middleware';
import type { AppContext } from '../context';
import { errorResponse } from './errors';
import { fieldErrors } from './validation-messages';

export interface ApiEnv {
  Variables: {
    ctx: AppContext;
    /** Set by the auth middleware on protected routes. */
    auth: AuthInfo;
  };
}

export type ApiApp = OpenAPIHono<ApiEnv>;

/**
 * A new /api router whose validation failures answer 422 `validation_failed`: `detail` names the
 * first field and its rule, `errors` lists every one.
 */
export function createApiApp(): ApiApp {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      const errors = fieldErrors(result.error.issues);
      const first = errors[0] ?? { field: 'body', message: 'is invalid' };
      return errorResponse(c, 422, ERROR_CODES.validationFailed, `${first.field}: ${first.message}`, { errors });
    },
  });
}
