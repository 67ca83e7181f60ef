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

if (want('app')) {
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
  execFileSync(process.execPath, ['scripts/prerender.mjs'], { stdio: 'inherit' });
}
/** The widget's files a browser needs before the text box shows, beside the loader (paths in dist/embed). */
let widgetFirstPaint;
if (want('embed')) {
  const outputs = await build({ configFile: 'vite.embed.config.ts', logLevel: 'warn' });
  const bundle = [outputs].flat().flatMap((o) => ('output' in o ? o.output : []));
  const entry = bundle.find((c) => c.type === 'chunk' && c.isEntry);
  if (!entry) throw new Error('The widget build produced no entry chunk');
  widgetFirstPaint = staticClosure(entry, bundle);
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

/** The entry chunk, the chunks it imports statically (recursively) and their CSS: what runs before anything renders. */
function staticClosure(entry, bundle) {
  const byName = new Map(bundle.map((c) => [c.fileName, c]));
  const files = new Set();
  const visit = (chunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(entry);
  return [...files];
}

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

// ---------------------------------------------------------------------------------------------
// Download sizes. Budgets in bytes (gzip, as most partners' servers and CDNs send it), all enforced.
// The figures also go to dist/sizes.json for `npm run bench`.

const WIDGET_BUDGETS = {
  loader: 2 * 1024,
  first_paint: 60 * 1024,
  total: 80 * 1024,
};

/** What index.html makes a browser fetch before the first page can take input: scripts, modulepreloads, stylesheets. */
const SPA_INITIAL_BUDGET = 100 * 1024;

function compressedSizes(files) {
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const raw = fs.readFileSync(file);
    gzip += zlib.gzipSync(raw, { level: 9 }).length;
    brotli += zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }).length;
  }
  return { gzip, brotli, files: files.map((f) => path.relative('dist', f).split(path.sep).join('/')) };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Prints the sizes, writes dist/sizes.json and returns the budgets exceeded (empty when all hold). */
function reportSizes() {
  const sizesFile = 'dist/sizes.json';
  let previous = {};
  try {
    previous = JSON.parse(fs.readFileSync(sizesFile, 'utf8'));
  } catch {
    // first build, or a file from an older format: start afresh
  }
  const report = { generated: new Date().toISOString(), budgets_gzip: { widget: WIDGET_BUDGETS, spa_initial: SPA_INITIAL_BUDGET }, widget: previous.widget, spa_initial: previous.spa_initial };
  const over = [];
  const line = (label, m, budget) =>
    console.log(`${label}: ${kb(m.gzip)} gzip, ${kb(m.brotli)} brotli${budget ? ` (budget ${kb(budget)} gzip)` : ''}`);

  // Only what this run built is measured again; the other figures stay as the last build left them.
  if (want('embed')) {
    const loader = 'dist/embed/dream-analyzer.js';
    const firstPaint = [loader, ...widgetFirstPaint.map((f) => path.join('dist/embed', f))];
    // Everything the widget may fetch: the loader and all chunks (not the versioned copy of the loader, nor the demo page's script).
    const all = [loader, ...fs.readdirSync('dist/embed/assets').filter((f) => /\.(js|css)$/.test(f)).map((f) => path.join('dist/embed/assets', f))];
    report.widget = { loader: compressedSizes([loader]), first_paint: compressedSizes(firstPaint), total: compressedSizes(all) };
    line('widget loader dream-analyzer.js', report.widget.loader, WIDGET_BUDGETS.loader);
    line('widget until the text box shows (loader, entry chunk, its static imports, CSS)', report.widget.first_paint, WIDGET_BUDGETS.first_paint);
    line('widget total download', report.widget.total, WIDGET_BUDGETS.total);
    for (const [part, budget] of Object.entries(WIDGET_BUDGETS)) {
      const gzip = report.widget[part].gzip;
      if (gzip > budget) over.push(`widget ${part.replace('_', ' ')}: ${kb(gzip)} gzip, budget ${kb(budget)}`);
    }
  }
  if (want('app') && fs.existsSync('dist/app/index.html')) {
    const html = fs.readFileSync('dist/app/index.html', 'utf8');
    const initial = [...new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => path.join('dist/app', m[1])))];
    report.spa_initial = compressedSizes(initial);
    line('SPA initial JS+CSS', report.spa_initial, SPA_INITIAL_BUDGET);
    if (report.spa_initial.gzip > SPA_INITIAL_BUDGET) over.push(`SPA initial JS+CSS: ${kb(report.spa_initial.gzip)} gzip, budget ${kb(SPA_INITIAL_BUDGET)}`);
  }
  if (report.widget || report.spa_initial) fs.writeFileSync(sizesFile, JSON.stringify(report, null, 2) + '\n');
  return over;
}

// Last: the budgets' constants above must be initialised before the report reads them.
const overBudget = reportSizes();
if (overBudget.length > 0) {
  console.error(`\nBuild failed: over a download budget.\n  ${overBudget.join('\n  ')}`);
  console.error('dist/sizes.json lists the files measured. Keep what the first view does not need in lazy chunks (docs/architecture.md, "The widget\'s weight" and "The app\'s first load").');
  process.exit(1);
}
fs.writeFileSync('dist/.build-stamp', new Date().toISOString() + '\n');
