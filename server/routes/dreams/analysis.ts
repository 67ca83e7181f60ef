/** Runs the interpreter and records each attempt for the admin statistics. */
import { ERROR_CODES, type Analysis, type Dream } from '../../../lib/core/api/contract';
import type { AppContext } from '../../context';
import { analysisEvents, type dreams } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { InterpreterTimeoutError } from '../../interpreter/deadline';

/** What a person reads when their dream took longer than the interpreter's deadline. */
export const ANALYSIS_TIMEOUT_DETAIL = 'The analysis took too long. Please try again with a shorter dream.';

/** Interpret `text`. A fallback from the configured LLM to the built-in engine counts as a failed analysis. */
export async function analyze(ctx: AppContext, text: string, kind: 'user' | 'guest', userId: number | null): Promise<Analysis> {
  let analysis: Analysis;
  try {
    analysis = await ctx.interpreter.interpret(text);
  } catch (err) {
    const timedOut = err instanceof InterpreterTimeoutError;
    // A deadline miss is the pool defending itself against a costly text, not a fault: a warning, without the text.
    if (timedOut) ctx.logger.warn('interpretation timed out', { timeoutMs: err.timeoutMs, characters: text.length });
    else ctx.logger.error('interpretation failed', { err });
    await ctx.db.insert(analysisEvents).values({ kind, userId, engine: 'none', failed: true, createdAt: ctx.now() });
    if (timedOut) throw new ApiError(503, ANALYSIS_TIMEOUT_DETAIL, {}, ERROR_CODES.analysisTimeout);
    throw new ApiError(503, 'The dream interpreter is unavailable right now. Please try again in a moment.');
  }
  const failed = ctx.config.llm !== undefined && !analysis.engine.startsWith('llm');
  await ctx.db.insert(analysisEvents).values({ kind, userId, engine: analysis.engine, failed, createdAt: ctx.now() });
  return analysis;
}

type DreamRow = typeof dreams.$inferSelect;

export function toDreamJson(row: DreamRow): Dream {
  return {
    id: row.id,
    dream_text: row.dreamText,
    date: row.date.toISOString(),
    mood: row.mood,
    created_at: row.createdAt.toISOString(),
    interpretation: row.interpretation,
    keywords: row.keywords,
    sentiment: row.sentiment,
    emotions: row.emotions ?? null,
    symbols: row.symbols,
    archetypes: row.archetypes,
    engine: row.engine,
    support: row.support,
    analysis: row.analyzedAt ? { keywords: row.keywords } : null,
  };
}
