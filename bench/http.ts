/**
 * HTTP load on the built production server over loopback with autocannon, on PGlite and
 * on PostgreSQL (BENCH_DATABASES=pglite,postgres picks). Per scenario: saturation
 * (BENCH_SATURATION_SECONDS, BENCH_CONNECTIONS), then a fixed rate at 50% of it for
 * BENCH_STEADY_SECONDS (default 60), then the server's peak memory. Data is seeded into the
 * database before the server starts, so seeding is not measured and the per-user daily dream cap
 * does not turn writes into 429s: a reader with 10,000 analyzed dreams (a journal kept for
 * years), 500 writers with a session each, access tokens signed with the server's JWT_SECRET.
 * GET /api/health runs in the same server and run, as the floor the journal's list is compared
 * with; the export of the whole journal is timed while the server's memory is sampled.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { signAccessToken } from '../server/auth/jwt';
import { hashPassword } from '../server/auth/passwords';
import { createUserSession } from '../server/auth/sessions';
import { openDatabase } from '../server/db/client';
import { sql } from 'drizzle-orm';
import { dreams, users } from '../server/db/schema';
import { createInterpreter } from '../server/interpreter/index';
import { updateSetting } from '../server/settings/settings-store';
import { tunedEnv, tunedExecArgv } from '../server/runtime-tuning';
import { createPostgresTestDatabase } from '../server/testing/test-database';

const env = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};
export const SATURATION_SECONDS = env('BENCH_SATURATION_SECONDS', 10);
export const STEADY_SECONDS = env('BENCH_STEADY_SECONDS', 60);
export const CONNECTIONS = env('BENCH_CONNECTIONS', 32);
const WRITERS = 500;
export const READER_DREAMS = 10_000;
/** A word in one dream of 100, for the search scenario. */
const RARE_WORD = 'lighthouse';
const PASSWORD = 'Bench-Passw0rd!';

const DREAM =
  'I was walking through my grandmother\'s old house looking for a key. The stairs led down into a flooded cellar where a black snake was swimming, and then I was flying over the town at night under a bright moon.';

export interface Measure {
  requests_per_s: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  requests: number;
  duration_s: number;
  target_rate_per_s?: number;
}

export interface ScenarioResult {
  saturation: Measure;
  steady: Measure;
  peak_rss_mb: number;
}

// ---------------------------------------------------------------------------------------------
// The server under test
// ---------------------------------------------------------------------------------------------

export interface BenchServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
  /** Highest resident set size seen since the last reset, in MB. */
  sampleMax(): number;
  resetSample(): void;
  /** VmHWM: the process's peak resident set size over its life, in MB. */
  peakMb(): number;
  /** Resident set size now, in MB. */
  rssMb(): number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

const mb = (kb: number) => Math.round((kb / 1024) * 10) / 10;

