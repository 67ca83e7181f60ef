// `npm run build`: the SPA, the widget, the component library (with type declarations) and the
// server bundle, then a size report of what browsers download.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { buildServer } from './build-server.mjs';

const only = new Set(process.argv.slice(2));
const want = (part) => only.size === 0 || only.has(part);

if (want('app')) await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
if (want('embed')) await build({ configFile: 'vite.embed.config.ts', logLevel: 'warn' });
if (want('lib')) {
  await build({ configFile: 'vite.lib.config.ts', logLevel: 'warn' });
  execFileSync(path.resolve('node_modules/.bin/tsc'), ['-p', 'tsconfig.lib.json'], { stdio: 'inherit' });
}
if (want('server')) await buildServer();
fs.writeFileSync('dist/.build-stamp', new Date().toISOString() + '\n');

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const jsFiles = (dir) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true }).filter((f) => /\.(js|css)$/.test(f)).map((f) => path.join(dir, f))
    : [];

if (fs.existsSync('dist/embed/dream-analyzer.js')) {
  const loader = gzipSize('dist/embed/dream-analyzer.js');
  const total = jsFiles('dist/embed').reduce((sum, f) => sum + gzipSize(f), 0);
  console.log(`widget loader dream-analyzer.js: ${kb(loader)} gzip (budget 2 KB)`);
  console.log(`widget total download: ${kb(total)} gzip (budget 90 KB)`);
}
if (fs.existsSync('dist/app/index.html')) {
  const html = fs.readFileSync('dist/app/index.html', 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => path.join('dist/app', m[1]));
  console.log(`SPA initial JS+CSS: ${kb(initial.reduce((s, f) => s + gzipSize(f), 0))} gzip`);
}
