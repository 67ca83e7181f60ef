/**
 * Every journal and admin list query is served by an index: EXPLAIN on a user with 10,000 dreams
 * (among other users' dreams, with fresh statistics) shows index scans and no sequential scan.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countDreamsQuery, dreamPageQuery, type JournalFilter } from '../dreams/journal';
import { userPageQuery } from '../users/user-list';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '../testing/test-database';

const DREAMS = 10_000;
const UTC: JournalFilter = { tz: 'UTC' };

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

describe.each(TEST_DATABASE_KINDS)('journal indexes on %s', (kind) => {
  let database: TestDatabase;
  let reader: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    await db.execute(sql`
      insert into users (username, email, password_hash, created_at)
      select 'member' || i || '-' || substr(md5(i::text), 1, 8), substr(md5('mail' || i), 1, 10) || '@example.test', 'x', now() - i * interval '1 minute'
      from generate_series(1, 30000) i`);
    reader = ((await db.execute(sql`select id from users where username like 'member1-%'`)) as unknown as { rows: { id: number }[] }).rows[0]!.id;
    // The reader's 10,000 dreams, one every six hours; a rare word in one dream of 500. Three
    // other users keep 10,000 dreams each, so the user condition matters as it does in production.
    await db.execute(sql`
      insert into dreams (user_id, dream_text, date, keywords, sentiment, analyzed_at, interpretation)
      select ${reader},
             'I was walking near ' || (array['a river', 'a forest', 'an old house', 'the sea', 'a train station'])[1 + i % 5]
               || case when i % 500 = 0 then ' and found a lighthouse' else '' end || ' (' || i || ')',
             now() - i * interval '6 hours',
             jsonb_build_array((array['river', 'forest', 'house', 'sea', 'train'])[1 + i % 5]),
             (array['positive', 'negative', 'neutral', 'mixed'])[1 + i % 4],
             now(), 'A reading'
      from generate_series(1, ${DREAMS}) i`);
    await db.execute(sql`
      insert into dreams (user_id, dream_text, date, keywords)
      select u.id, 'Another dreamer by the sea (' || i || ')', now() - i * interval '1 hour', '["sea"]'::jsonb
      from generate_series(1, 10000) i cross join (select id from users where username like any(array['member2-%', 'member3-%', 'member4-%'])) u`);
    // As autovacuum would have by now: fresh statistics, and the GIN indexes' pending entries merged.
    await db.execute(sql`vacuum analyze`);
    // About a minute on PGlite on a quiet two-core machine (40,000 rows into trigram and full-text
    // indexes, in WebAssembly); several times that when the machine is shared.
  }, 900_000);
  afterAll(async () => {
    await database?.close();
  });

  async function plan(query: { getSQL(): SQL }): Promise<PlanNode[]> {
    const result = (await database.db.execute(sql`explain (format json) ${query.getSQL()}`)) as unknown as { rows: Record<string, unknown>[] };
    const row = result.rows[0]!;
    const json = Object.values(row)[0];
    const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
    return nodes(parsed[0]!.Plan);
  }

  function expectIndexed(found: PlanNode[], table: string, ...indexes: string[]) {
    const summary = found.map((n) => `${n['Node Type']}${n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}${n['Index Name'] ? ` using ${n['Index Name']}` : ''}`).join(' / ');
    expect(found.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === table), summary).toBe(false);
    expect(found.some((n) => indexes.includes(n['Index Name'] ?? '') && /Index/.test(n['Node Type'])), summary).toBe(true);
  }

  it('has the user 10,000 dreams', async () => {
    const [row] = await countDreamsQuery(database.db, reader, UTC);
    expect(row?.n).toBe(DREAMS);
  });

  it('serves the first page and a later page from the (user, date, id) index', async () => {
    expectIndexed(await plan(dreamPageQuery(database.db, reader, UTC, 20)), 'dreams', 'dreams_user_date_id_idx');
    const later = { at: new Date(Date.now() - 400 * 86_400_000).toISOString().replace('Z', '000Z'), id: 5000 };
    expectIndexed(await plan(dreamPageQuery(database.db, reader, UTC, 20, later)), 'dreams', 'dreams_user_date_id_idx');
  });

  it('serves full-text search from the GIN index', async () => {
    expectIndexed(await plan(dreamPageQuery(database.db, reader, { ...UTC, q: 'lighthouse' }, 20)), 'dreams', 'dreams_search_idx');
    expectIndexed(await plan(countDreamsQuery(database.db, reader, { ...UTC, q: 'lighthouse' })), 'dreams', 'dreams_search_idx');
  });

  it('serves the date, tone and mood filters and the count from the (user, date, id) index', async () => {
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    expectIndexed(await plan(dreamPageQuery(database.db, reader, { ...UTC, from: day(400), to: day(300) }, 20)), 'dreams', 'dreams_user_date_id_idx');
    expectIndexed(await plan(dreamPageQuery(database.db, reader, { ...UTC, sentiment: 'mixed' }, 20)), 'dreams', 'dreams_user_sentiment_date_id_idx');
    // Every dream of this user has the same mood: either index serves it.
    expectIndexed(await plan(dreamPageQuery(database.db, reader, { ...UTC, mood: 'Neutral' }, 20)), 'dreams', 'dreams_user_mood_date_id_idx', 'dreams_user_date_id_idx');
    expectIndexed(await plan(countDreamsQuery(database.db, reader, UTC)), 'dreams', 'dreams_user_date_id_idx');
  });

  it("serves the admin's user list from the (created_at, id) index and its search from the trigram index", async () => {
    expectIndexed(await plan(userPageQuery(database.db, undefined, 20)), 'users', 'users_created_at_id_idx');
    const md5 = ((await database.db.execute(sql`select substr(md5('29999'), 1, 8) as m`)) as unknown as { rows: { m: string }[] }).rows[0]!.m;
    expectIndexed(await plan(userPageQuery(database.db, md5.toUpperCase(), 20)), 'users', 'users_search_idx');
  });
});