export async function startBenchServer(dataDir: string, extraEnv: Record<string, string>): Promise<BenchServer> {
  const port = await freePort();
  // Started as `npm start` starts it: with the runtime settings of server/runtime-tuning.ts.
  const child = spawn(process.execPath, [...tunedExecArgv([]), 'dist/server/main.js'], {
    env: { ...process.env, ...tunedEnv(), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMITS: 'off', GUEST_DAILY_LIMIT_PER_IP: '100000000', ...extraEnv },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bench server exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`bench server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  let max = 0;
  const timer = setInterval(() => (max = Math.max(max, statusKb(child.pid!, 'VmRSS'))), 250);
  return {
    url,
    child,
    sampleMax: () => mb(Math.max(max, statusKb(child.pid!, 'VmRSS'))),
    resetSample: () => (max = 0),
    peakMb: () => mb(statusKb(child.pid!, 'VmHWM')),
    rssMb: () => mb(statusKb(child.pid!, 'VmRSS')),
    stop: async () => {
      clearInterval(timer);
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Seeding
// ---------------------------------------------------------------------------------------------

interface Seeded {
  jwtSecret: string;
  loginEmail: string;
  reader: { id: number; sid: string };
  readerDreamIds: number[];
  writers: { id: number; sid: string }[];
}

export async function seed(dataDir: string, databaseUrl: string | undefined): Promise<Seeded> {
  const handle = await openDatabase({ url: databaseUrl, pgliteDir: path.join(dataDir, 'pglite') });
  const db = handle.db;
  try {
    const now = new Date();
    await updateSetting(db, 'max_dreams_per_day', 100, now);
    const passwordHash = await hashPassword(PASSWORD);
    const tag = crypto.randomBytes(3).toString('hex');
    const row = (name: string) => ({ username: `${name}${tag}`, email: `${name}${tag}@bench.test`, passwordHash, emailVerified: true });
    const [reader] = await db.insert(users).values(row('reader')).returning({ id: users.id });
    const [loginUser] = await db.insert(users).values(row('login')).returning({ email: users.email });
    const writerRows = await db
      .insert(users)
      .values(Array.from({ length: WRITERS }, (_, i) => row(`writer${i}`)))
      .returning({ id: users.id });
    if (!reader || !loginUser) throw new Error('seeding failed');

    // 10,000 analyzed dreams of realistic size (about 3.5 KB each with the reading), from 20
    // distinct texts read by the built-in interpreter, four a day going back about seven years.
    const interpreter = createInterpreter();
    const analyses = await Promise.all(Array.from({ length: 20 }, async (_, i) => (await interpreter.interpret(`${DREAM} Variation ${i}: a ${['river', 'forest', 'train', 'mirror'][i % 4]} appeared.`)).analysis));
    const dreamRows = Array.from({ length: READER_DREAMS }, (_, i) => {
      const a = analyses[i % analyses.length]!;
      return {
        userId: reader.id,
        dreamText: `${DREAM}${i % 100 === 0 ? ` A ${RARE_WORD} stood on the cliff.` : ''} (${i})`,
        date: new Date(now.getTime() - i * 6 * 3600_000),
        mood: 'neutral',
        createdAt: now,
        analyzedAt: now,
        interpretation: a.interpretation,
        keywords: a.keywords,
        sentiment: a.sentiment,
        emotions: a.emotions,
        symbols: a.symbols,
        archetypes: a.archetypes,
        engine: a.engine,
      };
    });
    const ids: { id: number }[] = [];
    for (let i = 0; i < dreamRows.length; i += 500) ids.push(...(await db.insert(dreams).values(dreamRows.slice(i, i + 500)).returning({ id: dreams.id })));
    // As autovacuum would have by now: fresh planner statistics and merged GIN entries.
    await db.execute(sql`vacuum analyze`);

    const readerSession = await createUserSession(db, reader.id, now);
    const writers: Seeded['writers'] = [];
    for (const w of writerRows) writers.push({ id: w.id, sid: (await createUserSession(db, w.id, now)).sessionId });
    return {
      jwtSecret: crypto.randomBytes(48).toString('base64url'),
      loginEmail: loginUser.email,
      reader: { id: reader.id, sid: readerSession.sessionId },
      readerDreamIds: ids.map((d) => d.id),
      writers,
    };
  } finally {
    await handle.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Scenarios
// ---------------------------------------------------------------------------------------------

type Requests = NonNullable<autocannon.Options['requests']>;

interface Scenario {
  name: string;
  requests: (s: Seeded, tokens: Tokens) => Requests;
}

interface Tokens {
  reader: string;
  writers: string[];
}

export async function signTokens(s: Seeded): Promise<Tokens> {
  const now = new Date();
  const sign = (id: number, sid: string) => signAccessToken(s.jwtSecret, { sub: String(id), type: 'access', sid }, now);
  return { reader: await sign(s.reader.id, s.reader.sid), writers: await Promise.all(s.writers.map((w) => sign(w.id, w.sid))) };
}

const JSON_HEADERS = { 'content-type': 'application/json' };
let sequence = 0;

interface Ctx {
  token?: string;
  id?: number;
}

export const LIST_SCENARIO = `GET /dreams?limit=20 (${READER_DREAMS.toLocaleString('en-US')} dreams)`;
export const STATS_SCENARIO = `GET /dreams/stats (${READER_DREAMS.toLocaleString('en-US')} dreams)`;

export const SCENARIOS: Scenario[] = [
  {
    name: 'guest-access + guest analyze',
    requests: () => [
      {
        method: 'POST',
        path: '/api/auth/guest-access',
        headers: JSON_HEADERS,
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ fingerprint: `bench-${process.pid}-${++sequence}-${Math.random()}` }) }),
        onResponse: (status, body, context) => {
          if (status === 200) (context as Ctx).token = (JSON.parse(body) as { access_token: string }).access_token;
        },
      },
      {
        method: 'POST',
        path: '/api/dreams/guest/analyze',
        setupRequest: (req, context) => ({ ...req, headers: { ...JSON_HEADERS, authorization: `Bearer ${(context as Ctx).token}` }, body: JSON.stringify({ dream_text: `${DREAM} ${sequence}` }) }),
      },
    ],
  },
  {
    name: 'login',
    requests: (s) => [
      {
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: s.loginEmail, password: PASSWORD }).toString(),
      },
    ],
  },
  {
    name: 'GET /api/health',
    requests: () => [{ method: 'GET', path: '/api/health' }],
  },
  {
    name: LIST_SCENARIO,
    requests: (_s, t) => [{ method: 'GET', path: '/api/dreams?limit=20', headers: { authorization: `Bearer ${t.reader}` } }],
  },
  {
    name: `GET /dreams?limit=20&q=${RARE_WORD} (search)`,
    requests: (_s, t) => [{ method: 'GET', path: `/api/dreams?limit=20&q=${RARE_WORD}`, headers: { authorization: `Bearer ${t.reader}` } }],
  },
  {
    name: 'GET /dreams/{id}',
    requests: (s, t) => [
      {
        method: 'GET',
        path: '/api/dreams/1',
        setupRequest: (req) => ({ ...req, path: `/api/dreams/${s.readerDreamIds[++sequence % s.readerDreamIds.length]}`, headers: { authorization: `Bearer ${t.reader}` } }),
      },
    ],
  },
  {
    name: STATS_SCENARIO,
    requests: (_s, t) => [{ method: 'GET', path: '/api/dreams/stats?tz=Europe%2FBerlin', headers: { authorization: `Bearer ${t.reader}` } }],
  },
  {
    name: 'POST /dreams/{id}/analyze (built-in)',
    requests: (s, t) => [
      {
        method: 'POST',
        path: '/api/dreams/1/analyze',
        setupRequest: (req) => ({ ...req, path: `/api/dreams/${s.readerDreamIds[++sequence % s.readerDreamIds.length]}/analyze`, headers: { authorization: `Bearer ${t.reader}` } }),
      },
    ],
  },
  {
    name: 'POST /dreams + analyze',
    requests: (_s, t) => [
      {
        method: 'POST',
        path: '/api/dreams',
        setupRequest: (req, context) => {
          const token = t.writers[++sequence % t.writers.length]!;
          (context as Ctx).token = token;
          return { ...req, headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` }, body: JSON.stringify({ dream_text: `${DREAM} ${sequence}`, mood: 'calm' }) };
        },
        onResponse: (status, body, context) => {
          if (status === 201) (context as Ctx).id = (JSON.parse(body) as { id: number }).id;
        },
      },
      {
        method: 'POST',
        path: '/api/dreams/1/analyze',
        setupRequest: (req, context) => ({ ...req, path: `/api/dreams/${(context as Ctx).id}/analyze`, headers: { authorization: `Bearer ${(context as Ctx).token}` } }),
      },
    ],
  },
];

