/** One typed function per /admin call. */
import type { ApiClient } from './client';
import type { AdminStats, Settings, UpdateSettingRequest, User } from './contract';

export function listUsers(client: ApiClient): Promise<User[]> {
  return client.request('/admin/users');
}

export function getSettings(client: ApiClient): Promise<Settings> {
  return client.request('/admin/settings');
}

/** PUT /admin/settings with the single key that changed (SPEC §7). */
export async function updateSetting<K extends keyof Settings>(client: ApiClient, key: K, value: Settings[K]): Promise<void> {
  const changed: Partial<Settings> = {};
  changed[key] = value;
  const body = changed as UpdateSettingRequest;
  await client.request('/admin/settings', { method: 'PUT', json: body });
}

export function getAdminStats(client: ApiClient): Promise<AdminStats> {
  return client.request('/admin/stats');
}
