/** Reading the signed-in user's journal: the paged list with search and filters, one dream, statistics, the export. */
import { z } from '@hono/zod-openapi';
import { ERROR_CODES } from '../../../lib/core/api/contract';
import { userAuth } from '../../auth/middleware';
import { toDreamJson } from '../../dreams/dream-json';
import { findDream, listDreamPage, countDreams } from '../../dreams/journal';
import { exportFileName, exportStream, journalExport } from '../../dreams/journal-export';
import { journalStats } from '../../dreams/journal-stats';
import type { ApiApp } from '../../http/api-app';
import { ApiError } from '../../http/errors';
import { encodeCursor, positionOf } from '../../http/keyset-cursor';
import { nextPageLink } from '../../http/link-header';
import { errors, jsonResponse, PAGE_HEADERS } from '../schemas';
import { userRoute } from '../route-kinds';
import { DreamIdParams, DreamSchema, DreamStatsSchema, DreamSummarySchema, ExportQuery, JournalExportSchema, ListDreamsQuery, StatsQuery } from './schemas';

const listRoute = userRoute({
  method: 'get',
  path: '/dreams',
  operationId: 'listDreams',
  tags: ['dreams'],
  summary: "A page of the user's dreams, newest first (dream date, then id), as summaries; search and filters narrow it",
  request: { query: ListDreamsQuery },
  responses: {
    200: { description: 'At most `limit` dreams; `Link: rel="next"` while more follow', headers: PAGE_HEADERS, content: { 'application/json': { schema: z.array(DreamSummarySchema) } } },
    ...errors(401, 403, 413, 422, 503),
  },
});

const statsRoute = userRoute({
  method: 'get',
  path: '/dreams/stats',
  operationId: 'getDreamStats',
  tags: ['dreams'],
  summary: "The journal's figures: totals, the last 7 and 30 days, the streak, top keywords and tone over time",
  request: { query: StatsQuery },
  responses: { 200: jsonResponse('Statistics', DreamStatsSchema), ...errors(401, 403, 413, 422, 503) },
});

const exportRoute = userRoute({
  method: 'get',
  path: '/dreams/export',
  operationId: 'exportDreams',
  tags: ['dreams'],
  summary: 'Download the whole journal with every reading, as JSON or CSV (streamed)',
  request: { query: ExportQuery },
  responses: {
    200: {
      description: 'The journal as an attachment, `dream-journal-{yyyy-mm-dd}.json` or `.csv`',
      headers: { 'Content-Disposition': { description: '`attachment; filename="dream-journal-2026-11-18.csv"`', schema: { type: 'string' as const } } },
      content: {
        'application/json': { schema: JournalExportSchema },
        'text/csv': { schema: z.string().openapi({ description: 'Columns: id, date, dream_text, interpretation, keywords, sentiment, apprehension, happiness, anger, confusion, sadness, symbols, archetypes' }) },
      },
    },
    ...errors(401, 403, 413, 422, 503),
  },
});

const dreamRoute = userRoute({
  method: 'get',
  path: '/dreams/{id}',
  operationId: 'getDream',
  tags: ['dreams'],
  summary: 'One dream of the user in full, with its reading',
  request: { params: DreamIdParams },
  responses: { 200: jsonResponse('The dream', DreamSchema), ...errors(401, 403, 404, 413, 422, 503) },
});

export function registerJournalRoutes(api: ApiApp): void {
  api.openapi(listRoute, async (c) => {
    const { db } = c.var.ctx;
    const { user } = userAuth(c);
    const { limit, cursor, include_total: includeTotal, ...filter } = c.req.valid('query');
    const after = positionOf(cursor);
    const [page, total] = await Promise.all([listDreamPage(db, user.id, filter, limit, after), includeTotal === 'true' ? countDreams(db, user.id, filter) : undefined]);
    if (page.next) c.header('Link', nextPageLink(c.req.url, encodeCursor(page.next)));
    if (total !== undefined) c.header('X-Total-Count', String(total));
    return c.json(page.items, 200);
  });

  // Before /dreams/{id}, which would otherwise take "stats" and "export" for ids.
  api.openapi(statsRoute, async (c) => {
    const ctx = c.var.ctx;
    const { user } = userAuth(c);
    return c.json(await journalStats(ctx.db, user.id, ctx.now(), c.req.valid('query').tz), 200);
  });

  api.openapi(exportRoute, (c) => {
    const ctx = c.var.ctx;
    const { user } = userAuth(c);
    const { format, tz } = c.req.valid('query');
    const now = ctx.now();
    const chunks = journalExport(ctx.db, user.id, format, now);
    const body = exportStream(chunks, (err) => ctx.logger.error('journal export failed', { err, userId: user.id }));
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName(format, now, tz)}"`,
      },
    });
  });

  api.openapi(dreamRoute, async (c) => {
    const ctx = c.var.ctx;
    const { user } = userAuth(c);
    const dream = await findDream(ctx.db, user.id, c.req.valid('param').id);
    if (!dream) throw ApiError.answer(404, ERROR_CODES.notFound, 'Dream not found');
    return c.json(toDreamJson(dream), 200);
  });
}
