/** Two API processes on one PostgreSQL behave as one: revocation and rate limits are shared. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser } from './testing/api-client';
import { createStubInterpreter } from './testing/stub-interpreter';
import { createPostgresTestDatabase } from './testing/test-database';
import { startTestServer, type TestServer } from './testing/start-test-server';
import { LIMITS } from './rate-limit/limits';

/** Read the child's JSON log lines until it reports its URL. */
function serverUrl(proc: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: proc.stdout! });
    lines.on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === 'server started' && entry.url) resolve(entry.url);
      } catch {
        // Not a log line.
      }
    });
    proc.once('exit', (code) => reject(new Error(`second server exited with ${code}`)));
  });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes (one spawned) on one PostgreSQL', () => {
  let a: TestServer;
  let b: { url: string };
  let child: ChildProcess | undefined;
  let childDir: string;
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    const secret = 'shared-secret-for-both-processes-0123456789';
    // TRUST_PROXY lets a test stand for client addresses of its own (X-Forwarded-For), so tests do not share one address's budget.
    const shared = { JWT_SECRET: secret, TRUST_PROXY: 'on', ANALYSES_PER_HOUR: '4' };
    a = await startTestServer({ database: 'postgres', databaseUrl: database.url, env: shared, server: { interpreter: createStubInterpreter() } });
    // The second server is a real separate OS process running the production entry point.
    childDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dream-analyzer-b-'));
    child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
      env: { ...process.env, ...shared, PORT: '0', HOST: '127.0.0.1', DATA_DIR: childDir, DATABASE_URL: database.url, LOG_LEVEL: 'info', STATIC_DIR: path.join(childDir, 'none') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    b = { url: await serverUrl(child) };
  }, 180_000);
  afterAll(async () => {
    if (child?.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await a?.close();
    await database?.drop();
    if (childDir) fs.rmSync(childDir, { recursive: true, force: true });
  });

  it('a session revoked through one process is refused by the other', async () => {
    const u = await createUser(a);
    expect((await call(b, 'GET', '/auth/me', { token: u.tokens.access_token })).status).toBe(200);
    expect((await call(a, 'POST', '/auth/logout', { token: u.tokens.access_token })).status).toBe(200);
    expect((await call(b, 'GET', '/auth/me', { token: u.tokens.access_token })).status).toBe(401);
    expect((await call(b, 'POST', '/auth/refresh', { json: { refresh_token: u.tokens.refresh_token } })).status).toBe(401);
  });

  it('refresh rotation is shared: a token rotated on one process is spent on the other', async () => {
    const u = await createUser(a);
    const rotated = await call<{ refresh_token: string }>(a, 'POST', '/auth/refresh', { json: { refresh_token: u.tokens.refresh_token } });
    expect(rotated.status).toBe(200);
    expect((await call(b, 'POST', '/auth/refresh', { json: { refresh_token: u.tokens.refresh_token } })).status).toBe(401);
  });

  it('rate limits are counted across both processes', async () => {
    const u = await createUser(a);
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.passwordFailuresPerClient.points; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await call(server, 'POST', '/auth/login', { form: { username: u.email, password: 'Wrong-guess1' } })).status);
    }
    expect(statuses.slice(0, LIMITS.passwordFailuresPerClient.points).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('100 parallel wrong passwords spread over both processes get no more password checks than the limit', async () => {
    const u = await createUser(a);
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => call(i % 2 === 0 ? a : b, 'POST', '/auth/login', { form: { username: u.email, password: 'Wrong-guess1' }, headers })),
    );
    expect(results.filter((r) => r.status === 401)).toHaveLength(LIMITS.passwordFailuresPerClient.points);
    expect(results.filter((r) => r.status === 429)).toHaveLength(100 - LIMITS.passwordFailuresPerClient.points);
  });

  it('the analyses-per-hour limit holds across both processes', async () => {
    const u = await createUser(a);
    const token = u.tokens.access_token;
    const dream = await call<{ id: number }>(a, 'POST', '/dreams', { token, json: { dream_text: 'A tower by the sea' } });
    const statuses = await Promise.all(Array.from({ length: 10 }, (_, i) => call(i % 2 === 0 ? a : b, 'POST', `/dreams/${dream.body.id}/analyze`, { token }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });

  it('settings changed through one process apply on the other at once', async () => {
    const admin = await createUser(a, { role: 'ADMIN' });
    const u = await createUser(a);
    await call(a, 'PUT', '/admin/settings', { token: admin.tokens.access_token, json: { maintenance_mode: true } });
    expect((await call(b, 'GET', '/dreams', { token: u.tokens.access_token })).status).toBe(503);
    await call(a, 'PUT', '/admin/settings', { token: admin.tokens.access_token, json: { maintenance_mode: false } });
    expect((await call(b, 'GET', '/dreams', { token: u.tokens.access_token })).status).toBe(200);
  });
});
