/**
 * Reading a user's journal: one page of compact summaries at a time (newest first, keyset-paged),
 * filtered by full-text search, dream date, tone and mood; one dream in full. Every query is
 * served by an index of server/db/schema.ts (see journal-indexes.test.ts).
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DreamSummary, Sentiment } from '../../lib/core/api/contract';
import { ELLIPSIS, PREVIEW_LENGTH, PREVIEW_THRESHOLD, PREVIEW_TRAILING_DOTS } from '../../lib/core/dream-helpers';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { dreams, dreamSearchVector } from '../db/schema';
import type { KeysetPosition } from '../http/keyset-cursor';

export interface JournalFilter {
  /** Words to find in the text or the keywords (web-search syntax: "phrases", or, -word). */
  q?: string | undefined;
  /** First and last dream date (yyyy-mm-dd, inclusive), as calendar days in `tz`. */
  from?: string | undefined;
  to?: string | undefined;
  /** IANA time zone of `from` and `to`. */
  tz: string;
  sentiment?: Sentiment | undefined;
  mood?: string | undefined;
}

/** The conditions of a filter on a user's dreams; each keeps the (user_id, date, id) or search index usable. */
export function journalConditions(userId: number, filter: JournalFilter): SQL[] {
  const conditions: SQL[] = [eq(dreams.userId, userId)];
  const q = filter.q?.trim();
  if (q) conditions.push(sql`${dreamSearchVector(dreams.dreamText, dreams.keywords)} @@ websearch_to_tsquery('english'::regconfig, ${q})`);
  // Midnight of a calendar day in the reader's time zone, as a constant the index can range over.
  if (filter.from) conditions.push(sql`${dreams.date} >= (${filter.from}::date::timestamp at time zone ${filter.tz})`);
  if (filter.to) conditions.push(sql`${dreams.date} < ((${filter.to}::date + 1)::timestamp at time zone ${filter.tz})`);
  if (filter.sentiment) conditions.push(eq(dreams.sentiment, filter.sentiment));
  if (filter.mood) conditions.push(sql`lower(${dreams.mood}) = lower(${filter.mood})`);
  return conditions;
}

/** The sort key as text with microseconds, so a cursor names the row exactly. */
const sortKey = sql<string>`to_char(${dreams.date} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The preview rule of lib/core/dream-helpers (code points, like JavaScript's spread), in SQL: only the preview leaves the database. */
const preview = sql<string>`case when char_length(${dreams.dreamText}) <= ${sql.raw(String(PREVIEW_THRESHOLD))} then ${dreams.dreamText} else rtrim(left(${dreams.dreamText}, ${sql.raw(String(PREVIEW_LENGTH))}), ${sql.raw(`'${PREVIEW_TRAILING_DOTS}'`)}) || ${sql.raw(`'${ELLIPSIS}'`)} end`;

/** What a page of the journal reads of each dream: the summary, whether it is analysed, and its sort key. */
const summaryColumns = {
  id: dreams.id,
  date: dreams.date,
  mood: dreams.mood,
  preview,
  keywords: dreams.keywords,
  sentiment: dreams.sentiment,
  analyzed: sql<boolean>`${dreams.analyzedAt} is not null`,
  key: sortKey,
};

export interface JournalPage {
  items: DreamSummary[];
  /** The last item's position when more dreams follow; null on the last page. */
  next: KeysetPosition | null;
}

/** The query of one page: `limit + 1` rows, so the last tells whether another page follows. */
export function dreamPageQuery(db: Database, userId: number, filter: JournalFilter, limit: number, after?: KeysetPosition) {
  const conditions = journalConditions(userId, filter);
  if (after) conditions.push(sql`(${dreams.date}, ${dreams.id}) < (${after.at}::timestamptz, ${after.id})`);
  return db
    .select(summaryColumns)
    .from(dreams)
    .where(and(...conditions))
    .orderBy(desc(dreams.date), desc(dreams.id))
    .limit(limit + 1);
}

/**
 * The unfiltered pages (the home page's recent dreams, the history's first look, every "Load
 * more") as prepared statements: the most frequent read skips building and planning its SQL.
 */
const preparedPages = preparedPerDatabase((db) => {
  const page = (after: SQL | undefined, name: string) =>
    db
      .select(summaryColumns)
      .from(dreams)
      .where(and(eq(dreams.userId, sql.placeholder('userId')), after))
      .orderBy(desc(dreams.date), desc(dreams.id))
      .limit(sql.placeholder('limit'))
      .prepare(name);
  return {
    first: page(undefined, 'journal_page_first'),
    after: page(sql`(${dreams.date}, ${dreams.id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::int)`, 'journal_page_after'),
  };
});


function isUnfiltered(filter: JournalFilter): boolean {
  return !filter.q?.trim() && !filter.from && !filter.to && !filter.sentiment && !filter.mood;
}

/** One page of summaries, newest first (dream date, then id), after `after` when given. */
export async function listDreamPage(db: Database, userId: number, filter: JournalFilter, limit: number, after?: KeysetPosition): Promise<JournalPage> {
  let rows: Awaited<ReturnType<typeof dreamPageQuery>>;
  if (isUnfiltered(filter)) {
    const { first, after: next } = preparedPages(db);
    rows = after ? await next.execute({ userId, limit: limit + 1, at: after.at, id: after.id }) : await first.execute({ userId, limit: limit + 1 });
  } else {
    rows = await dreamPageQuery(db, userId, filter, limit, after);
  }
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      date: r.date.toISOString(),
      mood: r.mood,
      preview: r.preview,
      keywords: r.keywords,
      sentiment: r.sentiment,
      analysis_status: r.analyzed ? 'analyzed' : 'pending',
    })),
    next: rows.length > limit && last ? { at: last.key, id: last.id } : null,
  };
}

export function countDreamsQuery(db: Database, userId: number, filter: JournalFilter) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(dreams)
    .where(and(...journalConditions(userId, filter)));
}

/** How many of the user's dreams match the filter (every page together). */
export async function countDreams(db: Database, userId: number, filter: JournalFilter): Promise<number> {
  const [row] = await countDreamsQuery(db, userId, filter);
  return row?.n ?? 0;
}

/** One dream of the user, in full; undefined for another user's dream or none. */
export async function findDream(db: Database, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(dreams)
    .where(and(eq(dreams.id, id), eq(dreams.userId, userId)));
  return row;
}
