/** Starts one production server for the browser suite; its URL reaches tests as E2E_BASE_URL. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProductionServer } from './production-server';

/** The administrator every admin test signs in as (created before the server starts). */
export const E2E_ADMIN = { email: 'admin@example.com', username: 'admin', password: 'Admin-Passw0rd!' };

/**
 * With PGlite only one process may open the data folder, so the admin is created in the fresh
 * folder before the server starts. Without scripts/create-admin.ts the admin tests skip themselves.
 */
export function createAdmin(dataDir: string): boolean {
  if (!fs.existsSync('scripts/create-admin.ts')) return false;
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['scripts/create-admin.ts', '--email', E2E_ADMIN.email, '--username', E2E_ADMIN.username], {
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: E2E_ADMIN.password, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  return true;
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dream-analyzer-e2e-'));
  const hasAdmin = createAdmin(dataDir);
  const server = await startProductionServer({ DATA_DIR: dataDir });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_HAS_ADMIN = hasAdmin ? '1' : '';
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
