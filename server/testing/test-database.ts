/** Databases for tests: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../db/client';

/** The database kinds the suite runs against on this machine. */
export const TEST_DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase extends DatabaseHandle {
  /** For PostgreSQL: the URL of the fresh database made for this test. */
  url: string | undefined;
}

/**
 * A fresh, empty PostgreSQL database on the server at `baseUrl` (TEST_DATABASE_URL by default);
 * dropped by `drop()`. Migrations run when the server or `openDatabase` first opens it.
 */
export async function createPostgresTestDatabase(
  options: { baseUrl?: string | undefined; prefix?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const base = options.baseUrl ?? process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${options.prefix ?? 'da_test'}_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Open a fresh, migrated database of the given kind. `close()` also removes it. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    return { ...handle, url: undefined };
  }
  const created = await createPostgresTestDatabase();
  const handle = await openDatabase({ url: created.url, poolSize: 4 });
  return {
    ...handle,
    url: created.url,
    close: async () => {
      await handle.close();
      await created.drop();
    },
  };
}
