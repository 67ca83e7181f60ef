/** Runs the interpreter for one dream and records how each attempt ended, for the admin statistics. */
import { eq } from 'drizzle-orm';
import { ERROR_CODES, type Analysis } from '../../lib/core/api/contract';
import type { AppContext } from '../context';
import { analysisEvents, dreams, type AnalysisEventStatus } from '../db/schema';
import { ApiError } from '../http/errors';
import { InterpreterTimeoutError } from '../interpreter/deadline';
import type { Interpretation } from '../interpreter/index';

/** What a person reads when their dream took longer than the interpreter's deadline. */
export const ANALYSIS_TIMEOUT_DETAIL = 'The analysis took too long. Please try again with a shorter dream.';

async function record(ctx: AppContext, kind: 'user' | 'guest', userId: number | null, engine: string, status: AnalysisEventStatus): Promise<void> {
  await ctx.db.insert(analysisEvents).values({ kind, userId, engine, status, createdAt: ctx.now() });
}

/**
 * Interpret `text`, recording a failed attempt. A fallback from the configured LLM to the built-in
 * engine still answers, but counts as a failed analysis; a missed deadline or a broken interpreter
 * answers 503.
 */
async function interpretOrFail(ctx: AppContext, text: string, kind: 'user' | 'guest', userId: number | null): Promise<Interpretation> {
  try {
    return await ctx.interpreter.interpret(text);
  } catch (err) {
    const timedOut = err instanceof InterpreterTimeoutError;
    // A deadline miss is the pool defending itself against a costly text, not a fault: a warning, without the text.
    if (timedOut) ctx.logger.warn('interpretation timed out', { timeoutMs: err.timeoutMs, characters: text.length });
    else ctx.logger.error('interpretation failed', { err });
    await record(ctx, kind, userId, 'none', timedOut ? 'timeout' : 'error');
    if (timedOut) throw ApiError.answer(503, ERROR_CODES.analysisTimeout, ANALYSIS_TIMEOUT_DETAIL);
    throw ApiError.answer(503, ERROR_CODES.interpreterUnavailable, 'The dream interpreter is unavailable right now. Please try again in a moment.');
  }
}

/** Interpret a guest's dream (kept nowhere) and record the attempt. */
export async function analyzeGuestDream(ctx: AppContext, text: string): Promise<Analysis> {
  const { analysis, status } = await interpretOrFail(ctx, text, 'guest', null);
  await record(ctx, 'guest', null, analysis.engine, status);
  return analysis;
}

/**
 * Interpret a journal dream, then store its reading and record the attempt in one statement: a
 * round trip to the database costs the server more than either write, and analyses are its
 * busiest writes.
 */
export async function analyzeJournalDream(ctx: AppContext, dream: { id: number; userId: number; dreamText: string }): Promise<Analysis> {
  const { analysis, status } = await interpretOrFail(ctx, dream.dreamText, 'user', dream.userId);
  const now = ctx.now();
  const event = ctx.db.$with('event').as(
    ctx.db.insert(analysisEvents).values({ kind: 'user', userId: dream.userId, engine: analysis.engine, status, createdAt: now }).returning({ id: analysisEvents.id }),
  );
  await ctx.db
    .with(event)
    .update(dreams)
    .set({
      analyzedAt: now,
      interpretation: analysis.interpretation,
      keywords: analysis.keywords,
      sentiment: analysis.sentiment,
      emotions: analysis.emotions,
      symbols: analysis.symbols,
      archetypes: analysis.archetypes,
      engine: analysis.engine,
      support: analysis.support,
    })
    .where(eq(dreams.id, dream.id));
  return analysis;
}
