/** The guest's one free analysis per device, enforced here rather than trusted to the browser. */
import { createRoute } from '@hono/zod-openapi';
import { and, eq, isNull } from 'drizzle-orm';
import { guestAuth, requireGuest } from '../../auth/middleware';
import { guestDevices } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { ApiError } from '../../http/errors';
import { clientIp, enforceGuestDailyCeiling } from '../../rate-limit/limits';
import { GUEST_USED_DETAIL } from '../auth/session-routes';
import { BearerSecurity, errors, jsonBody, jsonResponse } from '../schemas';
import { analyze } from './analysis';
import { AnalysisSchema, CreateDreamRequestSchema } from './schemas';

const guestAnalyzeRoute = createRoute({
  method: 'post',
  path: '/dreams/guest/analyze',
  tags: ['dreams'],
  summary: "A guest's single free analysis (one per device)",
  security: BearerSecurity,
  middleware: [requireGuest] as const,
  request: { body: jsonBody(CreateDreamRequestSchema) },
  responses: { 200: jsonResponse('The analysis', AnalysisSchema), ...errors(401, 403, 415, 422, 429, 503) },
});

export function registerGuestDreamRoutes(api: ApiApp): void {
  api.openapi(guestAnalyzeRoute, async (c) => {
    const ctx = c.var.ctx;
    const { deviceHash } = guestAuth(c);
    const { dream_text } = c.req.valid('json');
    await enforceGuestDailyCeiling(ctx, clientIp(ctx, c));
    // Claim the allowance atomically: of two parallel requests only one flips analyzed_at.
    const [claimed] = await ctx.db
      .update(guestDevices)
      .set({ analyzedAt: ctx.now() })
      .where(and(eq(guestDevices.fingerprintHash, deviceHash), isNull(guestDevices.analyzedAt)))
      .returning({ hash: guestDevices.fingerprintHash });
    if (!claimed) throw new ApiError(403, GUEST_USED_DETAIL);
    try {
      return c.json(await analyze(ctx, dream_text, 'guest', null), 200);
    } catch (error) {
      // No analysis was delivered: give the device its allowance back.
      await ctx.db.update(guestDevices).set({ analyzedAt: null }).where(eq(guestDevices.fingerprintHash, deviceHash));
      throw error;
    }
  });
}
