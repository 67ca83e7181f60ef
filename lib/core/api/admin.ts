/** One typed function per /admin call; the service serves them in maintenance mode, so admins can end it. */
import type { ApiClient, RequestOptions } from './client';
import type { AdminStats, Settings, UpdateSettingRequest, User } from './contract';

const ADMIN: RequestOptions = { servedInMaintenance: true };

export function listUsers(client: ApiClient): Promise<User[]> {
  return client.request('/admin/users', ADMIN);
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
