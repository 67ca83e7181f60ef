/** Reading the journal: the paged list, search and filters, one dream, the statistics and the export. */
import LinkHeader from 'http-link-header';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dream, DreamStats, DreamSummary, JournalExport, Sentiment } from '../../../lib/core/api/contract';
import { dreamPreview } from '../../../lib/core/dream-helpers';
import { commonKeywords, countWithinDays, dreamStreak, MONTH_DAYS, WEEK_DAYS } from '../../../lib/core/statistics';
import { eq } from 'drizzle-orm';
import { dreamKeywordCounts, dreams } from '../../db/schema';
import { call, createUser, type ApiResponse } from '../../testing/api-client';
import { createStubInterpreter } from '../../testing/stub-interpreter';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from '../../testing/start-test-server';

const DAY = 86_400_000;
const NOW = Date.now();

/** The `cursor` of a `Link: rel="next"` header, or null on the last page. */
function nextCursor(res: ApiResponse<unknown>): string | null {
  const header = res.headers.get('link');
  if (!header) return null;
  const next = LinkHeader.parse(header).rel('next')[0];
  return next ? new URL(next.uri, 'http://x').searchParams.get('cursor') : null;
}

interface Seed {
  text: string;
  daysAgo: number;
  keywords?: string[];
  sentiment?: Sentiment | null;
  mood?: string;
}

