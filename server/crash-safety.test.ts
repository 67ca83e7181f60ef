/**
 * Crash safety: the server is killed with SIGKILL in the middle of a stream of dream
 * writes, restarted on the same data (PGlite folder, or the same PostgreSQL database), and every
 * dream whose creation was acknowledged (201) must be there, intact. Twice per database, so a
 * recovered database is crashed again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from './auth/passwords';
import { openDatabase } from './db/client';
import { users } from './db/schema';
import { updateSetting } from './settings/settings-store';
import { STRONG_PASSWORD, call } from './testing/api-client';
import { TEST_DATABASE_KINDS, createPostgresTestDatabase } from './testing/test-database';

interface Child {
  url: string;
  process: ChildProcess;
  output: () => string;
}

/** The server from source (no build needed), in its own process group so SIGKILL takes it all. */
async function startChild(env: Record<string, string>): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', RATE_LIMITS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 120_000);
    const onData = () => {
      const match = /"msg":"server started","url":"([^"]+)"/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  return { url, process: child, output: () => out };
}

function killHard(child: Child): Promise<void> {
  return new Promise((resolve) => {
    if (child.process.exitCode !== null || child.process.signalCode !== null) return resolve();
    child.process.once('exit', () => resolve());
    process.kill(-child.process.pid!, 'SIGKILL');
  });
}

async function stopGently(child: Child): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  const exited = new Promise((r) => child.process.once('exit', r));
  process.kill(-child.process.pid!, 'SIGTERM');
  await exited;
}

interface Written {
  id: number;
  dream_text: string;
  date: string;
  mood: string;
}

let seq = 0;
function nextDream() {
  seq += 1;
  const when = new Date(Date.UTC(2025, seq % 12, (seq % 27) + 1, seq % 24, seq % 60, 7, seq % 1000));
  return {
    dream_text: `Crash dream #${seq}: a lighthouse 🌊 in fog, stairs spiralling down, «ключ» and 鍵. ${'wave '.repeat(seq % 40)}`.trim(),
    date: when.toISOString(),
    mood: ['calm', 'anxious', 'joyful', 'neutral'][seq % 4]!,
  };
}

/**
 * Write dreams with `concurrency` requests in flight and SIGKILL the server once `killAfter`
 * writes were acknowledged, while the others are still in flight.
 */
async function writeUntilKilled(child: Child, token: string, killAfter: number, concurrency = 4): Promise<{ acked: Written[]; failed: number }> {
  const acked: Written[] = [];
  let failed = 0;
  let killing: Promise<void> | undefined;
  const worker = async () => {
    while (!killing) {
      const dream = nextDream();
      try {
        const res = await call<Written>({ url: child.url }, 'POST', '/dreams', { token, json: dream });
        if (res.status !== 201) throw new Error(`write refused: ${res.status} ${JSON.stringify(res.body)}`);
        expect(res.body).toMatchObject(dream);
        acked.push(res.body);
        if (acked.length >= killAfter) killing ??= killHard(child);
      } catch (error) {
        if (!killing) throw error;
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await killing;
  return { acked, failed };
}

async function login(url: string, email: string): Promise<string> {
  const res = await call<{ access_token: string }>({ url }, 'POST', '/auth/login', { form: { username: email, password: STRONG_PASSWORD } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.access_token;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

describe.each(TEST_DATABASE_KINDS)('crash safety on %s', (kind) => {
  it('keeps every acknowledged dream through SIGKILL and restart, twice', { timeout: 480_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dream-analyzer-crash-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const pg = kind === 'postgres' ? await createPostgresTestDatabase() : undefined;
    if (pg) cleanups.push(() => pg.drop());
    const env: Record<string, string> = { DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}) };

    // Seed before the first start (PGlite admits one process): a user, and the highest daily cap.
    const email = `crash-${kind}-${Date.now()}@example.test`;
    const seed = await openDatabase({ url: pg?.url, pgliteDir: path.join(dataDir, 'pglite') });
    await seed.db.insert(users).values({ username: `crash${Date.now()}`, email, passwordHash: await hashPassword(STRONG_PASSWORD), emailVerified: true });
    await updateSetting(seed.db, 'max_dreams_per_day', 100, new Date());
    await seed.close();

    const all: Written[] = [];
    let child = await startChild(env);
    cleanups.push(() => killHard(child));
    for (const killAfter of [25 + Math.floor(Math.random() * 10), 20 + Math.floor(Math.random() * 10)]) {
      const token = await login(child.url, email);
      const { acked, failed } = await writeUntilKilled(child, token, killAfter);
      expect(acked.length).toBeGreaterThanOrEqual(killAfter);
      console.info(`crash on ${kind}: SIGKILL after ${acked.length} acknowledged writes, ${failed} cut off in flight`);
      all.push(...acked);

      child = await startChild(env);
      // The export holds the whole journal, every dream in full (the list is paged and shows previews).
      const res = await call<{ dreams: Written[] }>({ url: child.url }, 'GET', '/dreams/export?format=json', { token: await login(child.url, email) });
      expect(res.status).toBe(200);
      const stored = new Map(res.body.dreams.map((d) => [d.id, d]));
      const missing = all.filter((d) => !stored.has(d.id));
      expect(missing.map((d) => d.id), `acknowledged dreams lost after SIGKILL on ${kind}`).toEqual([]);
      for (const d of all) expect(stored.get(d.id), `dream ${d.id}`).toMatchObject({ dream_text: d.dream_text, date: d.date, mood: d.mood });
    }
    await stopGently(child);
  });
});
