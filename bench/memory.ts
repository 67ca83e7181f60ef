/**
 * What the server's memory is made of: each large part measured in a process of its own
 * (bench/memory-probe.ts), next to the server's own resident set size from the HTTP section.
 */
import { execFileSync } from 'node:child_process';

export interface MemoryBreakdown {
  /** A bare Node process with the server's modules loaded, before any part opens. */
  node_with_modules_mb: number;
  /** What opening PGlite (Postgres compiled to WebAssembly, migrated, a 2,000-dream journal written) adds to a process. */
  pglite_mb: number;
  /** What one interpreter worker thread (NLP model, lexicons, 200 readings) adds; the server runs one per core but one. */
  interpreter_worker_mb: number;
}

function probe(part: 'pglite' | 'interpreter'): { before_mb: number; after_mb: number } {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'bench/memory-probe.ts', part], { encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' } });
  const line = out.trim().split('\n').at(-1) ?? '{}';
  return JSON.parse(line) as { before_mb: number; after_mb: number };
}

export function memoryBreakdown(): MemoryBreakdown {
  const pglite = probe('pglite');
  const interpreter = probe('interpreter');
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    node_with_modules_mb: Math.min(pglite.before_mb, interpreter.before_mb),
    pglite_mb: round(pglite.after_mb - pglite.before_mb),
    interpreter_worker_mb: round(interpreter.after_mb - interpreter.before_mb),
  };
}
