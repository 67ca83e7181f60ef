/**
 * The profile's statistics of a journal, computed in SQL with the definitions of
 * lib/core/statistics.ts: rolling 7- and 30-day windows, the streak over calendar days in the
 * reader's time zone, the most frequent keywords without stop words, and the tone of the newest
 * analysed dreams. Nothing but the figures leaves the database.
 */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DreamStats } from '../../lib/core/api/contract';
import { MONTH_DAYS, STOP_WORDS, TONE_POINTS, TOP_KEYWORDS, WEEK_DAYS } from '../../lib/core/statistics';
import type { Database } from '../db/client';
import { dreamKeywordCounts, dreams } from '../db/schema';

const DAY_MS = 86_400_000;
// The stop words as an SQL array literal: our own constant list of plain lower-case words.
const STOP_WORD_ARRAY = sql.raw(
  `array[${[...STOP_WORDS].map((w) => {
    if (!/^[a-z]+$/.test(w)) throw new Error(`unexpected stop word: ${w}`);
    return `'${w}'`;
  }).join(',')}]::text[]`,
);

export async function journalStats(db: Database, userId: number, now: Date, tz: string): Promise<DreamStats> {
  const weekAgo = new Date(now.getTime() - WEEK_DAYS * DAY_MS).toISOString();
  const monthAgo = new Date(now.getTime() - MONTH_DAYS * DAY_MS).toISOString();
  const [counts, keywords, tone, streak] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        week: sql<number>`(count(*) filter (where ${dreams.date} >= ${weekAgo}::timestamptz))::int`,
        month: sql<number>`(count(*) filter (where ${dreams.date} >= ${monthAgo}::timestamptz))::int`,
      })
      .from(dreams)
      .where(eq(dreams.userId, userId)),
    topKeywords(db, userId),
    db
      .select({ id: dreams.id, date: dreams.date, sentiment: dreams.sentiment })
      .from(dreams)
      .where(and(eq(dreams.userId, userId), isNotNull(dreams.sentiment)))
      .orderBy(desc(dreams.date), desc(dreams.id))
      .limit(TONE_POINTS),
    dreamStreak(db, userId, tz),
  ]);
  const c = counts[0];
  return {
    total: c?.total ?? 0,
    this_week: c?.week ?? 0,
    this_month: c?.month ?? 0,
    streak,
    top_keywords: keywords,
    tone: tone.reverse().map((t) => ({ id: t.id, date: t.date.toISOString(), sentiment: t.sentiment ?? 'neutral' })),
  };
}

/**
 * Keywords lower-cased and trimmed, stop words and blanks left out; ties in alphabetical (code
 * point) order. Read from the counts a trigger keeps per user (dream_keyword_counts), so a long
 * journal costs a few hundred rows, not every reading.
 */
async function topKeywords(db: Database, userId: number) {
  const rows = await db
    .select({ keyword: dreamKeywordCounts.keyword, count: dreamKeywordCounts.dreams })
    .from(dreamKeywordCounts)
    .where(and(eq(dreamKeywordCounts.userId, userId), sql`${dreamKeywordCounts.keyword} <> all(${STOP_WORD_ARRAY})`))
    .orderBy(desc(dreamKeywordCounts.dreams), sql`${dreamKeywordCounts.keyword} collate "C"`)
    .limit(TOP_KEYWORDS);
  return rows;
}

/**
 * Consecutive calendar days with a dream, counted back from the newest dream's day. Walks back one
 * day at a time with an index probe per day, so a long journal costs as many probes as the streak
 * is long, not a scan of every dream.
 */
async function dreamStreak(db: Database, userId: number, tz: string): Promise<number> {
  const rows = await db.execute(sql`
    with recursive newest as (
      select (max(date) at time zone ${tz})::date as day from ${dreams} where user_id = ${userId}
    ), run(day, n) as (
      select day, 1 from newest where day is not null
      union all
      select run.day - 1, run.n + 1 from run
      where exists (
        select 1 from ${dreams}
        where user_id = ${userId}
          and date >= ((run.day - 1)::timestamp at time zone ${tz})
          and date < (run.day::timestamp at time zone ${tz})
      )
    )
    select coalesce(max(n), 0)::int as streak from run`);
  return Number(rowsOf<{ streak: number }>(rows)[0]?.streak ?? 0);
}

/** Both drivers (node-postgres and PGlite) answer raw SQL with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
