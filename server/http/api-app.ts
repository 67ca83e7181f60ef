/** The typed Hono app for /api routes: shared context variables and the validation error shape. */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthInfo } from '../auth/middleware';
import type { AppContext } from '../context';

export interface ApiEnv {
  Variables: {
    ctx: AppContext;
    /** Set by the auth middleware on protected routes. */
    auth: AuthInfo;
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
      return c.json({ detail: `${field}: ${describeIssue(issue)}` }, 422);
    },
  });
}

/** zod's default type messages ("Invalid input: expected string, received undefined") read poorly to people. */
function describeIssue(issue: { code: string; message: string; expected?: unknown; path: PropertyKey[] } | undefined): string {
  if (!issue) return 'is invalid';
  if (issue.code === 'invalid_type') {
    if (issue.message.endsWith('received undefined')) return 'is required';
    if (issue.path.length === 0) return 'must be a JSON object';
    return `must be ${issue.expected === 'object' || issue.expected === 'array' ? 'an' : 'a'} ${String(issue.expected)}`;
  }
  return issue.message;
}
