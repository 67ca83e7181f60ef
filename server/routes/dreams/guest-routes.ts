/** The guest's one free analysis per device (the allowance itself lives in server/guests). */
import { guestAuth } from '../../auth/middleware';
import { analyzeGuestDream } from '../../dreams/analyze';
import { claimGuestAnalysis, giveBackGuestAnalysis } from '../../guests/guest-quota';
import type { ApiApp } from '../../http/api-app';
import { clientIp } from '../../rate-limit/limits';
import { guestAnalyzeRoute } from './dreams-contract';

export function registerGuestDreamRoutes(api: ApiApp): void {
  api.openapi(guestAnalyzeRoute, async (c) => {
    const ctx = c.var.ctx;
    const { deviceHash } = guestAuth(c);
    const { dream_text } = c.req.valid('json');
    await claimGuestAnalysis(ctx, deviceHash, clientIp(ctx, c));
    try {
      return c.json(await analyzeGuestDream(ctx, dream_text), 200);
    } catch (error) {
      await giveBackGuestAnalysis(ctx, deviceHash);
      throw error;
    }
  });
}
