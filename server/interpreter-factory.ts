/** Builds the dream interpreter (server/interpreter) from the configuration. */
import type { Config } from './config';
import type { DreamInterpreter } from './context';
import type { Logger } from './logger';

/**
 * The interpreter module is loaded on first use (the warm-up at start-up), so importing the
 * server in tests and scripts does not pay for the NLP model and the lexicon.
 */
export function buildInterpreter(config: Config, logger: Logger): DreamInterpreter {
  let loaded: Promise<DreamInterpreter> | undefined;
  const load = () =>
    (loaded ??= import('./interpreter/index').then(({ createInterpreter }) =>
      createInterpreter({
        ...(config.llm ? { llm: { baseUrl: config.llm.baseUrl, model: config.llm.model, apiKey: config.llm.apiKey, timeoutMs: config.llm.timeoutMs } } : {}),
        // The analysis then comes from the built-in engine; analyze() records it as a failed analysis.
        onFallback: (reason) => logger.warn('LLM interpreter failed; built-in engine used', { reason }),
      }),
    ));
  return {
    interpret: async (text) => (await load()).interpret(text),
    warmUp: async () => (await load()).warmUp(),
  };
}
