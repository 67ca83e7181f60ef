/**
 * Interpreter benchmark. `tsx bench/interpreter.ts` prints JSON; `benchInterpreter()` returns the same figures.
 * Readings are timed where the server runs them: inside an interpreter worker thread (the pool's own worker
 * module, which warms the engine as it loads and then, as the server asks, in its idle moments; timing starts
 * once that is done, as for a server that has been up a few seconds), in a process started with the server's runtime flags
 * (server/runtime-tuning.ts), whose small young generation makes V8 collect more often than Node's defaults.
 * The first-call figures come from a fresh process without warm-up, since in-process numbers would hide module loading.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseText } from '../server/interpreter/nlp';
import { detectDistress } from '../server/interpreter/safety/index';
import { IDLE_WARM_UP_READINGS } from '../server/interpreter/warm-up';
import { tunedEnv, tunedExecArgv } from '../server/runtime-tuning';
import { dreamOf150Words, quantile, round } from './sample-dreams';

const TSX = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));

const FIRST_CALL = `
const t0 = performance.now();
const { createInterpreter } = await import(process.argv[1]);
const cold = createInterpreter();
const tImport = performance.now();
await cold.interpret('I was chased by a dog through a dark forest and then I fell into a river.');
const tCold = performance.now();
const warm = createInterpreter();
await warm.interpret('My mother and I were flying over the sea, laughing, and a snake watched from a rock.');
const tWarm = performance.now();
process.stdout.write(JSON.stringify({ importMs: tImport - t0, firstCallMs: tCold - tImport, secondCallMs: tWarm - tCold }));
`;

function firstCallInChild(): { importMs: number; firstCallMs: number; secondCallMs: number } {
  const entry = new URL('../server/interpreter/index.ts', import.meta.url).href;
  const out = execFileSync(process.execPath, [TSX, '--input-type=module', '-e', FIRST_CALL, entry], { encoding: 'utf8' });
  return JSON.parse(out) as { importMs: number; firstCallMs: number; secondCallMs: number };
}

/** What the worker is asked to read: `runs` readings cycling through `dreams`, then a long dream 20 times. */
interface WorkerJob {
  entry: string;
  dreams: string[];
  runs: number;
  long: string;
  /** Read by the worker module as the pool's worker data: the server's idle warm-up. */
  idleWarmUpReadings: number;
}

interface WorkerTimes {
  startMs: number;
  idleWarmUpMs: number;
  times: number[];
  /** The worker's time per reading, whatever ran between readings included. */
  costMs: number;
  longTimes: number[];
}

// Runs in the worker thread. Each text gets its own number so that nothing could answer from an earlier reading.
const IN_WORKER = `
(async () => {
  const { parentPort, workerData: job } = await import('node:worker_threads');
  const t0 = performance.now();
  const { interpret, idleWarmUp } = await import(job.entry);
  const startMs = performance.now() - t0;
  await idleWarmUp;
  const idleWarmUpMs = performance.now() - t0 - startMs;
  const time = (text) => { const t = performance.now(); interpret(text); return performance.now() - t; };
  // Between two tasks a pool worker returns to its event loop, where what a reading scheduled
  // (the young generation's collection) runs; the timed reading does not include it, the cost does.
  const pause = () => new Promise((resolve) => setImmediate(resolve));
  const times = [];
  const t1 = performance.now();
  for (let i = 0; i < job.runs; i += 1) {
    times.push(time(job.dreams[i % job.dreams.length] + ' (' + i + ')'));
    await pause();
  }
  const costMs = (performance.now() - t1) / job.runs;
  const longTimes = [];
  for (let i = 0; i < 20; i += 1) {
    longTimes.push(time(job.long.slice(0, 9990) + ' ' + i));
    await pause();
  }
  parentPort.postMessage({ startMs, idleWarmUpMs, times, costMs, longTimes });
})();
`;

// Runs in the child process: one worker thread, as the pool starts them, given the job read from stdin.
const WORKER_HOST = `
import { Worker } from 'node:worker_threads';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const worker = new Worker(process.argv[1], { eval: true, workerData: JSON.parse(input) });
worker.once('message', async (times) => { process.stdout.write(JSON.stringify(times)); await worker.terminate(); });
worker.once('error', (error) => { console.error(error); process.exit(1); });
`;

