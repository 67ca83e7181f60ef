/**
 * `npm run bench`: measures the product and writes bench/results.json and bench/RESULTS.md.
 * Sections: bundle sizes, the interpreter, Lighthouse, HTTP load on PGlite and PostgreSQL, and
 * the health check under hostile input. BENCH_SECTIONS=bundles,interpreter,lighthouse,http,hostile
 * picks some; BENCH_STEADY_SECONDS, BENCH_SATURATION_SECONDS and BENCH_CONNECTIONS shape the load
 * (see bench/http.ts), BENCH_HOSTILE_SECONDS the hostile-input run (bench/hostile.ts);
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the PostgreSQL server to create a database on.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleSizes } from './bundle-sizes';
import { hostileBench, type HostileResults } from './hostile';
import { httpBench, type DatabaseRun, type HttpResults, type Measure } from './http';
import { benchInterpreter } from './interpreter';
import { lighthouseBench, type LighthouseScores } from './lighthouse';

interface Results {
  date: string;
  machine: { node: string; cpus: number; cpu_model: string; load_average_at_start: number[]; memory_gb: number };
  duration_s?: number;
  bundles?: Record<string, number>;
  interpreter?: Record<string, number>;
  lighthouse?: LighthouseScores;
  http?: HttpResults;
  hostile?: HostileResults;
  targets?: Target[];
}

interface Target {
  target: string;
  measured: string;
  pass: boolean | null;
}

const wanted = (process.env.BENCH_SECTIONS ?? 'bundles,interpreter,lighthouse,http,hostile').split(',').map((s) => s.trim());
const started = Date.now();

if (!fs.existsSync('dist/server/main.js') || !fs.existsSync('dist/server/interpreter-worker.js') || !fs.existsSync('dist/app/index.html')) {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}

const results: Results = {
  date: new Date().toISOString(),
  machine: {
    node: process.version,
    cpus: os.cpus().length,
    cpu_model: os.cpus()[0]?.model ?? 'unknown',
    load_average_at_start: os.loadavg().map((x) => Math.round(x * 100) / 100),
    memory_gb: Math.round(os.totalmem() / 1024 ** 3),
  },
};
const log = (s: string) => process.stdout.write(`${s}\n`);

if (wanted.includes('bundles')) {
  log('bench: bundles…');
  results.bundles = bundleSizes();
}
if (wanted.includes('interpreter')) {
  log('bench: interpreter…');
  results.interpreter = await benchInterpreter();
}
if (wanted.includes('lighthouse')) {
  log('bench: lighthouse…');
  results.lighthouse = await lighthouseBench();
}
if (wanted.includes('http')) {
  log('bench: http…');
  results.http = await httpBench(log);
}
if (wanted.includes('hostile')) {
  log('bench: hostile input…');
  results.hostile = await hostileBench(log);
}
results.targets = evaluateTargets(results);
results.duration_s = Math.round((Date.now() - started) / 1000);

fs.writeFileSync(path.join('bench', 'results.json'), JSON.stringify(results, null, 2) + '\n');
fs.writeFileSync(path.join('bench', 'RESULTS.md'), toMarkdown(results));
log(toMarkdown(results));

// ---------------------------------------------------------------------------------------------

function scenario(run: DatabaseRun | undefined, prefix: string) {
  return run ? Object.entries(run.scenarios).find(([name]) => name.startsWith(prefix))?.[1] : undefined;
}

function evaluateTargets(r: Results): Target[] {
  return [...httpTargets(r), ...hostileTargets(r)];
}

function hostileTargets(r: Results): Target[] {
  const h = r.hostile;
  if (!h) return [];
  const a = h.hostile_analyses;
  return [
    {
      target: `GET /api/health p99 ≤ 50 ms while ${h.concurrent_hostile_analyses} hostile analyses run`,
      measured: `p99 ${h.health_under_hostile.p99_ms} ms, ${h.health_under_hostile.errors} errors (idle p99 ${h.health_idle.p99_ms} ms); hostile analyses: ${a.answered_200} answered, ${a.timed_out_503} timed out, p50 ${a.p50_ms} ms`,
      pass: h.health_under_hostile.p99_ms <= 50 && h.health_under_hostile.errors === 0,
    },
  ];
}

function httpTargets(r: Results): Target[] {
  const t: Target[] = [];
  const http = r.http;
  if (!http) return t;
  const pgRun = http.postgres;
  const at2000 = pgRun?.get_dreams_at_2000_per_s;
  const satPg = scenario(pgRun, 'GET /dreams');
  t.push({
    target: 'GET /dreams ≥ 2,000 requests/s at p99 ≤ 50 ms on PostgreSQL',
    measured: at2000
      ? `held at 2,000/s: ${at2000.requests_per_s}/s, p99 ${at2000.p99_ms} ms, ${at2000.errors} errors (saturation ${satPg?.saturation.requests_per_s ?? '?'}/s, p99 ${satPg?.saturation.p99_ms ?? '?'} ms)`
      : (http.postgres_skipped ?? 'not measured'),
    pass: at2000 ? at2000.requests_per_s >= 1980 && at2000.p99_ms <= 50 && at2000.errors === 0 : null,
  });
  for (const run of [http.pglite, http.postgres]) {
    if (!run) continue;
    const analyze = scenario(run, 'POST /dreams/{id}/analyze');
    t.push({
      target: `built-in analysis endpoint ≥ 500 requests/s (${run.database})`,
      measured: analyze ? `${analyze.saturation.requests_per_s}/s at saturation (p99 ${analyze.saturation.p99_ms} ms)` : 'not measured',
      pass: analyze ? analyze.saturation.requests_per_s >= 500 : null,
    });
    const steadyErrors = Object.entries(run.scenarios).map(([name, s]) => `${name}: ${s.steady.errors}`);
    const total = Object.values(run.scenarios).reduce((n, s) => n + s.steady.errors, 0);
    t.push({
      target: `zero errors at 50% of saturation for ${http.settings.steady_seconds} s (${run.database})`,
      measured: `${total} errors (${steadyErrors.join('; ')})`,
      pass: total === 0 && http.settings.steady_seconds >= 60 ? true : total === 0 ? null : false,
    });
    t.push({ target: `server memory ≤ 200 MB (${run.database})`, measured: `peak RSS ${run.server_peak_rss_mb} MB`, pass: run.server_peak_rss_mb <= 200 });
  }
  return t;
}

function fmt(m: Measure): string {
  return `${m.requests_per_s.toLocaleString('en-US')} | ${m.p50_ms} | ${m.p99_ms} | ${m.errors}`;
}

function toMarkdown(r: Results): string {
  const out = [
    '# Benchmark results',
    '',
    `Measured ${r.date} with \`npm run bench\` in ${r.duration_s ?? '?'} s on ${r.machine.cpus} × ${r.machine.cpu_model}, Node ${r.machine.node}, ${r.machine.memory_gb} GB RAM; load average at start ${r.machine.load_average_at_start.join(' / ')}. The load generator (autocannon) runs on the same machine and talks to the production build (\`dist/server/main.js\`) over loopback, so the two share the CPUs. Raw figures: [results.json](results.json).`,
    '',
  ];
  if (r.targets?.length) {
    out.push('## Targets', '', '| target | measured | result |', '|---|---|---|');
    for (const t of r.targets) out.push(`| ${t.target} | ${t.measured} | ${t.pass === null ? 'n/a' : t.pass ? '✅ pass' : '❌ fail'} |`);
    out.push('');
  }
  if (r.http) {
    const s = r.http.settings;
    out.push(
      '## HTTP load',
      '',
      `Each scenario: ${s.saturation_seconds} s at saturation (${s.connections} connections), then ${s.steady_seconds} s at a fixed 50% of that rate. Two-request scenarios count both requests. Latencies in ms; errors = socket errors + timeouts + non-2xx answers.`,
      '',
    );
    if (r.http.postgres_skipped) out.push(`PostgreSQL: skipped (${r.http.postgres_skipped}).`, '');
    for (const run of [r.http.pglite, r.http.postgres]) {
      if (!run) continue;
      out.push(
        `### ${run.database === 'pglite' ? 'PGlite' : 'PostgreSQL'}`,
        '',
        `Server RSS ${run.server_idle_rss_mb} MB idle after start-up, ${run.server_peak_rss_mb} MB peak. One GET /dreams answer for 200 analyzed dreams is ${Math.round(run.get_dreams_response_bytes / 1024)} KB.`,
        '',
      );
      out.push('| scenario | saturation req/s | p50 | p99 | errors | fixed rate req/s | p50 | p99 | errors | peak RSS MB |', '|---|---|---|---|---|---|---|---|---|---|');
      for (const [name, sc] of Object.entries(run.scenarios)) out.push(`| ${name} | ${fmt(sc.saturation)} | ${fmt(sc.steady)} | ${sc.peak_rss_mb} |`);
      if (run.get_dreams_at_2000_per_s) {
        const m = run.get_dreams_at_2000_per_s;
        out.push('', `GET /dreams held at 2,000 requests/s for ${m.duration_s} s: ${m.requests_per_s}/s achieved, p50 ${m.p50_ms} ms, p99 ${m.p99_ms} ms, ${m.errors} errors.`);
      }
      out.push('');
    }
  }
  if (r.hostile) {
    const h = r.hostile;
    const a = h.hostile_analyses;
    out.push(
      '## Hostile input',
      '',
      `GET /api/health at a fixed ${h.health_rate_per_s} requests/s for ${h.duration_s} s on PGlite, first on an idle server, then while guests keep ${h.concurrent_hostile_analyses} analyses of 10,000-character URL-like dreams without spaces running (each cost the engine up to a minute before the input guard and the worker pool). Latencies in ms.`,
      '',
      '| health check | req/s | p50 | p99 | errors |',
      '|---|---|---|---|---|',
      `| idle server | ${fmt(h.health_idle)} |`,
      `| ${h.concurrent_hostile_analyses} hostile analyses running | ${fmt(h.health_under_hostile)} |`,
      '',
      `Hostile analyses meanwhile: ${a.answered_200} answered, ${a.timed_out_503} timed out (503), ${a.other} other; p50 ${a.p50_ms} ms, slowest ${a.max_ms} ms.`,
      '',
    );
  }
  if (r.interpreter) {
    out.push('## Interpreter (built-in engine)', '', '| measure | value |', '|---|---|');
    for (const [k, v] of Object.entries(r.interpreter)) out.push(`| ${k} | ${v} |`);
    out.push('');
  }
  if (r.bundles) {
    out.push('## Bundle sizes (gzip)', '', '| bundle | KB |', '|---|---|');
    for (const [k, v] of Object.entries(r.bundles)) out.push(`| ${k} | ${v} |`);
    out.push('');
  }
  if (r.lighthouse) {
    out.push('## Lighthouse 12', '', '| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |', '|---|---|---|---|---|---|---|---|---|');
    for (const [page, s] of Object.entries(r.lighthouse)) {
      if ('error' in s) out.push(`| ${page} | error: ${s.error} | | | | | | | |`);
      else out.push(`| ${page} | ${s.performance} | ${s.accessibility} | ${s.best_practices} | ${s.seo} | ${s.fcp_ms} | ${s.lcp_ms} | ${s.tbt_ms} | ${s.cls} |`);
    }
    out.push('');
  }
  return out.join('\n');
}
