/** Runs the interpreter and records each attempt for the admin statistics. */
import type { Analysis, Dream } from '../../../lib/core/api/contract';
import type { AppContext } from '../../context';
import { analysisEvents, type dreams } from '../../db/schema';
import { ApiError } from '../../http/errors';

/** Interpret `text`. A fallback from the configured LLM to the built-in engine counts as a failed analysis. */
export async function analyze(ctx: AppContext, text: string, kind: 'user' | 'guest', userId: number | null): Promise<Analysis> {
  let analysis: Analysis;
  try {
    analysis = await ctx.interpreter.interpret(text);
  } catch (err) {
    ctx.logger.error('interpretation failed', { err });
    await ctx.db.insert(analysisEvents).values({ kind, userId, engine: 'none', failed: true, createdAt: ctx.now() });
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
    analysis: row.analyzedAt ? { keywords: row.keywords } : null,
  };
}
