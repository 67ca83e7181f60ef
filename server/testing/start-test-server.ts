/** Starts the real server in-process on a free port with a fresh data folder, for tests. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../config';
import type { DatabaseKind } from '../db/client';
import { createLogger } from '../logger';
import { startServer, type RunningServer, type StartServerOptions } from '../server';
import { createPostgresTestDatabase } from './test-database';

/** For beforeAll hooks that start a server: PGlite start-up is slow on a loaded machine. */
export const SERVER_START_TIMEOUT_MS = 180_000;

export interface TestServer extends RunningServer {
  dataDir: string;
}

export interface StartTestServerOptions {
  /** Extra environment values (e.g. SMTP_URL, RATE_LIMITS). */
  env?: Record<string, string>;
  database?: DatabaseKind;
  /** Serve the built app from dist/ (browser tests). */
  serveStatic?: boolean;
  /** A PostgreSQL URL to share with another test server (two processes, one database). */
  databaseUrl?: string;
  /** Fake clock, replacement interpreter. */
  server?: StartServerOptions;
}

export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dream-analyzer-test-'));
  const pgDb = options.database === 'postgres' && !options.databaseUrl ? await createPostgresTestDatabase() : undefined;
  const databaseUrl = options.databaseUrl ?? pgDb?.url;
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // A test server lives for seconds and shares the machine with the other test files: its worker
    // should not spend a core warming up for visitors who never come.
    INTERPRETER_IDLE_WARM_UP: 'off',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(options.serveStatic ? {} : { STATIC_DIR: path.join(dataDir, 'no-static') }),
    ...options.env,
  });
  const server = await startServer(config, createLogger(config.logLevel), options.server);
  return {
    ...server,
    dataDir,
    close: async () => {
      await server.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One server for the tests of the enclosing `describe` block (or file): started before them and
 * closed after them. The returned function gives the running server inside a test.
 */
export function useTestServer(options: StartTestServerOptions): () => TestServer {
  let running: TestServer | undefined;
  beforeAll(async () => {
    running = await startTestServer(options);
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => running?.close());
  return () => {
    if (!running) throw new Error('The test server runs only while the tests of its block do.');
    return running;
  };
}
