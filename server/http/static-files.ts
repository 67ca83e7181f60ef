/**
 * Serves the built SPA and the widget files: the precompressed twin a browser accepts, a year of
 * caching for hashed names, ETag revalidation for the files whose names stay the same, a 404 for
 * missing files, and the SPA's page only for page navigations.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { ERROR_CODES } from '../../lib/core/api/contract';
import { chooseCoding, isCompressible, varyOnEncoding, type Coding } from './content-coding';
import { errorResponse } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Partner pages should pick up a new widget within minutes, then revalidate cheaply. */
const WIDGET_LOADER = 'public, max-age=300, must-revalidate';
/** The app's pages change with every release: always ask, answer 304 while unchanged. */
const REVALIDATE = 'no-cache';

/** The twins the build writes beside every text file. */
const TWINS: Record<Coding, string> = { br: '.br', gzip: '.gz' };

interface SendOptions {
  cacheControl: string;
  /** Give an ETag and answer a matching If-None-Match with 304. */
  revalidate: boolean;
  headers?: Record<string, string>;
}

/** Mount the widget under /embed/ and the SPA under /, from `root` (the build output folder). */
export function mountStaticFiles(app: Hono, root: string): void {
  const appDir = path.join(root, 'app');
  const embedDir = path.join(root, 'embed');

  app.on(['GET', 'HEAD'], '/embed/*', (c) => {
    const file = resolveInside(embedDir, c.req.path.slice('/embed'.length));
    if (!file) return notFound(c);
    const hashed = isHashed(file);
    return sendFile(c, file, {
      cacheControl: hashed ? IMMUTABLE : WIDGET_LOADER,
      revalidate: !hashed,
      // Partner pages on other origins load these files.
      headers: { 'Cross-Origin-Resource-Policy': 'cross-origin', 'Access-Control-Allow-Origin': '*' },
    });
  });

  app.on(['GET', 'HEAD'], '/*', (c) => {
    const file = resolveInside(appDir, c.req.path);
    if (file) return sendFile(c, file, isHashed(file) ? { cacheControl: IMMUTABLE, revalidate: false } : { cacheControl: REVALIDATE, revalidate: true });
    // A missing script or image must fail as one, not arrive as the app's HTML with a 200.
    if (c.req.path.startsWith('/assets/') || !isNavigation(c)) return notFound(c);
    const page = firstViewPage(appDir, c.req.path) ?? path.join(appDir, 'index.html');
    if (!fs.existsSync(page)) {
      return c.text('The web app is not built yet. Run `npm run build` (npm start does it for you).', 503);
    }
    return sendFile(c, page, { cacheControl: REVALIDATE, revalidate: true });
  });
}

/**
 * The page with a guest's first view of `urlPath` already in it, when the build wrote one
 * (scripts/prerender.mjs): it paints before the script arrives. Any other route gets the plain page.
 */
function firstViewPage(appDir: string, urlPath: string): string | null {
  const name = urlPath === '/' ? 'index' : /^\/[a-z-]+$/.exec(urlPath)?.[0].slice(1);
  if (!name) return null;
  const file = path.join(appDir, 'first-view', `${name}.html`);
  return fs.existsSync(file) ? file : null;
}

/**
 * A page navigation (typed address, link, reload) rather than a script, image or API call: the
 * browser says so with Sec-Fetch-Mode, and older clients by asking for HTML.
 */
function isNavigation(c: Context): boolean {
  const mode = c.req.header('Sec-Fetch-Mode');
  if (mode) return mode === 'navigate';
  return (c.req.header('Accept') ?? '').includes('text/html');
}

/** The regular file under `dir` that `urlPath` names, or null; nothing outside `dir`, no dotfiles. */
function resolveInside(dir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.length === 0 || segments.some((s) => s.startsWith('.'))) return null;
  const file = path.join(dir, ...segments);
  if (!file.startsWith(dir + path.sep)) return null;
  try {
    return fs.statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

function sendFile(c: Context, file: string, options: SendOptions): Response {
  const type = getMimeType(file) ?? 'application/octet-stream';
  const headers = new Headers({ 'Content-Type': type, 'Cache-Control': options.cacheControl, ...options.headers });
  let served = file;
  if (isCompressible(type)) {
    varyOnEncoding(headers);
    const available = (Object.keys(TWINS) as Coding[]).filter((coding) => fs.existsSync(file + TWINS[coding]));
    const coding = chooseCoding(c.req.header('Accept-Encoding'), available);
    if (coding) {
      served = file + TWINS[coding];
      headers.set('Content-Encoding', coding);
    }
  }
  const stat = fs.statSync(served);
  if (options.revalidate) {
    const tag = etagOf(served, stat);
    headers.set('ETag', tag);
    if (matches(c.req.header('If-None-Match'), tag)) {
      const kept = new Headers();
      for (const name of ['ETag', 'Cache-Control', 'Vary']) {
        const value = headers.get(name);
        if (value) kept.set(name, value);
      }
      return new Response(null, { status: 304, headers: kept });
    }
  }
  headers.set('Content-Length', String(stat.size));
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(fs.createReadStream(served)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}

/** Strong ETags from the bytes sent, remembered while the file's size and time stay the same. */
const etags = new Map<string, { key: string; tag: string }>();

function etagOf(file: string, stat: fs.Stats): string {
  const key = `${stat.size}:${stat.mtimeMs}`;
  const known = etags.get(file);
  if (known?.key === key) return known.tag;
  const tag = `"${createHash('sha256').update(fs.readFileSync(file)).digest('base64url').slice(0, 27)}"`;
  etags.set(file, { key, tag });
  return tag;
}

function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === tag);
}

function notFound(c: Context) {
  return errorResponse(c, 404, ERROR_CODES.notFound, 'Not Found');
}

/**
 * Vite names built assets `name-<hash>.ext`, and the build copies the widget loader under a name
 * with its content hash for pinning; those never change and may be cached for a year.
 */
function isHashed(filePath: string): boolean {
  if (/dream-analyzer\.[0-9a-f]{10}\.js$/.test(filePath)) return true;
  return /[-.][A-Za-z0-9_]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/.test(filePath) && filePath.includes(`${path.sep}assets${path.sep}`);
}