describe.each(TEST_DATABASE_KINDS)('the journal on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: kind, env: { RATE_LIMITS: 'off' }, server: { interpreter: createStubInterpreter() } });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });

  /** Dreams written straight into the database, with their readings, for a fresh user. */
  async function journal(seeds: Seed[]) {
    const u = await createUser(server);
    if (seeds.length === 0) return { token: u.tokens.access_token, userId: u.id, ids: [] as number[] };
    const rows = await server.ctx.db
      .insert(dreams)
      .values(
        seeds.map((s) => ({
          userId: u.id,
          dreamText: s.text,
          date: new Date(NOW - s.daysAgo * DAY),
          mood: s.mood ?? 'neutral',
          analyzedAt: s.sentiment === null ? null : new Date(NOW),
          interpretation: s.sentiment === null ? null : `A reading of ${s.text}`,
          keywords: s.keywords ?? [],
          sentiment: s.sentiment === undefined ? 'neutral' : s.sentiment,
          emotions: s.sentiment === null ? null : { apprehension: 0.5, happiness: 0.1, anger: 0, confusion: 0, sadness: 0.2 },
          symbols: s.sentiment === null ? [] : [{ symbol: 'house', meaning: 'the psyche' }],
          archetypes: s.sentiment === null ? [] : ['Self'],
        })),
      )
      .returning({ id: dreams.id });
    return { token: u.tokens.access_token, userId: u.id, ids: rows.map((r) => r.id) };
  }

  const list = (token: string, query = '') => call<DreamSummary[]>(server, 'GET', `/dreams${query}`, { token });

  async function everyPage(token: string, query: string): Promise<{ ids: number[]; pages: number }> {
    const ids: number[] = [];
    let pages = 0;
    let cursor: string | null = null;
    do {
      const sep = query ? '&' : '?';
      const res = await list(token, cursor ? `${query}${sep}cursor=${encodeURIComponent(cursor)}` : query);
      expect(res.status).toBe(200);
      ids.push(...res.body.map((d) => d.id));
      pages += 1;
      cursor = nextCursor(res);
    } while (cursor && pages < 50);
    return { ids, pages };
  }

  it('pages newest first (date, then id) with Link rel="next" until the last page, which has none', async () => {
    // Two dreams share a date: the id breaks the tie.
    const { token, ids } = await journal([0, 1, 1, 2, 3, 4, 5].map((d, i) => ({ text: `Dream number ${i}`, daysAgo: d })));
    const expected = [ids[0], ids[2], ids[1], ids[3], ids[4], ids[5], ids[6]];
    const first = await list(token, '?limit=3');
    expect(first.body.map((d) => d.id)).toEqual(expected.slice(0, 3));
    const link = first.headers.get('link')!;
    expect(link).toMatch(/^<\/api\/dreams\?limit=3&cursor=[^>]+>; rel="next"$/);
    const { ids: all, pages } = await everyPage(token, '?limit=3');
    expect(all).toEqual(expected);
    expect(pages).toBe(3);
    expect((await list(token, '?limit=7')).headers.get('link')).toBeNull();
  });

  it('keeps its place while dreams are added between pages', async () => {
    const { token, ids } = await journal([1, 2, 3, 4].map((d) => ({ text: `Older dream ${d}`, daysAgo: d })));
    const first = await list(token, '?limit=2');
    expect(first.body.map((d) => d.id)).toEqual(ids.slice(0, 2));
    await call(server, 'POST', '/dreams', { token, json: { dream_text: 'A brand new dream tonight' } });
    const second = await list(token, `?limit=2&cursor=${encodeURIComponent(nextCursor(first)!)}`);
    expect(second.body.map((d) => d.id)).toEqual(ids.slice(2, 4));
    expect(nextCursor(second)).toBeNull();
  });

  it('answers a repeated page from memory only while the journal is unchanged, whoever changes it', async () => {
    const { token, userId, ids } = await journal([{ text: 'A lantern in the fog', daysAgo: 1 }]);
    const page = async () => (await list(token, '?limit=5')).body.map((d) => [d.id, d.mood, d.keywords]);
    expect(await page()).toEqual([[ids[0], 'neutral', []]]);
    expect(await page()).toEqual([[ids[0], 'neutral', []]]);
    // Changes made straight in the database, as a script or another tool would make them.
    await server.ctx.db.update(dreams).set({ mood: 'calm', keywords: ['lantern'] }).where(eq(dreams.id, ids[0]!));
    expect(await page()).toEqual([[ids[0], 'calm', ['lantern']]]);
    const [added] = await server.ctx.db.insert(dreams).values({ userId, dreamText: 'Fog again', date: new Date(NOW) }).returning({ id: dreams.id });
    expect((await page()).map(([id]) => id)).toEqual([added!.id, ids[0]]);
    await server.ctx.db.delete(dreams).where(eq(dreams.id, added!.id));
    expect((await page()).map(([id]) => id)).toEqual([ids[0]]);
  });

  it('lists compact summaries: preview, keywords, tone and analysis status, never the reading', async () => {
    const long = 'I walked through a long corridor of mirrors, each one showing me at a different age, until the last mirror showed nobody at all.';
    const { token, ids } = await journal([
      { text: long, daysAgo: 0, keywords: ['mirror', 'corridor'], sentiment: 'negative', mood: 'uneasy' },
      { text: 'A short dream', daysAgo: 1, sentiment: null },
    ]);
    const res = await list(token);
    expect(res.body).toEqual([
      { id: ids[0], date: new Date(NOW).toISOString(), mood: 'uneasy', preview: dreamPreview(long), keywords: ['mirror', 'corridor'], sentiment: 'negative', analysis_status: 'analyzed' },
      { id: ids[1], date: new Date(NOW - DAY).toISOString(), mood: 'neutral', preview: 'A short dream', keywords: [], sentiment: null, analysis_status: 'pending' },
    ]);
    expect(res.body[0]!.preview).toMatch(/^I walked through a long corridor.*[^.]\.\.\.$/);
  });

  it('takes 20 by default and at most 100; a bad limit or cursor answers 422 naming it', async () => {
    const { token } = await journal(Array.from({ length: 25 }, (_, i) => ({ text: `Dream ${i}`, daysAgo: i })));
    expect((await list(token)).body).toHaveLength(20);
    expect((await list(token, '?limit=100')).body).toHaveLength(25);
    for (const [query, field, message] of [
      ['?limit=101', 'limit', 'must be at most 100'],
      ['?limit=0', 'limit', 'must be at least 1'],
      ['?limit=abc', 'limit', 'must be a whole number'],
      ['?cursor=not-a-cursor', 'cursor', 'is invalid'],
      ['?from=2026-02-30', 'from', 'must be a date like 2026-11-18'],
      ['?tz=Mars/Olympus', 'tz', 'must be an IANA time zone such as Europe/Berlin'],
      ['?sentiment=happy', 'sentiment', 'must be one of "positive", "negative", "neutral", "mixed"'],
    ] as const) {
      const res = await call<{ detail: string; code: string }>(server, 'GET', `/dreams${query}`, { token });
      expect(res.status, query).toBe(422);
      expect(res.body).toMatchObject({ code: 'validation_failed', detail: `${field}: ${message}` });
    }
  });

  it('searches the text and the keywords with stemming, and filters by date, tone and mood', async () => {
    const { token, ids } = await journal([
      { text: 'Horses galloped along a beach under the moon.', daysAgo: 0, keywords: ['horse', 'beach'], sentiment: 'positive' },
      { text: 'I searched an old house for a lost key.', daysAgo: 3, keywords: ['house', 'key'], sentiment: 'negative', mood: 'Anxious' },
      { text: 'A snake in a garden of golden apples.', daysAgo: 20, keywords: ['snake', 'serpent'], sentiment: 'mixed' },
      { text: 'The tide carried my house away.', daysAgo: 40, keywords: ['tide'], sentiment: 'negative' },
    ]);
    const idsOf = async (query: string) => (await list(token, query)).body.map((d) => d.id);
    expect(await idsOf('?q=horse')).toEqual([ids[0]]);
    expect(await idsOf('?q=serpent')).toEqual([ids[2]]);
    expect(await idsOf('?q=house')).toEqual([ids[1], ids[3]]);
    expect(await idsOf('?q=house%20-tide')).toEqual([ids[1]]);
    expect(await idsOf('?q=%22lost%20key%22')).toEqual([ids[1]]);
    expect(await idsOf('?sentiment=negative')).toEqual([ids[1], ids[3]]);
    expect(await idsOf('?mood=anxious')).toEqual([ids[1]]);
    const day = (daysAgo: number) => new Date(NOW - daysAgo * DAY).toISOString().slice(0, 10);
    expect(await idsOf(`?from=${day(25)}&to=${day(3)}`)).toEqual([ids[1], ids[2]]);
    expect(await idsOf(`?from=${day(3)}&to=${day(3)}&q=key`)).toEqual([ids[1]]);
    const counted = await list(token, '?q=house&limit=1&include_total=true');
    expect(counted.body).toHaveLength(1);
    expect(counted.headers.get('x-total-count')).toBe('2');
    const { ids: paged } = await everyPage(token, '?q=house&limit=1');
    expect(paged).toEqual([ids[1], ids[3]]);
  });

  it('reads date filters as calendar days in the given time zone', async () => {
    const u = await createUser(server);
    const [row] = await server.ctx.db
      .insert(dreams)
      .values({ userId: u.id, dreamText: 'Late at night in Tokyo', date: new Date('2026-03-10T16:30:00Z') })
      .returning({ id: dreams.id });
    const token = u.tokens.access_token;
    // 16:30 UTC is 01:30 the next day in Tokyo.
    expect((await list(token, '?from=2026-03-10&to=2026-03-10')).body.map((d) => d.id)).toEqual([row!.id]);
    expect((await list(token, '?from=2026-03-10&to=2026-03-10&tz=Asia/Tokyo')).body).toEqual([]);
    expect((await list(token, '?from=2026-03-11&to=2026-03-11&tz=Asia/Tokyo')).body.map((d) => d.id)).toEqual([row!.id]);
  });

  it('answers one dream in full, and 404 for another user\'s dream', async () => {
    const a = await journal([{ text: 'A white bird spoke my name.', daysAgo: 0, keywords: ['bird'], sentiment: 'positive' }]);
    const b = await journal([]);
    const own = await call<Dream>(server, 'GET', `/dreams/${a.ids[0]}`, { token: a.token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: a.ids[0], dream_text: 'A white bird spoke my name.', interpretation: 'A reading of A white bird spoke my name.', keywords: ['bird'], sentiment: 'positive', symbols: [{ symbol: 'house', meaning: 'the psyche' }] });
    const other = await call(server, 'GET', `/dreams/${a.ids[0]}`, { token: b.token });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ detail: 'Dream not found', code: 'not_found' });
    expect((await call(server, 'GET', '/dreams/0', { token: a.token })).status).toBe(422);
    expect((await list(b.token)).body).toEqual([]);
  });

  it('computes the statistics in SQL exactly as the profile defines them', async () => {
    const seeds: Seed[] = [
      { text: 'a', daysAgo: 0, keywords: ['Moon', 'water', 'the'], sentiment: 'positive' },
      { text: 'b', daysAgo: 0.2, keywords: ['moon', ' house '], sentiment: 'negative' },
      { text: 'c', daysAgo: 1, keywords: ['water', 'dream', 'house'], sentiment: null },
      { text: 'd', daysAgo: 2, keywords: ['snake', 'moon', ''], sentiment: 'mixed' },
      { text: 'e', daysAgo: 4, keywords: ['key'], sentiment: 'neutral' },
      { text: 'f', daysAgo: 12, keywords: ['apple', 'bird', 'cat', 'dog', 'eel'], sentiment: 'positive' },
      { text: 'g', daysAgo: 29, keywords: ['water'], sentiment: 'negative' },
      { text: 'h', daysAgo: 45, keywords: ['moon'], sentiment: 'positive' },
      ...Array.from({ length: 14 }, (_, i): Seed => ({ text: `old ${i}`, daysAgo: 60 + i, keywords: [`word${i % 3}`], sentiment: 'negative' })),
    ];
    const { token } = await journal(seeds);
    const full = await Promise.all(
      (await list(token, '?limit=100')).body.map(async (s) => (await call<Dream>(server, 'GET', `/dreams/${s.id}`, { token })).body),
    );
    for (const tz of ['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles']) {
      const res = await call<DreamStats>(server, 'GET', `/dreams/stats?tz=${encodeURIComponent(tz)}`, { token });
      expect(res.status).toBe(200);
      const now = new Date();
      expect(res.body).toMatchObject({
        total: full.length,
        this_week: countWithinDays(full, WEEK_DAYS, now),
        this_month: countWithinDays(full, MONTH_DAYS, now),
        streak: dreamStreak(full, tz),
        top_keywords: commonKeywords(full),
      });
      const analysed = full.filter((d) => d.sentiment !== null && d.interpretation !== null);
      expect(res.body.tone.map((t) => t.id)).toEqual(analysed.slice(0, 14).reverse().map((d) => d.id));
    }
    const empty = await call<DreamStats>(server, 'GET', '/dreams/stats', { token: (await journal([])).token });
    expect(empty.body).toEqual({ total: 0, this_week: 0, this_month: 0, streak: 0, top_keywords: [], tone: [] });
  });

  it('keeps the keyword counts in step through analysis, re-analysis, changes and account deletion', async () => {
    const u = await createUser(server);
    const token = u.tokens.access_token;
    const top = async () => (await call<DreamStats>(server, 'GET', '/dreams/stats', { token })).body.top_keywords;
    const first = await call<{ id: number }>(server, 'POST', '/dreams', { token, json: { dream_text: 'Ravens circled the tower' } });
    const second = await call<{ id: number }>(server, 'POST', '/dreams', { token, json: { dream_text: 'The tower was made of glass' } });
    expect(await top()).toEqual([]);
    await call(server, 'POST', `/dreams/${first.body.id}/analyze`, { token });
    await call(server, 'POST', `/dreams/${second.body.id}/analyze`, { token });
    // Analysing again replaces the dream's keywords: nothing is counted twice.
    await call(server, 'POST', `/dreams/${first.body.id}/analyze`, { token });
    expect(await top()).toEqual([
      { keyword: 'tower', count: 2 },
      { keyword: 'circled', count: 1 },
      { keyword: 'glass', count: 1 },
      { keyword: 'made', count: 1 },
      { keyword: 'ravens', count: 1 },
    ]);
    await server.ctx.db.update(dreams).set({ keywords: ['Glass ', 'glass'] }).where(eq(dreams.id, second.body.id));
    expect(await top()).toEqual([
      { keyword: 'glass', count: 2 },
      { keyword: 'circled', count: 1 },
      { keyword: 'ravens', count: 1 },
      { keyword: 'tower', count: 1 },
    ]);
    await server.ctx.db.delete(dreams).where(eq(dreams.id, first.body.id));
    expect(await top()).toEqual([{ keyword: 'glass', count: 2 }]);
    const deleted = await call(server, 'DELETE', '/auth/me', { token, json: { current_password: u.password } });
    expect(deleted.status).toBe(200);
    const left = await server.ctx.db.select().from(dreamKeywordCounts).where(eq(dreamKeywordCounts.userId, u.id));
    expect(left).toEqual([]);
  });

  it('exports the whole journal as JSON, newest first, with every reading', async () => {
    const seeds = Array.from({ length: 260 }, (_, i): Seed => ({ text: `Dream ${i} of a long journal`, daysAgo: i / 10, keywords: [`k${i}`], sentiment: 'positive' }));
    const { token, ids } = await journal(seeds);
    const res = await fetch(`${server.url}/api/dreams/export?format=json`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="dream-journal-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as JournalExport;
    expect(body.dreams.map((d) => d.id)).toEqual(ids);
    expect(body.dreams[0]).toEqual({
      id: ids[0],
      date: new Date(NOW).toISOString(),
      dream_text: 'Dream 0 of a long journal',
      mood: 'neutral',
      interpretation: 'A reading of Dream 0 of a long journal',
      keywords: ['k0'],
      sentiment: 'positive',
      emotions: { apprehension: 0.5, happiness: 0.1, anger: 0, confusion: 0, sadness: 0.2 },
      symbols: [{ symbol: 'house', meaning: 'the psyche' }],
      archetypes: ['Self'],
      engine: null,
    });
    const none = await fetch(`${server.url}/api/dreams/export`, { headers: { authorization: `Bearer ${(await journal([])).token}` } });
    expect(await none.json()).toMatchObject({ dreams: [] });
  });

  it('exports RFC 4180 CSV: a header, CRLF records, quoted commas, quotes and line breaks, no runnable formulas', async () => {
    const { token } = await journal([
      { text: 'She said "hello", then\nleft', daysAgo: 0, keywords: ['mother', 'door'], sentiment: 'negative' },
      { text: '=HYPERLINK("http://evil")', daysAgo: 1, keywords: ['house'], sentiment: null },
    ]);
    const res = await fetch(`${server.url}/api/dreams/export?format=csv&tz=Asia/Tokyo`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const tokyoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="dream-journal-${tokyoDay}.csv"`);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(csv.startsWith('\uFEFFid,date,dream_text,interpretation,keywords,sentiment,apprehension,happiness,anger,confusion,sadness,symbols,archetypes\r\n')).toBe(true);
    expect(csv).toContain(',"She said ""hello"", then\nleft","A reading of She said ""hello"", then\nleft",mother; door,negative,0.5,0.1,0,0,0.2,house,Self\r\n');
    expect(csv).toContain(`,"'=HYPERLINK(""http://evil"")",,house,,,,,,,,\r\n`);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(4);
  });

  it('refuses an unknown export format', async () => {
    const { token } = await journal([]);
    const res = await call<{ detail: string }>(server, 'GET', '/dreams/export?format=xml', { token });
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe('format: must be one of "json", "csv"');
  });
});
