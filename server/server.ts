/** Starts and stops the production server: database, HTTP listener, graceful shutdown. */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { createLogger, type Logger } from './logger';
import { appRoot } from './util/app-root';
import { resolveJwtSecret } from './util/secret';

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

export async function startServer(config: Config, logger: Logger = createLogger(config.logLevel)): Promise<RunningServer> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    logger,
    version: productVersion(),
    jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
  };
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
      await database.close();
      logger.info('server stopped');
    })());
  return { url, port, ctx, close };
}
