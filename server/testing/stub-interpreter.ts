/** A predictable stand-in for the interpreter, so API tests do not depend on its engine or speed. */
import type { Analysis } from '../../lib/core/api/contract';
import type { DreamInterpreter } from '../interpreter/index';

export function stubAnalysis(text: string, engine = 'builtin'): Analysis {
  const words = [...new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? [])].slice(0, 5);
  return {
    interpretation: `The dream speaks of ${words.join(', ') || 'something unnamed'}.`,
    keywords: words,
    sentiment: 'neutral',
    emotions: { apprehension: 0.1, happiness: 0.2, anger: 0, confusion: 0.1, sadness: 0 },
    symbols: [],
    archetypes: ['Self'],
    engine,
    support: false,
  };
}

export interface StubInterpreter extends DreamInterpreter {
  /** What the next calls do: answer from the LLM, answer as the built-in fallback, or throw. */
  mode: 'ok' | 'fallback' | 'throw';
  /** Delay each interpretation (parallel-request tests). */
  delayMs: number;
  /** What the next analyses say of the safety check, with the support message first when true. */
  support: boolean;
  calls: number;
}

export function createStubInterpreter(): StubInterpreter {
  const stub: StubInterpreter = {
    engine: 'llm:test-model',
    mode: 'ok',
    delayMs: 0,
    support: false,
    calls: 0,
    async interpret(text) {
      stub.calls += 1;
      if (stub.delayMs) await new Promise((r) => setTimeout(r, stub.delayMs));
      if (stub.mode === 'throw') throw new Error('interpreter exploded');
      const status = stub.mode === 'fallback' ? 'fallback' : 'ok';
      const analysis = stubAnalysis(text, status === 'fallback' ? 'builtin' : 'llm:test-model');
      if (!stub.support) return { analysis, status };
      return { analysis: { ...analysis, interpretation: `Please talk to someone you trust.\n\n${analysis.interpretation}`, support: true }, status };
    },
    async warmUp() {},
    async close() {},
  };
  return stub;
}
