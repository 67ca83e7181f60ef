/** GET /api/health: liveness plus which database the server uses. */
import { z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { ApiApp } from '../http/api-app';
import { jsonResponse } from './schemas';
import { publicRoute } from './route-kinds';

const HealthSchema = z
  .object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    version: z.string(),
  })
  .openapi('Health', { description: 'The service answers, and which database it uses' });

const route = publicRoute('get', '/health', {
  operationId: 'getHealth',
  tags: ['meta'],
  summary: 'Service health',
  responses: { 200: jsonResponse('The service and its database answer', HealthSchema) },
});

export function registerHealthRoutes(api: ApiApp): void {
  api.openapi(route, async (c) => {
    const { db, dbKind, version } = c.var.ctx;
    await db.execute(sql`select 1`);
    return c.json({ status: 'ok' as const, database: dbKind, version }, 200);
  });
}