export async function measure(url: string, requests: Requests, options: { duration: number; connections: number; overallRate?: number }): Promise<Measure> {
  const result = await autocannon({ url, requests, duration: options.duration, connections: options.connections, ...(options.overallRate ? { overallRate: options.overallRate } : {}) });
  return {
    requests_per_s: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
    duration_s: options.duration,
    ...(options.overallRate ? { target_rate_per_s: options.overallRate } : {}),
  };
}

/** The product's own budget check: GET /dreams held at 2,000 requests/s. */
async function fixedRateCheck(url: string, requests: Requests, rate: number): Promise<Measure> {
  return measure(url, requests, { duration: SATURATION_SECONDS, connections: CONNECTIONS, overallRate: rate });
}

export interface DatabaseRun {
  database: 'pglite' | 'postgres';
  scenarios: Record<string, ScenarioResult>;
  get_dreams_at_2000_per_s?: Measure;
  /** Resident set size right after start-up, before any load. */
  server_idle_rss_mb: number;
  server_peak_rss_mb: number;
  /** Bytes of one GET /dreams?limit=20 answer for the reader. */
  get_dreams_response_bytes: number;
  /** GET /dreams/stats with one connection: its latency without queueing. */
  stats_one_at_a_time?: Measure;
  /** The whole journal downloaded, once per format, with the server's memory meanwhile. */
  exports?: Record<'csv' | 'json', ExportMeasure>;
  /** The CSV export as the fresh process's first request, before the measured ones. */
  export_first?: ExportMeasure;
}

export interface ExportMeasure {
  dreams: number;
  seconds: number;
  megabytes: number;
  /** Server RSS just before the download and its highest sample during it (every 20 ms). */
  rss_before_mb: number;
  rss_peak_mb: number;
}

