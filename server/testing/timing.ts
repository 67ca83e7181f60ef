/** Timing for the tests that bound how long a step may take. */

/**
 * The median duration of `fn` in milliseconds over `runs` timed calls, after `warmup` untimed ones
 * (so that compiled code and caches have settled). The median keeps a loaded machine's stray slow
 * call from failing the bound.
 */
export function medianMs(fn: () => void, runs: number, warmup = 0): number {
  for (let i = 0; i < warmup; i += 1) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)] ?? Number.NaN;
}
