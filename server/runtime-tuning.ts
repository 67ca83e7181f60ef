/**
 * Runtime settings that keep a server process small on a machine shared with other services. They
 * must be in place before Node starts (glibc and libuv read them once), so `npm start` and the
 * WORKERS primary start the server process with them; an operator's own values always win.
 *
 * - `--max-semi-space-size=2`: V8's young generation per thread (main and each interpreter
 *   worker) stays at a few MB instead of growing to 48 MB under load; short-lived request
 *   objects are collected more often, each time in well under a millisecond. Against 4 MB it
 *   saves about 10 MB at peak, which the 200 MB budget of a process needs.
 * - `--max-old-space-size=96`: without a limit V8 sizes each heap from the machine's memory and
 *   lets it grow far past what it holds under load before collecting. The main thread's heap
 *   stays near 20–30 MB and an interpreter worker's (with its NLP model) near 50 MB even while
 *   10,000-character dreams are read, so 96 MB per thread keeps twice that in reserve.
 * - `UV_THREADPOOL_SIZE`: one libuv thread per core. Each password check (argon2id) holds 19 MB
 *   while it runs on that pool, and more threads than cores only hold more of them at once.
 * - `MALLOC_ARENA_MAX=2`, `MALLOC_MMAP_THRESHOLD_=131072`: glibc keeps few per-thread heaps, and
 *   gives large blocks (the argon2 memory) back to the system when they are freed.
 */
import os from 'node:os';

export const TUNED_EXEC_ARGV = ['--max-semi-space-size=2', '--max-old-space-size=96'];

/** The environment a server process should start with: ours where the operator has not set a value. */
export function tunedEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const defaults: Record<string, string> = {
    UV_THREADPOOL_SIZE: String(Math.max(2, os.availableParallelism())),
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '131072',
  };
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(defaults)) out[key] = env[key] ?? value;
  return out;
}

/** The Node flags a server process should start with, unless the operator gave their own. */
export function tunedExecArgv(execArgv: readonly string[] = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? ''): string[] {
  const given = [...execArgv, nodeOptions];
  // Each flag is added unless the operator set it: `--max-old-space-size=512` keeps the semi-space default of ours.
  const ours = TUNED_EXEC_ARGV.filter((flag) => !given.some((a) => a.includes(flag.split('=')[0]!)));
  return [...execArgv, ...ours];
}
