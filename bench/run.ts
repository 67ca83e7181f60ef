/**
 * `npm run bench`: measures the product and writes bench/results.json and bench/RESULTS.md.
 * Sections: bundle sizes, the interpreter, Lighthouse, HTTP load on PGlite and PostgreSQL (a
 * 10,000-dream journal), what the server's memory is made of, and the health check under hostile
 * input. BENCH_SECTIONS=bundles,interpreter,lighthouse,http,memory,hostile picks some,
 * BENCH_DATABASES=pglite,postgres the databases of the HTTP section (sections not run keep their
 * last figures; BENCH_REPORT_ONLY=1 only writes RESULTS.md again); BENCH_STEADY_SECONDS, BENCH_SATURATION_SECONDS and BENCH_CONNECTIONS shape the load
 * (see bench/http.ts), BENCH_HOSTILE_SECONDS the hostile-input run (bench/hostile.ts);
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the PostgreSQL server to create a database on.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleSizes, bundleSizesMarkdown, bundleTargets, type BundleSizes } from './bundle-sizes';
import { hostileBench, type HostileResults } from './hostile';
import { httpBench, LIST_SCENARIO, READER_DREAMS, STATS_SCENARIO, type DatabaseRun, type ExportMeasure, type HttpResults, type Measure } from './http';
import { benchInterpreter } from './interpreter';
import { lighthouseBench, type LighthouseResults } from './lighthouse';
import { lighthouseMarkdown, lighthouseTargets } from './lighthouse-report';
import { memoryBreakdown, type MemoryBreakdown } from './memory';

interface Results {
  date: string;
  machine: { node: string; cpus: number; cpu_model: string; load_average_at_start: number[]; memory_gb: number };
  duration_s?: number;
  bundles?: BundleSizes;
  interpreter?: Record<string, number>;
  lighthouse?: LighthouseResults;
  http?: HttpResults;
  hostile?: HostileResults;
  memory?: MemoryBreakdown;
  /** Sections copied from an earlier run, which did measure them. */
  /** Sections this run did not measure, grouped by the run that did. */
  carried_over?: CarriedOver[];
  targets?: Target[];
}

interface Target {
  target: string;
  measured: string;
  pass: boolean | null;
}

const wanted = (process.env.BENCH_SECTIONS ?? 'bundles,interpreter,lighthouse,http,memory,hostile').split(',').map((s) => s.trim());
const started = Date.now();

if (!fs.existsSync('dist/server/main.js') || !fs.existsSync('dist/server/interpreter-worker.js') || !fs.existsSync('dist/app/index.html') || !fs.existsSync('dist/sizes.json')) {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}

// BENCH_REPORT_ONLY=1 writes RESULTS.md again from bench/results.json, measuring nothing.
if (process.env.BENCH_REPORT_ONLY === '1') {
  const saved = JSON.parse(fs.readFileSync(path.join('bench', 'results.json'), 'utf8')) as Results;
  saved.targets = evaluateTargets(saved);
  fs.writeFileSync(path.join('bench', 'results.json'), JSON.stringify(saved, null, 2) + '\n');
  fs.writeFileSync(path.join('bench', 'RESULTS.md'), toMarkdown(saved));
  process.exit(0);
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
  results.lighthouse = await lighthouseBench(log);
}
if (wanted.includes('http')) {
  log('bench: http…');
  results.http = await httpBench(log);
}
if (wanted.includes('memory')) {
  log('bench: memory…');
  results.memory = memoryBreakdown();
}
if (wanted.includes('hostile')) {
  log('bench: hostile input…');
  results.hostile = await hostileBench(log);
}
// Sections not run this time keep their last figures, so a partial run never erases the rest of the report.
const SECTIONS = ['bundles', 'interpreter', 'lighthouse', 'http', 'memory', 'hostile'] as const;
const carried = carryOver(results, SECTIONS.filter((section) => !wanted.includes(section)));
for (const group of carried ?? []) log(`bench: carried over from ${group.date}: ${group.sections.join(', ')}`);
results.targets = evaluateTargets(results);
results.duration_s = Math.round((Date.now() - started) / 1000);

fs.writeFileSync(path.join('bench', 'results.json'), JSON.stringify(results, null, 2) + '\n');
fs.writeFileSync(path.join('bench', 'RESULTS.md'), toMarkdown(results));
log(toMarkdown(results));

// ---------------------------------------------------------------------------------------------

/** Sections copied from an earlier run, and when that run measured them. */
interface CarriedOver {
  sections: string[];
  date: string;
}

/** When the previous results' section was measured: by that run, or by the earlier one it carried it over from. */
function measuredAt(previous: Results, section: string): string {
  // Files written before the groups were kept hold one object rather than a list.
  const groups = ([] as CarriedOver[]).concat(previous.carried_over ?? []);
  return groups.find((g) => g.sections.includes(section))?.date ?? previous.date;
}

