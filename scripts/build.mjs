// `npm run build`: the SPA, the widget, the component library (with type declarations) and the
// server bundle, then a size report of what browsers download.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { buildServer } from './build-server.mjs';

const only = new Set(process.argv.slice(2));
const want = (part) => only.size === 0 || only.has(part);

if (want('app')) await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
if (want('embed')) {
  const outputs = await build({ configFile: 'vite.embed.config.ts', logLevel: 'warn' });
  const entry = [outputs].flat().flatMap((o) => ('output' in o ? o.output : [])).find((c) => c.type === 'chunk' && c.isEntry);
  if (!entry) throw new Error('The widget build produced no entry chunk');
  process.env.WIDGET_ENTRY = `./${entry.fileName}`;
  await build({ configFile: 'vite.embed-loader.config.ts', logLevel: 'warn' });
}
if (want('embed')) writeVersionedLoader();
if (want('lib')) {
  await build({ configFile: 'vite.lib.config.ts', logLevel: 'warn' });
  execFileSync(path.resolve('node_modules/.bin/tsc'), ['-p', 'tsconfig.lib.json'], { stdio: 'inherit' });
}
if (want('app')) finishServedFolder('dist/app', 'dist/sourcemaps/app');
if (want('embed')) finishServedFolder('dist/embed', 'dist/sourcemaps/embed');
if (want('server')) await buildServer();
fs.writeFileSync('dist/.build-stamp', new Date().toISOString() + '\n');

/**
 * Readies a folder the server serves: source maps move out of it (kept under dist/sourcemaps/
 * for local debugging, never public), and every text file gets brotli and gzip twins at the
 * highest settings, which the server sends to browsers that accept them.
 */
function finishServedFolder(dir, mapsDir) {
  fs.rmSync(mapsDir, { recursive: true, force: true });
  for (const rel of fs.readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, rel);
    if (!fs.statSync(file).isFile()) continue;
    if (file.endsWith('.map')) {
      fs.mkdirSync(path.dirname(path.join(mapsDir, rel)), { recursive: true });
      fs.renameSync(file, path.join(mapsDir, rel));
      continue;
    }
    if (!/\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/.test(file)) continue;
    const raw = fs.readFileSync(file);
    const br = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
    const gz = zlib.gzipSync(raw, { level: 9 });
    // A twin no smaller than the file would only cost the browser a decompression.
    if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
  }
}

/**
 * A copy of the loader under a content-hashed name, for partners who pin a version with
 * Subresource Integrity; dist/embed/manifest.json gives its name and integrity value.
 */
function writeVersionedLoader() {
  const loader = fs.readFileSync('dist/embed/dream-analyzer.js');
  const hash = crypto.createHash('sha256').update(loader).digest('hex').slice(0, 10);
  const versioned = `dream-analyzer.${hash}.js`;
  fs.writeFileSync(path.join('dist/embed', versioned), loader);
  const integrity = `sha384-${crypto.createHash('sha384').update(loader).digest('base64')}`;
  fs.writeFileSync('dist/embed/manifest.json', JSON.stringify({ loader: 'dream-analyzer.js', versioned, integrity }, null, 2) + '\n');
  console.log(`widget SRI: <script src="/embed/${versioned}" integrity="${integrity}" crossorigin="anonymous" async></script>`);
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const jsFiles = (dir) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true }).filter((f) => /\.(js|css)$/.test(f)).map((f) => path.join(dir, f))
    : [];

if (fs.existsSync('dist/embed/dream-analyzer.js')) {
  const loader = gzipSize('dist/embed/dream-analyzer.js');
  // What a browser downloads: the loader and the chunks, not the versioned copy of the loader.
  const total = jsFiles('dist/embed')
    .filter((f) => !/dream-analyzer\.[0-9a-f]{10}\.js$/.test(f) && !f.endsWith('demo.js'))
    .reduce((sum, f) => sum + gzipSize(f), 0);
  console.log(`widget loader dream-analyzer.js: ${kb(loader)} gzip (budget 2 KB)`);
  console.log(`widget total download: ${kb(total)} gzip (budget 90 KB)`);
}
if (fs.existsSync('dist/app/index.html')) {
  const html = fs.readFileSync('dist/app/index.html', 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => path.join('dist/app', m[1]));
  console.log(`SPA initial JS+CSS: ${kb(initial.reduce((s, f) => s + gzipSize(f), 0))} gzip`);
}
