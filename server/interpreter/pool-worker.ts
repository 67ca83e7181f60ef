/**
 * A worker thread of the interpreter pool (pool.ts). Loading this module warms the
 * engine, so the NLP model and the lexicons are built once per worker, before its first task.
 */
import { workerData } from 'node:worker_threads';
import type { Analysis } from '../../lib/core/api/contract';
import { interpretBuiltin, interpretBuiltinUnguarded, warmUpBuiltin } from './builtin';

/** What the pool tells each worker at start. */
export interface PoolWorkerData {
  /** Tests only: read the raw text so an analysis can be slow enough to reach the deadline. */
  skipInputGuard?: boolean;
}

const options = (workerData ?? {}) as PoolWorkerData;
const read = options.skipInputGuard ? interpretBuiltinUnguarded : interpretBuiltin;

warmUpBuiltin();

/** The pool's task: the built-in reading of one dream. */
export function interpret(text: string): Analysis {
  return read(text);
}
