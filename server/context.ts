/** Everything a request handler needs, built once at start-up. */
import type { Config } from './config';
import type { Database, DatabaseKind } from './db/client';
import type { Logger } from './logger';

export interface AppContext {
  config: Config;
  db: Database;
  dbKind: DatabaseKind;
  logger: Logger;
  version: string;
  jwtSecret: string;
}
