/** GET /api/health: liveness plus which database the server uses. */
import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { ApiApp } from '../http/api-app';

const HealthSchema = z
  .object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    version: z.string(),
  })
  .openapi('Health');

const route = createRoute({
  method: 'get',
  path: '/health',
  tags: ['meta'],
  summary: 'Service health',
  responses: {
    200: { description: 'The service and its database answer', content: { 'application/json': { schema: HealthSchema } } },
  },
});

export function registerHealthRoutes(api: ApiApp): void {
  api.openapi(route, async (c) => {
    const { db, dbKind, version } = c.var.ctx;
    await db.execute(sql`select 1`);
    return c.json({ status: 'ok' as const, database: dbKind, version }, 200);
  });
}