/** Copies the named sections from the last bench/results.json into `into`; returns them grouped by the run that measured them. */
function carryOver(into: Results, sections: readonly (typeof SECTIONS)[number][]): CarriedOver[] | null {
  let previous: Results;
  try {
    previous = JSON.parse(fs.readFileSync(path.join('bench', 'results.json'), 'utf8')) as Results;
  } catch {
    return null;
  }
  const groups: CarriedOver[] = [];
  for (const section of sections) {
    const value = previous[section];
    if (value === undefined) continue;
    (into as unknown as Record<string, unknown>)[section] = value;
    const date = measuredAt(previous, section);
    const group = groups.find((g) => g.date === date);
    if (group) group.sections.push(section);
    else groups.push({ sections: [section], date });
  }
  if (groups.length === 0) return null;
  into.carried_over = groups;
  return groups;
}

function scenario(run: DatabaseRun | undefined, prefix: string) {
  return run ? Object.entries(run.scenarios).find(([name]) => name.startsWith(prefix))?.[1] : undefined;
}

function evaluateTargets(r: Results): Target[] {
  return [...interpreterTargets(r.interpreter), ...httpTargets(r), ...hostileTargets(r), ...bundleTargets(r.bundles), ...lighthouseTargets(r.lighthouse)];
}