/** Downloads the export as a client would, reading it to the end, while sampling the server's memory. */
async function measureExport(server: BenchServer, token: string, format: 'csv' | 'json'): Promise<ExportMeasure> {
  const before = server.rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, server.rssMb())), 20);
  const started = performance.now();
  let bytes = 0;
  let text = '';
  try {
    const res = await fetch(`${server.url}/api/dreams/export?format=${format}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
    const decoder = new TextDecoder();
    for await (const chunk of res.body) {
      bytes += chunk.byteLength;
      text += decoder.decode(chunk, { stream: true });
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  // Every dream is one record: a line starting with its id in CSV, an object with "id" in JSON.
  const records = format === 'csv' ? (text.match(/\r\n\d+,/g)?.length ?? 0) : (JSON.parse(text) as { dreams: unknown[] }).dreams.length;
  return { dreams: records, seconds: Math.round(seconds * 1000) / 1000, megabytes: Math.round((bytes / 1024 ** 2) * 10) / 10, rss_before_mb: before, rss_peak_mb: Math.max(peak, server.rssMb()) };
}

async function runOn(database: 'pglite' | 'postgres', databaseUrl: string | undefined, log: (s: string) => void): Promise<DatabaseRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dream-analyzer-bench-${database}-`));
  try {
    log(`  seeding ${database}…`);
    const seeded = await seed(dataDir, databaseUrl);
    const server = await startBenchServer(dataDir, { JWT_SECRET: seeded.jwtSecret, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
    try {
      const idle = server.sampleMax();
      const tokens = await signTokens(seeded);
      const list = await fetch(`${server.url}/api/dreams?limit=20`, { headers: { authorization: `Bearer ${tokens.reader}` } });
      const bytes = (await list.arrayBuffer()).byteLength;
      const run: DatabaseRun = { database, scenarios: {}, server_idle_rss_mb: idle, server_peak_rss_mb: 0, get_dreams_response_bytes: bytes };
      log(`  ${database} · exporting ${READER_DREAMS} dreams as CSV and JSON…`);
      // The first heavy request of a fresh process grows its heaps and compiles its code whatever
      // it is: measured apart, so the export's own figures tell whether memory follows its size.
      run.export_first = await measureExport(server, tokens.reader, 'csv');
      run.exports = { csv: await measureExport(server, tokens.reader, 'csv'), json: await measureExport(server, tokens.reader, 'json') };
      for (const scenario of SCENARIOS) {
        // Fresh 15-minute access tokens for every scenario.
        const requests = scenario.requests(seeded, await signTokens(seeded));
        server.resetSample();
        log(`  ${database} · ${scenario.name}: saturation ${SATURATION_SECONDS} s at ${CONNECTIONS} connections…`);
        const saturation = await measure(server.url, requests, { duration: SATURATION_SECONDS, connections: CONNECTIONS });
        const rate = Math.max(1, Math.round(saturation.requests_per_s / 2));
        log(`  ${database} · ${scenario.name}: ${saturation.requests_per_s} req/s; steady ${rate} req/s for ${STEADY_SECONDS} s…`);
        const steady = await measure(server.url, requests, { duration: STEADY_SECONDS, connections: CONNECTIONS, overallRate: rate });
        run.scenarios[scenario.name] = { saturation, steady, peak_rss_mb: server.sampleMax() };
        if (scenario.name === LIST_SCENARIO) {
          log(`  ${database} · GET /dreams?limit=20 held at 2,000 req/s for ${SATURATION_SECONDS} s…`);
          run.get_dreams_at_2000_per_s = await fixedRateCheck(server.url, scenario.requests(seeded, await signTokens(seeded)), 2000);
        }
      }
      if (run.scenarios[STATS_SCENARIO]) {
        // Latency of one statistics request at a time, queueing left out.
        log(`  ${database} · GET /dreams/stats, one connection, ${SATURATION_SECONDS} s…`);
        run.stats_one_at_a_time = await measure(server.url, SCENARIOS.find((sc) => sc.name === STATS_SCENARIO)!.requests(seeded, await signTokens(seeded)), { duration: SATURATION_SECONDS, connections: 1 });
      }
      run.server_peak_rss_mb = server.peakMb();
      return run;
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A fresh database on the PostgreSQL server at BENCH_DATABASE_URL / TEST_DATABASE_URL, if one answers. */
async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | { skipped: string }> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    return await createPostgresTestDatabase({ baseUrl: base, prefix: 'da_bench' });
  } catch (error) {
    return { skipped: `no PostgreSQL at ${base}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

export interface HttpResults {
  settings: { saturation_seconds: number; steady_seconds: number; connections: number; load_generator: string };
  pglite?: DatabaseRun;
  postgres?: DatabaseRun;
  postgres_skipped?: string;
}

export async function httpBench(log: (s: string) => void = (s) => process.stdout.write(`${s}\n`)): Promise<HttpResults> {
  const out: HttpResults = {
    settings: { saturation_seconds: SATURATION_SECONDS, steady_seconds: STEADY_SECONDS, connections: CONNECTIONS, load_generator: 'autocannon 9, same machine, loopback' },
  };
  const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((d) => d.trim());
  if (databases.includes('pglite')) out.pglite = await runOn('pglite', undefined, log);
  if (!databases.includes('postgres')) return out;
  const pgDb = await postgresDatabase();
  if ('skipped' in pgDb) {
    out.postgres_skipped = pgDb.skipped;
    log(`  PostgreSQL skipped: ${pgDb.skipped}`);
  } else {
    try {
      out.postgres = await runOn('postgres', pgDb.url, log);
    } finally {
      await pgDb.drop();
    }
  }
  return out;
}
