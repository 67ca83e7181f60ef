/**
 * Interpreter benchmark. `tsx bench/interpreter.ts` prints JSON; `benchInterpreter()` returns the same figures.
 * The first-call figures come from a fresh child process, since in-process numbers would hide module loading.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const SENTENCES = [
  'I was walking through my grandmother\'s old house looking for a key that I had lost.',
  'The stairs led down into a flooded cellar where a large black snake was swimming slowly.',
  'My brother called to me from the garden but I could not answer him, and I felt afraid.',
  'Then I was flying over the town at night, and the moon was bright above the river.',
  'A stranger in a grey coat followed me to the station, and I missed the last train home.',
  'I woke up feeling strangely calm, although my heart was still beating very fast.',
];

/** About 150 words, varied per run so no cache can answer from a previous call. */
function dreamOf150Words(seed: number): string {
  const out: string[] = [];
  let words = 0;
  for (let k = 0; words < 150; k += 1) {
    const s = SENTENCES[(seed + k) % SENTENCES.length] ?? '';
    out.push(s);
    words += s.split(' ').length;
  }
  return out.join(' ');
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

const round = (x: number): number => Math.round(x * 1000) / 1000;

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
  for (let k = 0; long.length < 10_000; k += 1) long += `${SENTENCES[k % SENTENCES.length] ?? ''} `;
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