function interpreterTargets(i: Results['interpreter']): Target[] {
  const median = i?.interpreter_150w_median_ms;
  const p99 = i?.interpreter_150w_p99_ms;
  if (median === undefined || p99 === undefined) return [];
  return [
    {
      target: 'a 150-word dream read inside an interpreter worker (server flags): median ≤ 2 ms, p99 ≤ 10 ms',
      measured: `median ${median} ms, p99 ${p99} ms: the middle of ${i?.interpreter_150w_worker_runs ?? 1} workers' ${i?.interpreter_150w_runs ?? '?'} readings each (medians ${i?.interpreter_150w_median_ms_min ?? '?'}–${i?.interpreter_150w_median_ms_max ?? '?'} ms, p99s ${i?.interpreter_150w_p99_ms_min ?? '?'}–${i?.interpreter_150w_p99_ms_max ?? '?'} ms)`,
      pass: median <= 2 && p99 <= 10,
    },
    ...(i?.safety_check_150w_median_ms === undefined
      ? []
      : [
          {
            target: 'the safety check on a 150-word dream, beside the parse it shares with the reading: median ≤ 0.3 ms',
            measured: `median ${i.safety_check_150w_median_ms} ms, p99 ${i.safety_check_150w_p99_ms} ms over 5,000 checks of 50 dreams`,
            pass: i.safety_check_150w_median_ms <= 0.3,
          },
        ]),
  ];
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
  const dreams = READER_DREAMS.toLocaleString('en-US');
  const at2000 = pgRun?.get_dreams_at_2000_per_s;
  const list = pgRun?.scenarios[LIST_SCENARIO];
  const health = pgRun?.scenarios['GET /api/health'];
  t.push({
    target: `GET /dreams?limit=20 ≥ 2,000 requests/s at p99 ≤ 50 ms on PostgreSQL (a ${dreams}-dream user)`,
    measured: at2000
      ? `held at 2,000/s: ${at2000.requests_per_s}/s, p99 ${at2000.p99_ms} ms, ${at2000.errors} errors (saturation ${list?.saturation.requests_per_s ?? '?'}/s, p99 ${list?.saturation.p99_ms ?? '?'} ms)`
      : (http.postgres_skipped ?? 'not measured'),
    pass: at2000 ? at2000.requests_per_s >= 1980 && at2000.p99_ms <= 50 && at2000.errors === 0 : null,
  });
  const ratio = list && health ? Math.round((list.saturation.requests_per_s / health.saturation.requests_per_s) * 100) / 100 : null;
  t.push({
    target: 'GET /dreams?limit=20 ≥ half of GET /api/health\'s throughput, same server and run (PostgreSQL)',
    measured: ratio === null ? 'not measured' : `${list!.saturation.requests_per_s}/s vs ${health!.saturation.requests_per_s}/s at saturation: ratio ${ratio}`,
    pass: ratio === null ? null : ratio >= 0.5,
  });
  const stats = pgRun?.stats_one_at_a_time;
  t.push({
    target: `GET /dreams/stats p50 ≤ 20 ms (PostgreSQL, ${dreams} dreams)`,
    measured: stats ? `p50 ${stats.p50_ms} ms, p99 ${stats.p99_ms} ms one request at a time (${pgRun?.scenarios[STATS_SCENARIO]?.saturation.requests_per_s ?? '?'}/s at saturation)` : 'not measured',
    pass: stats ? stats.p50_ms <= 20 : null,
  });
  for (const run of [http.pglite, http.postgres]) {
    if (!run?.exports) continue;
    const { csv, json } = run.exports;
    const growth = Math.max(csv.rss_peak_mb - csv.rss_before_mb, json.rss_peak_mb - json.rss_before_mb);
    t.push({
      target: `export of ${dreams} dreams streams in ≤ 2 s with flat memory (${run.database})`,
      measured: `CSV ${csv.dreams} dreams, ${csv.megabytes} MB in ${csv.seconds} s; JSON ${json.dreams} dreams, ${json.megabytes} MB in ${json.seconds} s; server RSS grew at most ${Math.round(growth * 10) / 10} MB${run.export_first ? ` (as the fresh process's first request: ${Math.round((run.export_first.rss_peak_mb - run.export_first.rss_before_mb) * 10) / 10} MB in ${run.export_first.seconds} s)` : ''}`,
      pass: csv.seconds <= 2 && json.seconds <= 2 && csv.dreams === READER_DREAMS && json.dreams === READER_DREAMS && growth <= 30,
    });
  }
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
    t.push({ target: `server memory ≤ 200 MB per process under load (${run.database})`, measured: `peak RSS ${run.server_peak_rss_mb} MB`, pass: run.server_peak_rss_mb <= 200 });
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
    ...([] as CarriedOver[]).concat(r.carried_over ?? []).flatMap((g) => ['', `Carried over from the run of ${g.date}, which measured them: ${g.sections.join(', ')}.`]),
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
        `Server RSS ${run.server_idle_rss_mb} MB idle after start-up, ${run.server_peak_rss_mb} MB peak. The reader keeps ${READER_DREAMS.toLocaleString('en-US')} analyzed dreams; one GET /dreams?limit=20 answer is ${Math.round(run.get_dreams_response_bytes / 102.4) / 10} KB.`,
        '',
      );
      out.push('| scenario | saturation req/s | p50 | p99 | errors | fixed rate req/s | p50 | p99 | errors | peak RSS MB |', '|---|---|---|---|---|---|---|---|---|---|');
      for (const [name, sc] of Object.entries(run.scenarios)) out.push(`| ${name} | ${fmt(sc.saturation)} | ${fmt(sc.steady)} | ${sc.peak_rss_mb} |`);
      if (run.get_dreams_at_2000_per_s) {
        const m = run.get_dreams_at_2000_per_s;
        out.push('', `GET /dreams?limit=20 held at 2,000 requests/s for ${m.duration_s} s: ${m.requests_per_s}/s achieved, p50 ${m.p50_ms} ms, p99 ${m.p99_ms} ms, ${m.errors} errors.`);
      }
      if (run.stats_one_at_a_time) {
        const m = run.stats_one_at_a_time;
        out.push('', `GET /dreams/stats one request at a time for ${m.duration_s} s: ${m.requests_per_s}/s, p50 ${m.p50_ms} ms, p99 ${m.p99_ms} ms.`);
      }
      if (run.exports) {
        out.push('', '| export | dreams | MB | seconds | server RSS before MB | server RSS peak MB |', '|---|---|---|---|---|---|');
        const rows: [string, ExportMeasure][] = [...(run.export_first ? [['csv, first request of the process', run.export_first] as [string, ExportMeasure]] : []), ...Object.entries(run.exports)];
        for (const [format, e] of rows) out.push(`| ${format} | ${e.dreams} | ${e.megabytes} | ${e.seconds} | ${e.rss_before_mb} | ${e.rss_peak_mb} |`);
      }
      out.push('');
    }
  }
  if (r.memory) {
    const m = r.memory;
    out.push(
      '## What the server\'s memory is made of',
      '',
      'Each part measured in a process of its own (`bench/memory-probe.ts`): resident set size after opening it, minus before. The server process is started with the settings of `server/runtime-tuning.ts`, as `npm start` starts it.',
      '',
      '| part | MB |',
      '|---|---|',
      `| Node with the server's modules loaded (and tsx) | ${m.node_with_modules_mb} |`,
      `| PGlite: Postgres as WebAssembly, migrated, a 2,000-dream journal written | +${m.pglite_mb} |`,
      `| one interpreter worker thread (NLP model, lexicons, 200 readings); the server runs one per core but one | +${m.interpreter_worker_mb} |`,
      '',
    );
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
  if (r.bundles) out.push(...bundleSizesMarkdown(r.bundles));
  if (r.lighthouse) out.push(...lighthouseMarkdown(r.lighthouse));
  return out.join('\n');
}
