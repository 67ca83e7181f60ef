import type { Analysis } from '../../lib/core/api/contract';
import { interpretBuiltinWithGrounding, warmUpBuiltin } from './builtin';
import { llmOrFallback } from './llm';

export { interpretBuiltin } from './builtin';

export interface LlmOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

export interface InterpreterOptions {
  llm?: LlmOptions;
  onFallback?: (reason: string) => void;
}

export interface Interpreter {
  readonly engine: string;
  interpret(dreamText: string): Promise<Analysis>;
  warmUp(): Promise<void>;
}

export function createInterpreter(options: InterpreterOptions = {}): Interpreter {
  const { llm, onFallback } = options;
  return {
    engine: llm ? `llm:${llm.model}` : 'builtin',
    async warmUp() {
      warmUpBuiltin();
    },
    async interpret(dreamText: string) {
      // The built-in reading is always computed: it grounds the LLM prompt and is the fallback.
      const { analysis, grounding } = interpretBuiltinWithGrounding(dreamText);
      return llm ? llmOrFallback(dreamText, analysis, grounding, llm, onFallback) : analysis;
    },
  };
}
