/** The dream interpreter's one interface, and an in-process instance for tools and tests. */
import type { Analysis } from '../../lib/core/api/contract';
import { interpretBuiltin, interpretBuiltinWithGrounding, warmUpBuiltin } from './builtin';
import { engineName, type LlmConfig } from './config';
import { llmOrFallback } from './llm';

export { interpretBuiltin };

/** How an interpretation ended: `ok`, or `fallback` when the configured LLM failed and the built-in engine answered. */
export type InterpretationStatus = 'ok' | 'fallback';

/** One dream's analysis and how it was reached (the status is for statistics, not for the API). */
export interface Interpretation {
  analysis: Analysis;
  status: InterpretationStatus;
}

/** The interpreter, whichever engines it uses and wherever it runs. */
export interface DreamInterpreter {
  /** `builtin`, or `llm:<model>` when an LLM reads the dreams. */
  readonly engine: string;
  /** One dream's interpretation; the server's pool rejects with InterpreterTimeoutError past its deadline. */
  interpret(dreamText: string): Promise<Interpretation>;
  /** Resolves once the engine is ready to read a dream quickly. */
  warmUp(): Promise<void>;
  /** Stops what the interpreter runs on (worker threads); called when the server closes. */
  close(): Promise<void>;
}

export interface InterpreterOptions {
  llm?: LlmConfig | undefined;
  /** Called with the reason whenever the LLM failed and the built-in reading was used instead. */
  onFallback?: (reason: string) => void;
}

/** An interpreter on the calling thread (command-line tools, benchmarks, tests); the server uses the pool. */
export function createInterpreter(options: InterpreterOptions = {}): DreamInterpreter {
  const { llm, onFallback } = options;
  return {
    engine: engineName(llm),
    async warmUp() {
      warmUpBuiltin();
    },
    async interpret(dreamText: string) {
      if (!llm) return { analysis: interpretBuiltin(dreamText), status: 'ok' };
      // The built-in reading is always computed: it grounds the LLM prompt and is the fallback.
      const { analysis, grounding } = interpretBuiltinWithGrounding(dreamText);
      return llmOrFallback(dreamText, analysis, grounding, llm, onFallback);
    },
    async close() {},
  };
}
