/**
 * Several API processes on one PostgreSQL behave as one: revocation, rate limits, the guest
 * allowance and the journal are shared; WORKERS=N runs N of them on one port.
 */
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

  it("a device's free guest analysis is spent for both processes, even when both are asked at once", async () => {
    const fingerprint = `two-process-device-${Date.now()}`;
    const tokenA = (await call<{ access_token: string }>(a, 'POST', '/auth/guest-access', { json: { fingerprint } })).body.access_token;
    const tokenB = (await call<{ access_token: string }>(b, 'POST', '/auth/guest-access', { json: { fingerprint } })).body.access_token;
    const dream = { dream_text: 'A lighthouse on a cliff above a grey sea' };
    const answers = await Promise.all([
      call(a, 'POST', '/dreams/guest/analyze', { token: tokenA, json: dream }),
      call(b, 'POST', '/dreams/guest/analyze', { token: tokenB, json: dream }),
      call(b, 'POST', '/dreams/guest/analyze', { token: tokenA, json: dream }),
      call(a, 'POST', '/dreams/guest/analyze', { token: tokenB, json: dream }),
    ]);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 403).map((r) => (r.body as { code?: string }).code)).toEqual(['guest_used', 'guest_used', 'guest_used']);
    expect((await call<{ code: string }>(b, 'POST', '/auth/guest-access', { json: { fingerprint } })).body.code).toBe('guest_used');
  });

  it('a dream recorded through one process is read, paged and searched through the other', async () => {
    const u = await createUser(a);
    const token = u.tokens.access_token;
    const created = await call<{ id: number }>(a, 'POST', '/dreams', { token, json: { dream_text: 'An owl guarded the lighthouse stairs' } });
    await call(a, 'POST', '/dreams', { token, json: { dream_text: 'A quiet meadow at noon' } });
    const page = await call<{ id: number }[]>(b, 'GET', '/dreams?limit=1&q=lighthouse', { token });
    expect(page.body.map((d) => d.id)).toEqual([created.body.id]);
    expect((await call(b, 'GET', `/dreams/${created.body.id}`, { token })).status).toBe(200);
  });

  it("a page one process has sent is never sent again by it once the other process changed the journal", async () => {
    const u = await createUser(a);
    const token = u.tokens.access_token;
    const first = await call<{ id: number }>(a, 'POST', '/dreams', { token, json: { dream_text: 'A heron stood in the reeds' } });
    const ids = async (server: typeof a | typeof b) => (await call<{ id: number; analysis_status: string }[]>(server, 'GET', '/dreams?limit=5', { token })).body;
    // Each process has now built and kept this page.
    expect((await ids(a)).map((d) => d.id)).toEqual([first.body.id]);
    expect((await ids(b)).map((d) => d.id)).toEqual([first.body.id]);
    const second = await call<{ id: number }>(b, 'POST', '/dreams', { token, json: { dream_text: 'The heron flew over the lake' } });
    expect((await ids(a)).map((d) => d.id)).toEqual([second.body.id, first.body.id]);
    await call(b, 'POST', `/dreams/${first.body.id}/analyze`, { token });
    expect((await ids(a)).find((d) => d.id === first.body.id)?.analysis_status).toBe('analyzed');
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

/** Starts `tsx server/main.ts` with `env`; resolves with its 'server started' URLs once `count` processes report one. */
function startMain(env: Record<string, string>, count: number): { proc: ChildProcess; urls: Promise<string[]>; stderr: () => string } {
  const proc = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], { env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  proc.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const urls = new Promise<string[]>((resolve, reject) => {
    const found: string[] = [];
    readline.createInterface({ input: proc.stdout! }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === 'server started' && entry.url) found.push(entry.url);
        if (found.length === count) resolve(found);
      } catch {
        // Not a log line.
      }
    });
    proc.once('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  return { proc, urls, stderr: () => stderr };
}

async function stopMain(proc: ChildProcess): Promise<number | null> {
  if (proc.exitCode !== null) return proc.exitCode;
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  proc.kill('SIGTERM');
  return exited;
}

describe('WORKERS', () => {
  it('refuses more than one worker on the embedded database, with a message saying why', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dream-analyzer-workers-'));
    try {
      const { proc, urls, stderr } = startMain({ WORKERS: '2', DATA_DIR: dir, DATABASE_URL: '' }, 1);
      urls.catch(() => {}); // It never starts: the exit code and message are what count.
      const code = await new Promise<number | null>((resolve) => proc.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr().trim()).toBe(
        'Invalid configuration: WORKERS must be 1 with the embedded database (PGlite opens its data folder in one process only); set DATABASE_URL to a PostgreSQL server to run several',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
    it('runs that many server processes on one port, sharing sessions and limits, and stops them all on SIGTERM', async () => {
      const database = await createPostgresTestDatabase();
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dream-analyzer-workers-'));
      const { proc, urls } = startMain({ WORKERS: '2', DATA_DIR: dir, DATABASE_URL: database.url, STATIC_DIR: path.join(dir, 'none'), ANALYSES_PER_HOUR: '3', RATE_LIMITS: 'on' }, 2);
      try {
        const [url, other] = await urls;
        // One port for both: the primary hands the listening socket to each worker.
        expect(other).toBe(url);
        const server = { url: url! };
        const register = await call(server, 'POST', '/auth/register', { json: { username: 'clustered', email: 'clustered@example.test', password: 'Dream-Journal1' } });
        expect(register.status).toBe(201);
        const login = await call<{ access_token: string }>(server, 'POST', '/auth/login', { form: { username: 'clustered@example.test', password: 'Dream-Journal1' } });
        const token = login.body.access_token;
        const dream = await call<{ id: number }>(server, 'POST', '/dreams', { token, json: { dream_text: 'A bell rang under the sea' } });
        // Fresh connections are spread over both workers; the hourly limit still counts once.
        const statuses = await Promise.all(
          Array.from({ length: 8 }, () => fetch(`${url}/api/dreams/${dream.body.id}/analyze`, { method: 'POST', headers: { authorization: `Bearer ${token}`, connection: 'close' } }).then((r) => r.status)),
        );
        expect(statuses.filter((s) => s === 200)).toHaveLength(3);
        expect(statuses.filter((s) => s === 429)).toHaveLength(5);
        expect((await call(server, 'POST', '/auth/logout', { token })).status).toBe(200);
        const after = await Promise.all(Array.from({ length: 4 }, () => fetch(`${url}/api/auth/me`, { headers: { authorization: `Bearer ${token}`, connection: 'close' } }).then((r) => r.status)));
        expect(after).toEqual([401, 401, 401, 401]);
      } finally {
        expect(await stopMain(proc)).toBe(0);
        await database.drop();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }, 180_000);
  });
});
