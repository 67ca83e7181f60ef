/** The guest's one free analysis per device (the allowance itself lives in server/guests). */
import { createRoute } from '@hono/zod-openapi';
import { guestAuth, requireGuest } from '../../auth/middleware';
import { analyze } from '../../dreams/analyze';
import { claimGuestAnalysis, giveBackGuestAnalysis } from '../../guests/guest-quota';
import type { ApiApp } from '../../http/api-app';
import { clientIp } from '../../rate-limit/limits';
import { BearerSecurity, BODY_ERRORS, errors, jsonBody, jsonResponse } from '../schemas';
import { AnalysisSchema, CreateDreamRequestSchema } from './schemas';

const guestAnalyzeRoute = createRoute({
  method: 'post',
  path: '/dreams/guest/analyze',
  operationId: 'analyzeGuestDream',
  tags: ['dreams'],
  summary: "A guest's single free analysis (one per device)",
  description: 'Answers 403 `guest_used` once the device has had its analysis, and 429 `daily_limit` once this network has made its guest analyses for the day. A failed analysis gives the device its allowance back.',
  security: BearerSecurity,
  middleware: [requireGuest] as const,
  request: { body: jsonBody(CreateDreamRequestSchema) },
  responses: { 200: jsonResponse('The analysis', AnalysisSchema), ...errors(...BODY_ERRORS, 401, 403, 429, 503) },
});

export function registerGuestDreamRoutes(api: ApiApp): void {
  api.openapi(guestAnalyzeRoute, async (c) => {
    const ctx = c.var.ctx;
    const { deviceHash } = guestAuth(c);
    const { dream_text } = c.req.valid('json');
    await claimGuestAnalysis(ctx, deviceHash, clientIp(ctx, c));
    try {
      return c.json(await analyze(ctx, dream_text, 'guest', null), 200);
    } catch (error) {
      await giveBackGuestAnalysis(ctx, deviceHash);
      throw error;
    }
  });
}
