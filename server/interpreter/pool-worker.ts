/**
 * A worker thread of the interpreter pool (pool.ts). Loading this module warms the
 * engine, so the NLP model and the lexicons are built once per worker, before its first task.
 */
import { workerData } from 'node:worker_threads';
import { interpretBuiltin, interpretBuiltinUnguarded, interpretBuiltinWithGrounding, warmUpBuiltin, type BuiltinReading } from './builtin';

/** What the pool tells each worker at start. */
export interface PoolWorkerData {
  /** Tests only: read the raw text so an analysis can be slow enough to reach the deadline. */
  skipInputGuard?: boolean;
  /** An LLM will read the dream after this worker: send the structure it is grounded on as well. */
  withGrounding?: boolean;
}

const options = (workerData ?? {}) as PoolWorkerData;

warmUpBuiltin();

/** The pool's task: the built-in reading of one dream, with its structure when an LLM needs it. */
export function interpret(text: string): BuiltinReading {
  if (options.skipInputGuard) return { analysis: interpretBuiltinUnguarded(text), grounding: null };
  // Without an LLM nobody reads the structure: do not pay for building it or copying it back to the main thread.
  return options.withGrounding ? interpretBuiltinWithGrounding(text) : { analysis: interpretBuiltin(text), grounding: null };
}
