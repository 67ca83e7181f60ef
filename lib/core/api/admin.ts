/** One typed function per /admin call; the service serves them in maintenance mode, so admins can end it. */
import type { ApiClient, RequestOptions } from './client';
import type { AdminStats, Settings, UpdateSettingRequest, User } from './contract';
import { nextCursorOf, queryString, totalOf, type Page } from './paging';

const ADMIN: RequestOptions = { servedInMaintenance: true };

export interface UserListQuery {
  /** Any part of a username or email. */
  q?: string;
  limit?: number;
  cursor?: string | null;
  includeTotal?: boolean;
}

/** GET /admin/users: one page of users, newest first, with the cursor of the next. */
export async function listUsers(client: ApiClient, query: UserListQuery = {}): Promise<Page<User>> {
  const { q, limit, cursor, includeTotal } = query;
  const { data, headers } = await client.requestWithHeaders<User[]>(`/admin/users${queryString({ limit, cursor, q, include_total: includeTotal ? 'true' : undefined })}`, ADMIN);
  return { items: data, nextCursor: nextCursorOf(headers), total: totalOf(headers) };
}

export function getSettings(client: ApiClient): Promise<Settings> {
  return client.request('/admin/settings', ADMIN);
}

/** PUT /admin/settings with only the key that changed: the server takes exactly one setting per call. */
export async function updateSetting<K extends keyof Settings>(client: ApiClient, key: K, value: Settings[K]): Promise<void> {
  const changed: Partial<Settings> = {};
  changed[key] = value;
  const body = changed as UpdateSettingRequest;
  await client.request('/admin/settings', { ...ADMIN, method: 'PUT', json: body });
}

export function getAdminStats(client: ApiClient): Promise<AdminStats> {
  return client.request('/admin/stats', ADMIN);
}
