/** npm run create-admin: creates and promotes admins, and refuses to touch a PGlite folder in use. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../server/config';
import { createLogger } from '../server/logger';
import { startServer } from '../server/server';
import { call, login } from '../server/testing/api-client';
import { createStubInterpreter } from '../server/testing/stub-interpreter';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'create-admin-test-'));
const PASSWORD = 'Admin-Secret42';

async function createAdmin(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run('node_modules/.bin/tsx', ['scripts/create-admin.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('create-admin on PGlite', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates an admin, refuses while the server runs, promotes when it is stopped', async () => {
    const created = await createAdmin(['--email', 'Root@Example.test', '--username', 'root'], { ADMIN_PASSWORD: PASSWORD });
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/Created admin root <root@example.test>/);

    const weak = await createAdmin(['--email', 'b@example.test', '--username', 'bee'], { ADMIN_PASSWORD: 'weak' });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/Password does not meet requirements/);

    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMITS: 'off' });
    const server = await startServer(config, createLogger('warn'), { interpreter: createStubInterpreter() });
    try {
      const tokens = await login(server, 'root@example.test', PASSWORD);
      expect(tokens.user).toMatchObject({ role: 'ADMIN', email_verified: true });
      const reg = await call(server, 'POST', '/auth/register', { json: { username: 'later', email: 'later@example.test', password: PASSWORD } });
      expect(reg.status).toBe(201);

      const refused = await createAdmin(['--promote', 'later@example.test']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/is running on .*Stop the server/s);
      // The server is unharmed.
      expect((await call(server, 'GET', '/health')).status).toBe(200);
    } finally {
      await server.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const promoted = await createAdmin(['--promote', 'later@example.test']);
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toMatch(/is now an admin/);
    const missing = await createAdmin(['--promote', 'ghost@example.test']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/No user has the email/);
  }, 240_000);

  it('prints usage for missing arguments', async () => {
    const res = await createAdmin(['--email', 'x@example.test']);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/Usage:/);
  });
});
