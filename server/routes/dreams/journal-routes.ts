/** Reading the signed-in user's journal: the paged list with search and filters, one dream, statistics, the export. */
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
import { dreamRoute, exportRoute, listRoute, statsRoute } from './dreams-contract';

export function registerJournalRoutes(api: ApiApp): void {
  api.openapi(listRoute, async (c) => {
    const { db, journalPages } = c.var.ctx;
    const { user } = userAuth(c);
    const query = c.req.valid('query');
    const request = JSON.stringify(query);
    let page = journalPages.get(user.id, user.journalVersion, request);
    if (!page) {
      const { limit, cursor, include_total: includeTotal, ...filter } = query;
      const [found, total] = await Promise.all([listDreamPage(db, user.id, filter, limit, positionOf(cursor)), includeTotal === 'true' ? countDreams(db, user.id, filter) : undefined]);
      page = { body: JSON.stringify(found.items), next: found.next ? encodeCursor(found.next) : undefined, total };
      journalPages.set(user.id, user.journalVersion, request, page);
    }
    if (page.next) c.header('Link', nextPageLink(c.req.url, page.next));
    if (page.total !== undefined) c.header('X-Total-Count', String(page.total));
    return c.body(page.body, 200, { 'Content-Type': 'application/json' });
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
