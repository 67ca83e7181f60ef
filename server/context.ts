/** Everything a request handler needs, built once at start-up. */
import type { Analysis } from '../lib/core/api/contract';
import type { Config } from './config';
import type { Database, DatabaseKind } from './db/client';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';

/** The part of the interpreter module (server/interpreter) the API uses. */
export interface DreamInterpreter {
  interpret(text: string): Promise<Analysis>;
  warmUp(): Promise<void>;
  /** Stops what the interpreter runs on (its worker threads); called when the server closes. */
  close?(): Promise<void>;
}

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
  /** The clock; tests replace it to expire tokens without waiting. */
  now: () => Date;
}
