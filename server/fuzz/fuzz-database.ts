/**
 * The database the fuzz suites run on: PostgreSQL when TEST_DATABASE_URL is set (the production
 * set-up), else PGlite. Both are the same PostgreSQL engine, so one run covers the error paths;
 * FUZZ_DATABASE=pglite|postgres picks one explicitly.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseKind } from '../db/client';
import type { RunningServer } from '../server';
import { TEST_DATABASE_KINDS } from '../testing/test-database';

const wanted = process.env.FUZZ_DATABASE;
export const FUZZ_DATABASE: DatabaseKind = wanted === 'pglite' || wanted === 'postgres' ? wanted : (TEST_DATABASE_KINDS.at(-1) ?? 'pglite');

const TABLES = ['users', 'sessions', 'refresh_tokens', 'email_tokens', 'guest_devices', 'dreams', 'settings', 'rate_limits', 'analysis_events'] as const;

/** A checksum of every row of every table: equal before and after means nothing changed. */
export async function databaseFingerprint(server: RunningServer): Promise<Record<string, string>> {
  const columns = TABLES.map((t) => `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) || ':' || count(*) from "${t}" x) as "${t}"`);
  const result = (await server.ctx.db.execute(sql.raw(`select ${columns.join(', ')}`))) as unknown as { rows: Record<string, string>[] };
  return result.rows[0] ?? {};
}
