/**
 * A worker thread of the interpreter pool (pool.ts). Loading this module warms the
 * engine, so the NLP model and the lexicons are built once per worker, before its first task;
 * when the pool asks for it, the worker then goes on warming up in its idle moments.
 */
import { workerData } from 'node:worker_threads';
import { interpretBuiltin, interpretBuiltinUnguarded, interpretBuiltinWithGrounding, warmUpBuiltin, type BuiltinReading } from './builtin';
import { warmUpWhileIdle } from './warm-up';

/** What the pool tells each worker at start. */
export interface PoolWorkerData {
  /** Tests only: read the raw text so an analysis can be slow enough to reach the deadline. */
  skipInputGuard?: boolean;
  /** An LLM will read the dream after this worker: send the structure it is grounded on as well. */
  withGrounding?: boolean;
  /** Warm-up readings to go on with while idle, after the worker is ready (0 or absent: none). */
  idleWarmUpReadings?: number;
}

const options = (workerData ?? {}) as PoolWorkerData;

warmUpBuiltin();

const idle = options.idleWarmUpReadings ? warmUpWhileIdle(interpretBuiltin, options.idleWarmUpReadings) : null;

/** Resolves with the number of idle warm-up readings once they are done (0 at once when none were asked for). */
export const idleWarmUp: Promise<number> = idle?.done ?? Promise.resolve(0);

/** The pool's task: the built-in reading of one dream, with its structure when an LLM needs it. */
export function interpret(text: string): BuiltinReading {
  try {
    if (options.skipInputGuard) return { analysis: interpretBuiltinUnguarded(text), grounding: null };
    // Without an LLM nobody reads the structure: do not pay for building it or copying it back to the main thread.
    return options.withGrounding ? interpretBuiltinWithGrounding(text) : { analysis: interpretBuiltin(text), grounding: null };
  } finally {
    idle?.noteBusy();
  }
}
