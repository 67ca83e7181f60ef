/** Builds the dream interpreter (server/interpreter) from the configuration. */
import type { Config } from './config';
import type { DreamInterpreter } from './context';
import { createInterpreterPool } from './interpreter/pool';
import type { Logger } from './logger';

/**
 * The interpreter runs in a pool of worker threads, started here at server start: each worker loads
 * the NLP model and the lexicons while the server opens, and the main thread never loads them, so
 * importing the server in tests and scripts stays cheap. The server's close() stops the workers.
 */
export function buildInterpreter(config: Config, logger: Logger): DreamInterpreter {
  return createInterpreterPool({
    timeoutMs: config.interpreterTimeoutMs,
    ...(config.llm ? { llm: { baseUrl: config.llm.baseUrl, model: config.llm.model, apiKey: config.llm.apiKey, timeoutMs: config.llm.timeoutMs } } : {}),
    // The analysis then comes from the built-in engine; analyze() records it as a failed analysis.
    onFallback: (reason) => logger.warn('LLM interpreter failed; built-in engine used', { reason }),
    onWorkerError: (err) => logger.error('interpreter worker failed', { err }),
  });
}
