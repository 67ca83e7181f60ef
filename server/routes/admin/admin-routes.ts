/** Admin dashboard calls: users, settings, statistics. ADMIN role only. */
import { z } from '@hono/zod-openapi';
import { MAX_DREAMS_PER_DAY_RANGE, type Settings } from '../../../lib/core/api/contract';
import type { ApiApp } from '../../http/api-app';
import { encodeCursor, positionOf } from '../../http/keyset-cursor';
import { nextPageLink } from '../../http/link-header';
import { getSettings, updateSetting } from '../../settings/settings-store';
import { adminStats } from '../../stats/admin-stats';
import { countUsers, listUserPage } from '../../users/user-list';
import { IncludeTotalQuery, jsonBody, jsonResponse, PAGE_HEADERS, PageQuery, storableText, UserSchema } from '../schemas';
import { adminRoute } from '../route-kinds';

const SettingsSchema = z
  .object({
    allow_new_registrations: z.boolean().openapi({ description: 'Whether new accounts may register' }),
    maintenance_mode: z.boolean().openapi({ description: 'Whether everyone but administrators gets 503 `maintenance`' }),
    max_dreams_per_day: z.number().int().openapi({ description: 'How many dreams one user may record per UTC day' }),
  })
  .openapi('Settings', { description: 'The service settings administrators steer' });

const { min, max } = MAX_DREAMS_PER_DAY_RANGE;
const UpdateSettingSchema = z
  .strictObject({
    allow_new_registrations: z.boolean().optional(),
    maintenance_mode: z.boolean().optional(),
    max_dreams_per_day: z
      .number({ message: 'must be a whole number' })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`)
      .optional(),
  })
  .refine((v) => Object.keys(v).length === 1, 'must contain exactly one setting')
  .openapi('UpdateSettingRequest', { description: 'Exactly one setting and its new value' });

const ActivitySchema = z
  .object({
    kind: z.enum(['registered', 'dream', 'analysis', 'guest-analysis', 'login']),
    at: z.string(),
    username: z.string().nullable().openapi({ description: 'Null for a guest' }),
  })
  .openapi('ActivityEntry', { description: 'One recent event on the service' });

const StatsSchema = z
  .object({
    users_total: z.number().int(),
    users_new_this_week: z.number().int(),
    users_verified: z.number().int(),
    dreams_total: z.number().int(),
    dreams_today: z.number().int(),
    analyses_total: z.number().int(),
    guest_analyses_total: z.number().int(),
    failed_analyses: z.number().int(),
    active_sessions: z.number().int(),
    recent_activity: z.array(ActivitySchema),
  })
  .openapi('AdminStats', { description: 'Real figures for the admin dashboard' });

const ListUsersQuery = z.object({
  ...PageQuery,
  q: storableText(z.string().trim().max(254, 'must be at most 254 characters'))
    .optional()
    .openapi({ param: { name: 'q', in: 'query', description: 'Any part of a username or email address (any case)' } }),
  include_total: IncludeTotalQuery,
});

const usersRoute = adminRoute('get', '/admin/users', {
  operationId: 'listUsers',
  summary: 'A page of users, newest first (sign-up time, then id); `q` searches usernames and emails',
  request: { query: ListUsersQuery },
  responses: {
    200: { description: 'At most `limit` users; `Link: rel="next"` while more follow', headers: PAGE_HEADERS, content: { 'application/json': { schema: z.array(UserSchema) } } },
  },
});

const getSettingsRoute = adminRoute('get', '/admin/settings', {
  operationId: 'getSettings',
  summary: 'The service settings',
  responses: { 200: jsonResponse('Settings', SettingsSchema) },
});

const putSettingsRoute = adminRoute('put', '/admin/settings', {
  operationId: 'updateSetting',
  summary: 'Change one setting',
  request: { body: jsonBody(UpdateSettingSchema) },
  responses: { 200: jsonResponse('The settings after the change', SettingsSchema) },
});

const statsRoute = adminRoute('get', '/admin/stats', {
  operationId: 'getAdminStats',
  summary: 'Real figures for the dashboard',
  responses: { 200: jsonResponse('Statistics', StatsSchema) },
});

export function registerAdminRoutes(api: ApiApp): void {
  api.openapi(usersRoute, async (c) => {
    const { db } = c.var.ctx;
    const { limit, cursor, q, include_total: includeTotal } = c.req.valid('query');
    const after = positionOf(cursor);
    const [page, total] = await Promise.all([listUserPage(db, q, limit, after), includeTotal === 'true' ? countUsers(db, q) : undefined]);
    if (page.next) c.header('Link', nextPageLink(c.req.url, encodeCursor(page.next)));
    if (total !== undefined) c.header('X-Total-Count', String(total));
    return c.json(page.items, 200);
  });

  api.openapi(getSettingsRoute, async (c) => c.json(await getSettings(c.var.ctx.db), 200));

  api.openapi(putSettingsRoute, async (c) => {
    const ctx = c.var.ctx;
    const [key, value] = Object.entries(c.req.valid('json'))[0] as [keyof Settings, Settings[keyof Settings]];
    ctx.logger.info('setting changed', { key, value, by: c.var.auth.kind === 'user' ? c.var.auth.user.id : undefined });
    return c.json(await updateSetting(ctx.db, key, value, ctx.now()), 200);
  });

  api.openapi(statsRoute, async (c) => c.json(await adminStats(c.var.ctx.db, c.var.ctx.now()), 200));
}
