/** The interpreter's deadline per analysis: its default and the error that reports a miss. */

/** The built-in engine's deadline per analysis when INTERPRETER_TIMEOUT_MS is not set. */
export const DEFAULT_INTERPRETER_TIMEOUT_MS = 2000;

/** Raised when an analysis misses its deadline; the API answers it with 503 `analysis_timeout`. */
export class InterpreterTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The analysis did not finish within ${timeoutMs} ms`);
    this.name = 'InterpreterTimeoutError';
  }
}
