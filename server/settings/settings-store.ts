/** Admin settings, read from the database on each use so every server process sees a change at once. */
import { sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type Settings } from '../../lib/core/api/contract';
import type { Database } from '../db/client';
import { settings } from '../db/schema';

export async function getSettings(db: Database): Promise<Settings> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  const merged: Settings = { ...DEFAULT_SETTINGS };
  for (const { key, value } of rows) {
    if (key === 'allow_new_registrations' || key === 'maintenance_mode') {
      if (typeof value === 'boolean') merged[key] = value;
    } else if (key === 'max_dreams_per_day') {
      if (typeof value === 'number' && Number.isInteger(value)) merged[key] = value;
    }
  }
  return merged;
}

export async function updateSetting<K extends keyof Settings>(db: Database, key: K, value: Settings[K], now: Date): Promise<Settings> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: now } });
  return getSettings(db);
}
