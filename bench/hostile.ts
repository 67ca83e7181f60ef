/**
 * Hostile input: GET /api/health latency on the production server (PGlite) while guests keep
 * HOSTILE_CONCURRENCY analyses of hostile dreams running, 10,000 characters of URL-like text
 * without a space that cost the unguarded engine up to a minute each. The health check is measured
 * at a fixed rate, once on an idle server and once under that load (BENCH_HOSTILE_SECONDS each).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measure, startBenchServer, type Measure } from './http';

const HOSTILE_SECONDS = Number(process.env.BENCH_HOSTILE_SECONDS) > 0 ? Number(process.env.BENCH_HOSTILE_SECONDS) : 20;
export const HOSTILE_CONCURRENCY = 4;
const HEALTH_RATE_PER_S = 50;
const HOSTILE_DREAMS = ['http://a.b/'.repeat(909), 'http://a-'.repeat(1111)];

export interface HostileResults {
  duration_s: number;
  concurrent_hostile_analyses: number;
  health_rate_per_s: number;
  /** GET /api/health with nothing else running. */
  health_idle: Measure;
  /** GET /api/health while the hostile analyses run. */
  health_under_hostile: Measure;
  hostile_analyses: { answered_200: number; timed_out_503: number; other: number; p50_ms: number; max_ms: number };
}

async function hostileGuest(url: string, dreamText: string, sequence: number): Promise<{ status: number; ms: number }> {
  const access = await fetch(`${url}/api/auth/guest-access`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fingerprint: `bench-hostile-${process.pid}-${sequence}-${Math.random()}` }),
  });
  const { access_token } = (await access.json()) as { access_token: string };
  const started = performance.now();
  const res = await fetch(`${url}/api/dreams/guest/analyze`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ dream_text: dreamText }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

export async function hostileBench(log: (s: string) => void = (s) => process.stdout.write(`${s}\n`)): Promise<HostileResults> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dream-analyzer-bench-hostile-'));
  const server = await startBenchServer(dataDir, {});
  try {
    const health = [{ method: 'GET' as const, path: '/api/health' }];
    const options = { duration: HOSTILE_SECONDS, connections: 2, overallRate: HEALTH_RATE_PER_S };
    log(`  hostile · health on an idle server for ${HOSTILE_SECONDS} s…`);
    const idle = await measure(server.url, health, options);

    log(`  hostile · health while ${HOSTILE_CONCURRENCY} hostile analyses run, ${HOSTILE_SECONDS} s…`);
    const outcomes: { status: number; ms: number }[] = [];
    let running = true;
    let sequence = 0;
    const loops = Array.from({ length: HOSTILE_CONCURRENCY }, async () => {
      while (running) {
        const n = ++sequence;
        outcomes.push(await hostileGuest(server.url, HOSTILE_DREAMS[n % HOSTILE_DREAMS.length]!, n));
      }
    });
    // Let every loop have its analysis in flight before measuring.
    await new Promise((r) => setTimeout(r, 500));
    const underLoad = await measure(server.url, health, options);
    running = false;
    await Promise.all(loops);

    const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    return {
      duration_s: HOSTILE_SECONDS,
      concurrent_hostile_analyses: HOSTILE_CONCURRENCY,
      health_rate_per_s: HEALTH_RATE_PER_S,
      health_idle: idle,
      health_under_hostile: underLoad,
      hostile_analyses: {
        answered_200: outcomes.filter((o) => o.status === 200).length,
        timed_out_503: outcomes.filter((o) => o.status === 503).length,
        other: outcomes.filter((o) => o.status !== 200 && o.status !== 503).length,
        p50_ms: Math.round(times[Math.floor(times.length / 2)] ?? 0),
        max_ms: Math.round(times.at(-1) ?? 0),
      },
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
