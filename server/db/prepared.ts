/**
 * Prepared statements for the hottest queries. A prepared statement belongs to one database
 * handle (its name is registered on that handle's connections), so each is built on first use per
 * handle and reused after: the request skips building its SQL and PostgreSQL skips planning it.
 */
import type { Database } from './client';

export function preparedPerDatabase<T extends object>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