function timesInWorker(job: WorkerJob): WorkerTimes {
  const out = execFileSync(process.execPath, [...tunedExecArgv([], ''), '--input-type=module', '-e', WORKER_HOST, IN_WORKER], {
    encoding: 'utf8',
    input: JSON.stringify(job),
    env: { ...process.env, ...tunedEnv({}) },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out) as WorkerTimes;
}

/** Worker processes the 150-word figures are taken from: one run can land in a slow spell of a shared machine. */
const WORKER_RUNS = 3;

const middle = (xs: number[]): number => quantile([...xs].sort((a, b) => a - b), 0.5);

/**
 * The safety check alone on 150-word dreams, on top of the parse the engine shares with it: it runs
 * on every dream before any reading, so its share of the reading's budget is watched on its own.
 */
function safetyCheckTimes(): { medianMs: number; p99Ms: number } {
  const dreams = Array.from({ length: 50 }, (_, k) => dreamOf150Words(k)).map((text) => ({ text, parsed: parseText(text) }));
  for (let i = 0; i < 500; i += 1) detectDistress(dreams[i % 50]!.text, dreams[i % 50]!.parsed);
  const times: number[] = [];
  for (let i = 0; i < 5000; i += 1) {
    const d = dreams[i % 50]!;
    const t = performance.now();
    detectDistress(d.text, d.parsed);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { medianMs: quantile(times, 0.5), p99Ms: quantile(times, 0.99) };
}

export async function benchInterpreter(): Promise<Record<string, number>> {
  const child = firstCallInChild();
  const safety = safetyCheckTimes();
  let long = '';
  for (let k = 0; long.length < 10_000; k += 1) long += `${dreamOf150Words(k)} `;
  const runs = 2000;
  const results: WorkerTimes[] = [];
  for (let r = 0; r < WORKER_RUNS; r += 1) {
    results.push(
      timesInWorker({
        // The pool's worker module as the server loads it from sources; its bundle is the same code.
        entry: new URL('../server/interpreter/pool-worker-from-source.mjs', import.meta.url).href,
        dreams: Array.from({ length: 50 }, (_, k) => dreamOf150Words(k)),
        runs,
        long: long.slice(0, 10_000),
        idleWarmUpReadings: IDLE_WARM_UP_READINGS,
      }),
    );
  }
  // Each run's own median and p99, then the middle run of each: a run is one worker's life, and
  // pooling the readings of all three would let one slow run's spell decide the tail.
  const medians = results.map((w) => quantile([...w.times].sort((a, b) => a - b), 0.5));
  const p99s = results.map((w) => quantile([...w.times].sort((a, b) => a - b), 0.99));
  const longTimes = results.flatMap((w) => w.longTimes).sort((a, b) => a - b);

  return {
    interpreter_150w_median_ms: round(middle(medians)),
    interpreter_150w_p99_ms: round(middle(p99s)),
    interpreter_150w_median_ms_min: round(Math.min(...medians)),
    interpreter_150w_median_ms_max: round(Math.max(...medians)),
    interpreter_150w_p99_ms_min: round(Math.min(...p99s)),
    interpreter_150w_p99_ms_max: round(Math.max(...p99s)),
    interpreter_150w_runs: runs,
    interpreter_150w_worker_runs: WORKER_RUNS,
    interpreter_150w_worker_ms_per_reading: round(middle(results.map((w) => w.costMs))),
    interpreter_10k_chars_median_ms: round(quantile(longTimes, 0.5)),
    interpreter_10k_chars_max_ms: round(longTimes[longTimes.length - 1] ?? NaN),
    interpreter_worker_start_ms: round(middle(results.map((w) => w.startMs))),
    interpreter_worker_idle_warm_up_ms: round(middle(results.map((w) => w.idleWarmUpMs))),
    safety_check_150w_median_ms: round(safety.medianMs),
    safety_check_150w_p99_ms: round(safety.p99Ms),
    interpreter_fresh_process_import_ms: round(child.importMs),
    interpreter_fresh_process_first_call_ms: round(child.firstCallMs),
    interpreter_fresh_process_second_call_ms: round(child.secondCallMs),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(JSON.stringify(await benchInterpreter(), null, 2));
}
