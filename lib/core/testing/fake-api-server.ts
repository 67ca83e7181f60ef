/**
 * Test-only: a real HTTP server on 127.0.0.1 whose answers each test scripts, so the client is
 * exercised over real sockets instead of a mocked fetch.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
  /** Sent as-is instead of JSON. */
  raw?: string;
  /** Extra response headers (`Link`, `X-Total-Count`, `Content-Disposition`). */
  headers?: Record<string, string>;
  delayMs?: number;
}

export type Handler = (req: RecordedRequest) => Reply | Promise<Reply>;

export interface FakeApiServer {
  /** Base URL ending in /api. */
  url: string;
  requests: RecordedRequest[];
  /** Scripts `METHOD /path` (path without /api); a later call replaces an earlier one. */
  on(route: string, handler: Handler | Reply): void;
  count(route: string): number;
  close(): Promise<void>;
}

export async function startFakeApiServer(): Promise<FakeApiServer> {
  const handlers = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = body ? JSON.parse(body) : undefined;
        } catch {
          json = undefined;
        }
        const path = (req.url ?? '/').replace(/^\/api/, '');
        const recorded: RecordedRequest = { method: req.method ?? 'GET', path, headers: req.headers, body, json };
        requests.push(recorded);
        const handler = handlers.get(`${recorded.method} ${path}`);
        const reply: Reply = handler ? await handler(recorded) : { status: 404, body: { detail: 'Not Found' } };
        if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
        const status = reply.status ?? 200;
        const extra = reply.headers ?? {};
        if (reply.raw !== undefined) {
          res.writeHead(status, { 'content-type': 'text/plain', ...extra }).end(reply.raw);
        } else if (reply.body === undefined) {
          res.writeHead(status, extra).end();
        } else {
          res.writeHead(status, { 'content-type': 'application/json', ...extra }).end(JSON.stringify(reply.body));
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api`,
    requests,
    on(route, handler) {
      handlers.set(route, typeof handler === 'function' ? handler : () => handler);
    },
    count(route) {
      return requests.filter((r) => `${r.method} ${r.path}` === route).length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An unsigned JWT-shaped token: the client only reads claims, it never verifies them. */
export function makeJwt(claims: Record<string, unknown>): string {
  const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}.signature`;
}

/** Polls with real timers until `check` stops throwing (works while setInterval is faked). */
export async function eventually(check: () => void, timeoutMs = 2000): Promise<void> {
  const start = performance.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() - start > timeoutMs) throw error;
      await new Promise((r) => setTimeout(r, 5));
    }
  }
}
