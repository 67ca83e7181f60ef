/**
 * Interpreter benchmark. `tsx bench/interpreter.ts` prints JSON; `benchInterpreter()` returns the same figures.
 * The first-call figures come from a fresh child process, since in-process numbers would hide module loading.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { dreamOf150Words, quantile, round } from './sample-dreams';

const CHILD = `
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
  const tsx = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));
  const entry = new URL('../server/interpreter/index.ts', import.meta.url).href;
  const out = execFileSync(process.execPath, [tsx, '--input-type=module', '-e', CHILD, entry], { encoding: 'utf8' });
  return JSON.parse(out) as { importMs: number; firstCallMs: number; secondCallMs: number };
}

export async function benchInterpreter(): Promise<Record<string, number>> {
  const child = firstCallInChild();
  const { createInterpreter } = await import('../server/interpreter/index');
  const interpreter = createInterpreter();
  const w0 = performance.now();
  await interpreter.warmUp();
  const warmUpMs = performance.now() - w0;

  const runs = 2000;
  const dreams = Array.from({ length: 50 }, (_, k) => dreamOf150Words(k));
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const text = `${dreams[i % dreams.length] ?? ''} (${i})`;
    const t = performance.now();
    await interpreter.interpret(text);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);

  let long = '';
  for (let k = 0; long.length < 10_000; k += 1) long += `${dreamOf150Words(k)} `;
  long = long.slice(0, 10_000);
  const longTimes: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const t = performance.now();
    await interpreter.interpret(`${long.slice(0, 9_990)} ${i}`);
    longTimes.push(performance.now() - t);
  }
  longTimes.sort((a, b) => a - b);

  return {
    interpreter_150w_median_ms: round(quantile(times, 0.5)),
    interpreter_150w_p99_ms: round(quantile(times, 0.99)),
    interpreter_150w_runs: runs,
    interpreter_10k_chars_median_ms: round(quantile(longTimes, 0.5)),
    interpreter_10k_chars_max_ms: round(longTimes[longTimes.length - 1] ?? NaN),
    interpreter_warmup_ms: round(warmUpMs),
    interpreter_fresh_process_import_ms: round(child.importMs),
    interpreter_fresh_process_first_call_ms: round(child.firstCallMs),
    interpreter_fresh_process_second_call_ms: round(child.secondCallMs),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(JSON.stringify(await benchInterpreter(), null, 2));
}
