/** Builds the server's interpreter from its configuration. */
import type { Logger } from '../logger';
import type { InterpreterConfig } from './config';
import type { DreamInterpreter } from './index';
import { createInterpreterPool } from './pool';
import { IDLE_WARM_UP_READINGS } from './warm-up';

/**
 * The interpreter runs in a pool of worker threads, started here at server start: each worker loads
 * the NLP model and the lexicons while the server opens, and the main thread never loads them, so
 * importing the server in tests and scripts stays cheap. The server's close() stops the workers.
 */
export function buildInterpreter(config: InterpreterConfig, logger: Logger): DreamInterpreter {
  return createInterpreterPool({
    timeoutMs: config.timeoutMs,
    llm: config.llm,
    idleWarmUpReadings: config.idleWarmUp ? IDLE_WARM_UP_READINGS : 0,
    // The analysis then comes from the built-in engine, with status `fallback`.
    onFallback: (reason) => logger.warn('LLM interpreter failed; built-in engine used', { reason }),
    onWorkerError: (err) => logger.error('interpreter worker failed', { err }),
  });
}
