/** Starts and stops the production server: database, HTTP listener, graceful shutdown. */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { Config } from './config';
import { primeDummyHash } from './auth/passwords';
import { deriveFingerprintKey } from './auth/secrets';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { acquireDataDirLock, type DataDirLock } from './db/data-dir-lock';
import { buildInterpreter } from './interpreter/factory';
import type { DreamInterpreter } from './interpreter/index';
import { createMailer } from './mail/mailer';
import { pruneExpiredRows } from './db/housekeeping';
import { createLogger, type Logger } from './logger';
import { appRoot } from './util/app-root';
import { makePrivate, preparePrivateDataDir } from './util/private-data-dir';
import { resolveJwtSecret } from './util/secret';
import { JournalPageCache } from './dreams/journal-page-cache';

export interface RunningServer {
  url: string;
  port: number;
  ctx: AppContext;
  /** Stop accepting connections, finish in-flight requests, close the database. */
  close(): Promise<void>;
}

/** The product's version, from package.json. */
export function productVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(appRoot(), 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

export interface StartServerOptions {
  /** Replace the interpreter (tests of failure handling). */
  interpreter?: DreamInterpreter;
  /** Replace the clock (tests of token expiry). */
  now?: () => Date;
}

export async function startServer(
  config: Config,
  logger: Logger = createLogger(config.logLevel),
  options: StartServerOptions = {},
): Promise<RunningServer> {
  preparePrivateDataDir(config.dataDir, logger);
  // PGlite: one process per data folder. The lock makes a second server (or create-admin) stop cleanly.
  const lock: DataDirLock | undefined = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  let database;
  try {
    const pgliteDir = path.join(config.dataDir, 'pglite');
    database = await openDatabase({ url: config.databaseUrl, pgliteDir });
    if (database.kind === 'pglite') makePrivate(pgliteDir);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    logger,
    version: productVersion(),
    jwtSecret,
    fingerprintKey: deriveFingerprintKey(jwtSecret),
    interpreter: options.interpreter ?? buildInterpreter(config.interpreter, logger),
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger }),
    journalPages: new JournalPageCache(),
    now: options.now ?? (() => new Date()),
  };
  void primeDummyHash();
  ctx.interpreter.warmUp().catch((err: unknown) => logger.warn('interpreter warm-up failed', { err }));
  const pruneTimer = setInterval(() => {
    pruneExpiredRows(ctx.db, ctx.now()).catch((err: unknown) => logger.warn('housekeeping failed', { err }));
  }, 3600_000);
  pruneTimer.unref();
  const staticRoot = config.staticDir ?? path.join(appRoot(), 'dist');
  const app = createApp(ctx, { staticRoot });

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host}:${port}`;
  logger.info('server started', { url, database: database.kind, dataDir: config.dataDir });

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Idle keep-alive sockets would hold close() open; in-flight requests still finish.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      clearInterval(pruneTimer);
      // After the HTTP server: in-flight analyses have had their answers by now.
      await ctx.interpreter.close();
      await ctx.mailer.drain();
      await database.close();
      lock?.release();
      logger.info('server stopped');
    })());
  return { url, port, ctx, close };
}
