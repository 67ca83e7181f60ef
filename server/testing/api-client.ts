/** Small HTTP helpers for API tests: JSON and form calls, and ready-made users. */
import { eq } from 'drizzle-orm';
import type { TokenResponse } from '../../lib/core/api/contract';
import { hashPassword } from '../auth/passwords';
import { users } from '../db/schema';
import type { RunningServer } from '../server';

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  token?: string | undefined;
  /** A JSON body, or a raw string body with `contentType`. */
  json?: unknown;
  form?: Record<string, string>;
  raw?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

/** Call the API of `server`; the body is parsed as JSON when possible. */
export async function call<T = Record<string, unknown>>(server: Pick<RunningServer, 'url'>, method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.raw !== undefined) {
    body = options.raw;
  }
  if (options.contentType) headers['content-type'] = options.contentType;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${server.url}/api${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON; tests that care look at it as text.
  }
  return { status: res.status, headers: res.headers, body: parsed as T };
}

export const STRONG_PASSWORD = 'Dream-Journal1';

let counter = 0;
/** A unique username/email pair for one test. */
export function uniqueUser(prefix = 'user') {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return { username: id, email: `${id}@example.test`, password: STRONG_PASSWORD };
}

/** Insert a user straight into the database (no mail, no rate limit) and sign in. */
export async function createUser(server: RunningServer, options: { role?: 'ADMIN' | 'USER'; verified?: boolean; prefix?: string } = {}) {
  const u = uniqueUser(options.prefix ?? (options.role === 'ADMIN' ? 'admin' : 'user'));
  const [row] = await server.ctx.db
    .insert(users)
    .values({ username: u.username, email: u.email, passwordHash: await hashPassword(u.password), role: options.role ?? 'USER', emailVerified: options.verified ?? true })
    .returning();
  if (!row) throw new Error('no user');
  const tokens = await login(server, u.email, u.password);
  return { ...u, id: row.id, tokens };
}

export async function login(server: RunningServer, email: string, password: string): Promise<TokenResponse> {
  const res = await call<TokenResponse>(server, 'POST', '/auth/login', { form: { username: email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function setRole(server: RunningServer, id: number, role: 'ADMIN' | 'USER'): Promise<void> {
  await server.ctx.db.update(users).set({ role }).where(eq(users.id, id));
}
