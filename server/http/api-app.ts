/** The typed Hono app for /api routes: shared context variables and the validation error shape. */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppContext } from '../context';

export interface ApiEnv {
  Variables: {
    ctx: AppContext;
  };
}

export type ApiApp = OpenAPIHono<ApiEnv>;

/** A new /api router whose validation failures answer 422 with a detail naming the field and rule. */
export function createApiApp(): ApiApp {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      const issue = result.error.issues[0];
      const field = issue?.path.length ? issue.path.join('.') : 'body';
      return c.json({ detail: `${field}: ${issue?.message ?? 'is invalid'}` }, 422);
    },
  });
}
