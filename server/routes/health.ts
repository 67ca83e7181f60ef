/**
 * GET /api/health: liveness plus which database the server uses (open in maintenance mode).
 * GET /api/availability: whether the service takes visitors' calls, for a page that has no other
 * call to make yet (maintenance mode answers it 503 `maintenance`, like every guest call).
 */
import { z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { ApiApp } from '../http/api-app';
import { errors, jsonResponse } from './schemas';
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

const availabilityRoute = publicRoute('get', '/availability', {
  operationId: 'getAvailability',
  tags: ['meta'],
  summary: 'Whether the service is open to visitors',
  description:
    'No content while the service takes calls; 503 `maintenance` in maintenance mode. A new guest\'s page asks it on arrival, before the guest session (which waits until the guest turns to the dream form), so the maintenance notice shows at once.',
  responses: { 204: { description: 'The service is open' }, ...errors(503) },
});

export function registerHealthRoutes(api: ApiApp): void {
  // The maintenance middleware in front of every call answers for it while the mode is on.
  api.openapi(availabilityRoute, (c) => c.body(null, 204));

  api.openapi(route, async (c) => {
    const { db, dbKind, version } = c.var.ctx;
    await db.execute(sql`select 1`);
    return c.json({ status: 'ok' as const, database: dbKind, version }, 200);
  });
}
