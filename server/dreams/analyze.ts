/** Runs the interpreter for one dream and records how each attempt ended, for the admin statistics. */
import { ERROR_CODES, type Analysis } from '../../lib/core/api/contract';
import type { AppContext } from '../context';
import { analysisEvents, type AnalysisEventStatus } from '../db/schema';
import { ApiError } from '../http/errors';
import { InterpreterTimeoutError } from '../interpreter/deadline';
import type { Interpretation } from '../interpreter/index';

/** What a person reads when their dream took longer than the interpreter's deadline. */
export const ANALYSIS_TIMEOUT_DETAIL = 'The analysis took too long. Please try again with a shorter dream.';

async function record(ctx: AppContext, kind: 'user' | 'guest', userId: number | null, engine: string, status: AnalysisEventStatus): Promise<void> {
  await ctx.db.insert(analysisEvents).values({ kind, userId, engine, status, createdAt: ctx.now() });
}

/**
 * Interpret `text`. A fallback from the configured LLM to the built-in engine still answers, but
 * counts as a failed analysis; a missed deadline or a broken interpreter answers 503.
 */
export async function analyze(ctx: AppContext, text: string, kind: 'user' | 'guest', userId: number | null): Promise<Analysis> {
  let interpretation: Interpretation;
  try {
    interpretation = await ctx.interpreter.interpret(text);
  } catch (err) {
    const timedOut = err instanceof InterpreterTimeoutError;
    // A deadline miss is the pool defending itself against a costly text, not a fault: a warning, without the text.
    if (timedOut) ctx.logger.warn('interpretation timed out', { timeoutMs: err.timeoutMs, characters: text.length });
    else ctx.logger.error('interpretation failed', { err });
    await record(ctx, kind, userId, 'none', timedOut ? 'timeout' : 'error');
    if (timedOut) throw ApiError.answer(503, ERROR_CODES.analysisTimeout, ANALYSIS_TIMEOUT_DETAIL);
    throw ApiError.answer(503, ERROR_CODES.interpreterUnavailable, 'The dream interpreter is unavailable right now. Please try again in a moment.');
  }
  const { analysis, status } = interpretation;
  await record(ctx, kind, userId, analysis.engine, status);
  return analysis;
}
