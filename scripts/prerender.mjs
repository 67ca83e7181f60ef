// The public pages' first view as a guest sees it, written into copies of the app's page at build
// time (dist/app/first-view/), so a browser paints the page before the script has arrived. Runs in
// a process of its own: the page's modules need a window and a document, which happy-dom lends
// here and which must not leak into the other builds.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Window } from 'happy-dom';
import { build } from 'vite';

const APP_DIR = 'dist/app';
const BUNDLE_DIR = 'dist/.first-view';
const OUT_DIR = path.join(APP_DIR, 'first-view');

// The app's own build settings (Preact in place of React), bundled for Node with every dependency
// inside, resolved as the browser build resolves them.
await build({
  configFile: 'vite.config.ts',
  // Tailwind's plugin warns about source maps this bundle does not make.
  logLevel: 'error',
  build: { ssr: 'first-view.tsx', outDir: path.resolve(BUNDLE_DIR), emptyOutDir: true, sourcemap: false, rollupOptions: { output: { format: 'esm', entryFileNames: 'first-view.mjs' } } },
  ssr: { noExternal: true, resolve: { conditions: ['module', 'browser', 'import', 'default'] } },
});

// A first visit: nothing stored, a phone-sized window, the system's light theme.
const win = new Window({ url: 'http://localhost/', width: 412, height: 823 });
globalThis.window = win;
for (const name of ['document', 'localStorage', 'sessionStorage', 'location', 'history', 'matchMedia', 'getComputedStyle', 'HTMLElement', 'Element', 'Node', 'StorageEvent', 'CustomEvent', 'requestAnimationFrame', 'cancelAnimationFrame', 'navigator']) {
  if (!(name in globalThis)) globalThis[name] = win[name];
}

const { renderFirstView, FIRST_VIEW_PATHS, FIRST_VIEW_AUDIENCE, FIRST_VIEW_PAGE_MODULES, APP_SCRIPTS_TEMPLATE_ID, APP_START_SCRIPT } = await import(pathToFileURL(path.resolve(BUNDLE_DIR, 'first-view.mjs')).href);
const MANIFEST_DIR = path.join(APP_DIR, '.vite');
const manifest = JSON.parse(fs.readFileSync(path.join(MANIFEST_DIR, 'manifest.json'), 'utf8'));
const template = startAfterFirstPaint(fs.readFileSync(path.join(APP_DIR, 'index.html'), 'utf8'));
const EMPTY_ROOT = '<div id="root"></div>';
if (!template.includes(EMPTY_ROOT)) throw new Error(`${APP_DIR}/index.html has no ${EMPTY_ROOT}`);
fs.rmSync(OUT_DIR, { recursive: true, force: true });
fs.mkdirSync(OUT_DIR, { recursive: true });
/**
 * The first view is a picture of the page until the app's render replaces it, about a second
 * later: nothing in it takes typing meanwhile, which the replacement would lose. Text fields are
 * read-only and choices disabled (both look as they will), a form's buttons announce themselves
 * unavailable, and the start script keeps the forms from being sent as plain HTML forms. Plain
 * buttons (the Menu, Show password, Logout) stay live: the start script keeps their presses for the
 * app to replay once it has taken over.
 */
function inert(html) {
  return html
    .replace(/<textarea /g, '<textarea readonly ')
    .replace(/<input (?=[^>]*type="(?:radio|checkbox)")/g, '<input disabled ')
    .replace(/<input (?![^>]*type="(?:radio|checkbox)")/g, '<input readonly ')
    .replace(/<button (?![^>]*type="button")/g, '<button aria-disabled="true" ');
}

/**
 * These pages paint before their script: the app's module and preload tags move into an inert
 * <template>, and the start script (lib/core/app-start-script.ts) writes them into the page once
 * the first view has painted, so the script's download and run do not hold up that paint.
 */
function startAfterFirstPaint(html) {
  const tags = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;
  const moved = html.match(tags) ?? [];
  if (!moved.some((tag) => tag.startsWith('<script'))) throw new Error(`${APP_DIR}/index.html has no module script`);
  const first = html.search(tags);
  const rest = html.replace(tags, '');
  const withTemplate = `${rest.slice(0, first)}<template id="${APP_SCRIPTS_TEMPLATE_ID}">${moved.map((tag) => tag.trim()).join('')}</template>\n    ${rest.slice(first)}`;
  if (!withTemplate.includes('</head>')) throw new Error(`${APP_DIR}/index.html has no </head>`);
  return withTemplate.replace('</head>', `  <script>${APP_START_SCRIPT}</script>\n  </head>`);
}

/**
 * The chunks of a page loaded on demand (the page's module and what it imports, recursively) that
 * the app's own preloads do not already fetch, as modulepreload tags. Written into the route's
 * <template> beside the app's, they are fetched as the app starts; otherwise the router's first
 * navigation would make each of them a link element, one of the longest steps of the start.
 */
function pagePreloads(route, alreadyThere) {
  const source = FIRST_VIEW_PAGE_MODULES[route];
  if (!source) return '';
  const page = manifest[source];
  if (!page?.isDynamicEntry) throw new Error(`The build has no page chunk loaded on demand for ${source} (${route})`);
  const files = new Set();
  const visit = (entry) => {
    if (files.has(entry.file)) return;
    files.add(entry.file);
    for (const key of entry.imports ?? []) visit(manifest[key]);
  };
  visit(page);
  return [...files]
    .filter((file) => !alreadyThere.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

for (const route of FIRST_VIEW_PATHS) {
  const html = inert(await renderFirstView(route));
  if (!html.includes('id="main"')) throw new Error(`The first view of ${route} rendered no page`);
  const templateEnd = template.indexOf('</template>');
  const withPage = `${template.slice(0, templateEnd)}${pagePreloads(route, template.slice(0, templateEnd))}${template.slice(templateEnd)}`;
  let page = withPage.replace(EMPTY_ROOT, `<div id="root" data-first-view="${route}">${html}</div>`);
  // For whom the view was built: the head's start script and app/first-view.css read it before the body.
  if (!page.includes('<html lang="en">')) throw new Error(`${APP_DIR}/index.html has no <html lang="en">`);
  page = page.replace('<html lang="en">', `<html lang="en" data-first-view-audience="${FIRST_VIEW_AUDIENCE[route]}">`);
  fs.writeFileSync(path.join(OUT_DIR, `${route === '/' ? 'index' : route.slice(1)}.html`), page);
}
fs.rmSync(BUNDLE_DIR, { recursive: true, force: true });
// The manifest was for the preloads above; it is no file for the public.
fs.rmSync(MANIFEST_DIR, { recursive: true, force: true });
win.happyDOM.abort();
process.exit(0);
