/** The signed-in user's dream journal: record and analyze (reading it: journal-routes.ts). */
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_MOOD, ERROR_CODES } from '../../../lib/core/api/contract';
import { userAuth } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { preparedPerDatabase } from '../../db/prepared';
import { dreams } from '../../db/schema';
import { analyzeJournalDream } from '../../dreams/analyze';
import { toDreamJson } from '../../dreams/dream-json';
import type { ApiApp } from '../../http/api-app';
import { ApiError } from '../../http/errors';
import { decrementCounter, incrementCounter, nextUtcMidnight, retryAfterSeconds } from '../../rate-limit/counter';
import { enforceAnalysisLimit } from '../../rate-limit/limits';
import { getSettings } from '../../settings/settings-store';
import { analyzeRoute, createDreamRoute } from './dreams-contract';

/** Count one dream against the user's daily cap; the counter's atomic upsert keeps parallel requests honest. */
async function enforceDailyCap(ctx: AppContext, userId: number): Promise<void> {
  const { max_dreams_per_day: cap } = await getSettings(ctx.db);
  const now = ctx.now();
  const key = `dreamsPerDay:${userId}:${now.toISOString().slice(0, 10)}`;
  const count = await incrementCounter(ctx.db, key, now, 0, nextUtcMidnight(now));
  if (count.points <= cap) return;
  // A refused attempt is not a dream: give the point back so a raised cap applies in full.
  await decrementCounter(ctx.db, key);
  throw ApiError.answer(429, ERROR_CODES.dailyLimit, `You have reached the limit of ${cap} dreams per day. Please come back tomorrow.`, {
    headers: { 'Retry-After': String(retryAfterSeconds(count.resetAt, now)) },
  });
}

/** The dream to analyze, if it is the caller's: only what the reading needs, prepared once per database. */
const analysisSource = preparedPerDatabase((db) =>
  db
    .select({ id: dreams.id, userId: dreams.userId, dreamText: dreams.dreamText })
    .from(dreams)
    .where(and(eq(dreams.id, sql.placeholder('id')), eq(dreams.userId, sql.placeholder('userId'))))
    .prepare('analysis_source'),
);

export function registerDreamRoutes(api: ApiApp): void {
  api.openapi(createDreamRoute, async (c) => {
    const ctx = c.var.ctx;
    const { user } = userAuth(c);
    const body = c.req.valid('json');
    await enforceDailyCap(ctx, user.id);
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(dreams)
      .values({ userId: user.id, dreamText: body.dream_text, date: body.date ? new Date(body.date) : now, mood: body.mood || DEFAULT_MOOD, createdAt: now })
      .returning();
    if (!row) throw new Error('insert returned no dream');
    return c.json(toDreamJson(row), 201);
  });

  api.openapi(analyzeRoute, async (c) => {
    const ctx = c.var.ctx;
    const { user } = userAuth(c);
    const { id } = c.req.valid('param');
    const [dream] = await analysisSource(ctx.db).execute({ id, userId: user.id });
    if (!dream) throw ApiError.answer(404, ERROR_CODES.notFound, 'Dream not found');
    await enforceAnalysisLimit(ctx, user.id);
    const analysis = await analyzeJournalDream(ctx, dream);
    return c.json({ ...analysis, dream_id: dream.id }, 200);
  });
}
