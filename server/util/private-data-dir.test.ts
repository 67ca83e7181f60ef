/** DATA_DIR is private to the server's user: the database, the JWT secret and the outbox included. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from '../logger';
import { call, uniqueUser } from '../testing/api-client';
import { SERVER_START_TIMEOUT_MS, startTestServer } from '../testing/start-test-server';
import { createStubInterpreter } from '../testing/stub-interpreter';
import { preparePrivateDataDir } from './private-data-dir';

/** Every entry below `dir` (and `dir` itself) whose mode lets group or others in. */
function openEntries(dir: string): string[] {
  const found: string[] = [];
  const visit = (p: string) => {
    const st = fs.lstatSync(p);
    if (st.isSymbolicLink()) return;
    if (st.mode & 0o077) found.push(`${path.relative(dir, p) || '.'} ${(st.mode & 0o777).toString(8)}`);
    if (st.isDirectory()) for (const e of fs.readdirSync(p)) visit(path.join(p, e));
  };
  visit(dir);
  return found;
}

function capturingLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  const logger: Logger & { warnings: string[] } = {
    warnings,
    debug: () => {},
    info: () => {},
    warn: (msg) => warnings.push(msg),
    error: () => {},
    child: () => logger,
  };
  return logger;
}

/** preparePrivateDataDir sets the process umask: give the test process its own back afterwards. */
function prepareKeepingUmask(dir: string, logger: Logger): void {
  const previous = process.umask();
  try {
    preparePrivateDataDir(dir, logger);
  } finally {
    process.umask(previous);
  }
}

const made: string[] = [];
const scratch = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dream-analyzer-perm-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the data folder', () => {
  it('starts on a fresh folder with no entry readable by group or others', async () => {
    const dataDir = path.join(scratch(), 'data');
    // Whatever umask the machine has, the server must not depend on it.
    const previous = process.umask(0o022);
    const server = await startTestServer({ env: { DATA_DIR: dataDir }, server: { interpreter: createStubInterpreter() } });
    try {
      // Fill every kind of file: database rows, the generated JWT secret, an outbox mail.
      expect((await call(server, 'POST', '/auth/register', { json: uniqueUser('perm') })).status).toBe(201);
      await server.ctx.mailer.drain();
      expect(fs.readdirSync(path.join(dataDir, 'outbox')).length).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
    } finally {
      await server.close();
      process.umask(previous);
    }
    expect(fs.readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(0);
    expect(openEntries(dataDir)).toEqual([]);
  }, SERVER_START_TIMEOUT_MS);

  it('tightens a folder it finds too open, with a warning', () => {
    const dataDir = path.join(scratch(), 'data');
    fs.mkdirSync(path.join(dataDir, 'outbox'), { recursive: true, mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    fs.writeFileSync(path.join(dataDir, 'jwt-secret'), 'x'.repeat(48), { mode: 0o644 });
    fs.writeFileSync(path.join(dataDir, 'outbox', 'a.eml'), 'mail', { mode: 0o666 });
    const logger = capturingLogger();
    prepareKeepingUmask(dataDir, logger);
    expect(openEntries(dataDir)).toEqual([]);
    expect((fs.statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
    expect((fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toString(8)).toBe('600');
    expect(logger.warnings).toEqual(['DATA_DIR was readable by other users; it is now private to this user']);
  });

  it('leaves a private folder alone, without a warning', () => {
    const dataDir = scratch();
    fs.chmodSync(dataDir, 0o700);
    const logger = capturingLogger();
    prepareKeepingUmask(dataDir, logger);
    expect(logger.warnings).toEqual([]);
  });
});
