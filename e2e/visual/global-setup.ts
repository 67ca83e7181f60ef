/**
 * Serves the static Storybook build and starts the production server (fresh data folder) for
 * the visual suite; their URLs reach the specs as VISUAL_STORYBOOK_URL and VISUAL_APP_URL.
 * The app server gets the administrator of the browser tests and the fixed user and dreams of seed.ts.
 * VISUAL_SKIP_APP=1 skips the production server (when only stories are run).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAdmin } from '../support/global-setup';
import { startProductionServer, type ProductionServer } from '../support/production-server';
import { seedVisualData } from './seed';
import { startStaticServer } from './static-server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!fs.existsSync('storybook-static/index.json')) throw new Error('Build the catalogue first: npm run build-storybook');
  const storybook = await startStaticServer('storybook-static');
  process.env.VISUAL_STORYBOOK_URL = storybook.url;

  let app: ProductionServer | null = null;
  let dataDir: string | null = null;
  if (process.env.VISUAL_SKIP_APP !== '1' && fs.existsSync('dist/server/main.js') && fs.existsSync('dist/app/index.html')) {
    // The admin is created in the fresh folder before the server opens it (PGlite allows one process).
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dream-analyzer-visual-'));
    process.env.VISUAL_HAS_ADMIN = createAdmin(dataDir) ? '1' : '';
    app = await startProductionServer({ DATA_DIR: dataDir });
    process.env.VISUAL_APP_URL = app.url;
    await seedVisualData(app.url);
  }
  return async () => {
    await storybook.close();
    await app?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
