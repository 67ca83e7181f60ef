/** Everything a request handler needs, built once at start-up. */
import type { Config } from './config';
import type { Database, DatabaseKind } from './db/client';
import type { DreamInterpreter } from './interpreter/index';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { JournalPageCache } from './dreams/journal-page-cache';

export interface AppContext {
  config: Config;
  db: Database;
  dbKind: DatabaseKind;
  logger: Logger;
  version: string;
  jwtSecret: string;
  /** HMAC key for guest fingerprints, derived from the JWT secret. */
  fingerprintKey: Buffer;
  interpreter: DreamInterpreter;
  mailer: Mailer;
  /** Journal pages as last sent, valid while their owner's journal version stands. */
  journalPages: JournalPageCache;
  /** The clock; tests replace it to expire tokens without waiting. */
  now: () => Date;
}
