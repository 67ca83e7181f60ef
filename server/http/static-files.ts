/** Serves the built SPA (with client-side routing fallback) and the widget files. */
import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Mount the widget under /embed/ and the SPA under /, from `root` (the build output folder). */
export function mountStaticFiles(app: Hono, root: string): void {
  const appDir = path.join(root, 'app');
  const embedDir = path.join(root, 'embed');

  if (fs.existsSync(embedDir)) app.use(
    '/embed/*',
    serveStatic({
      root: embedDir,
      rewriteRequestPath: (p) => p.replace(/^\/embed/, ''),
      onFound: (filePath, c) => {
        // Partner pages on other origins load these files.
        c.header('Cross-Origin-Resource-Policy', 'cross-origin');
        c.header('Access-Control-Allow-Origin', '*');
        c.header('Cache-Control', isHashed(filePath) ? IMMUTABLE : 'public, max-age=300, must-revalidate');
      },
    }),
  );

  if (fs.existsSync(appDir)) app.use(
    '/*',
    serveStatic({
      root: appDir,
      onFound: (filePath, c) => {
        c.header('Cache-Control', isHashed(filePath) ? IMMUTABLE : 'no-cache');
      },
    }),
  );

  // Any other GET that wants HTML is a client-side route: answer with the SPA shell.
  app.get('*', (c) => {
    const index = path.join(appDir, 'index.html');
    if (!fs.existsSync(index)) {
      return c.text('The web app is not built yet. Run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(fs.readFileSync(index, 'utf8'));
  });
}

/** Vite names built assets `name-<hash>.ext`; those never change and may be cached for a year. */
function isHashed(filePath: string): boolean {
  return /[-.][A-Za-z0-9_]{8,}\.(js|css|woff2?|png|svg|jpg|webp|map)$/.test(filePath) && filePath.includes(`${path.sep}assets${path.sep}`);
}
