/**
 * The built files as browsers get them: precompressed twins by Accept-Encoding, a year of caching
 * for hashed names, ETag revalidation for the pages and the widget loader, 404 for missing files,
 * and the app's page only for page navigations.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compression, immediateBody } from './compression';
import { mountStaticFiles } from './static-files';

let root: string;
let app: Hono;
const SHELL = `<!doctype html><html><head><title>Dream Analyzer</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const FIRST_VIEW = (route: string) => SHELL.replace('<div id="root"></div>', `<div id="root" data-first-view="${route}"><main id="main"></main></div>`);
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

function write(rel: string, content: string, twins = false) {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  if (twins) {
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
  }
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dream-analyzer-static-'));
  write('app/index.html', SHELL, true);
  write('app/first-view/index.html', FIRST_VIEW('/'), true);
  write('app/first-view/login.html', FIRST_VIEW('/login'), true);
  write('app/robots.txt', 'User-agent: *\nDisallow: /api/\n');
  write('app/assets/index-AbCdEf12.js', SCRIPT, true);
  write('app/assets/logo-AbCdEf12.png', 'not really a png');
  write('embed/dream-analyzer.js', SCRIPT, true);
  write('embed/assets/widget-AbCdEf12.js', SCRIPT, true);
  write('app/.secret', 'hidden');
  app = new Hono();
  app.use('*', compression());
  mountStaticFiles(app, root);
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

describe('precompressed twins', () => {
  it('sends the brotli twin to a browser that accepts it, with Vary', async () => {
    const res = await get('/assets/index-AbCdEf12.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(SCRIPT);
  });

  it('sends gzip when brotli is refused or not offered, and the plain file to others', async () => {
    const gz = await get('/assets/index-AbCdEf12.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-AbCdEf12.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await plain.text()).toBe(SCRIPT);
  });
});

describe('caching', () => {
  it('keeps hashed files for a year', async () => {
    for (const url of ['/assets/index-AbCdEf12.js', '/embed/assets/widget-AbCdEf12.js']) {
      expect((await get(url)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it.each([
    ['the app page', '/', { Accept: 'text/html' }],
    ['the widget loader', '/embed/dream-analyzer.js', {}],
  ])('revalidates %s with an ETag and answers 304 while it is unchanged', async (_, url, headers) => {
    const first = await get(url, { ...headers, 'Accept-Encoding': 'br' });
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toMatch(/no-cache|must-revalidate/);
    const again = await get(url, { ...headers, 'Accept-Encoding': 'br', 'If-None-Match': tag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    // Another coding is another representation, with a tag of its own.
    const plain = await get(url, headers);
    expect(plain.headers.get('etag')).not.toBe(tag);
    expect((await get(url, { ...headers, 'If-None-Match': tag ?? '' })).status).toBe(200);
  });

  it('lets partner pages on other origins load the widget files', async () => {
    const res = await get('/embed/dream-analyzer.js');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});

describe('what is there and what is not', () => {
  it('serves robots.txt as text, not the app page', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toContain('User-agent: *');
  });

  it.each(['/assets/missing-AbCdEf12.js', '/embed/assets/missing.js', '/embed/nothing.js', '/favicon.ico', '/.secret', '/assets/../.secret', '/%2e%2e/etc/passwd'])(
    'answers 404 for %s, even to a browser that asks for HTML',
    async (url) => {
      const res = await get(url, { Accept: 'text/html,*/*', 'Sec-Fetch-Mode': 'no-cors' });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    },
  );

  it('answers a page navigation to any route with the app page', async () => {
    for (const headers of [{ 'Sec-Fetch-Mode': 'navigate' }, { Accept: 'text/html,application/xhtml+xml' }] as Record<string, string>[]) {
      const res = await get('/dream-history', headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toBe(SHELL);
    }
  });

  it("answers a navigation to a page built ahead with that page's first view, compressed like any page", async () => {
    const navigate = { 'Sec-Fetch-Mode': 'navigate' };
    expect(await (await get('/', navigate)).text()).toBe(FIRST_VIEW('/'));
    expect(await (await get('/login', navigate)).text()).toBe(FIRST_VIEW('/login'));
    const br = await get('/login', { ...navigate, 'Accept-Encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(FIRST_VIEW('/login'));
    // Not built ahead: the plain page, whose script renders from the start.
    expect(await (await get('/register', navigate)).text()).toBe(SHELL);
    expect(await (await get('/login/extra', navigate)).text()).toBe(SHELL);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.request('/assets/index-AbCdEf12.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(await res.text()).toBe('');
  });
});

describe('compression of dynamic answers', () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, text: 'a dream of the sea' })) };
  const dynamic = new Hono();
  dynamic.use('*', compression());
  dynamic.get('/big', (c) => c.json(big));
  dynamic.get('/small', (c) => c.json({ status: 'ok' }));
  dynamic.get('/stream', (c) => {
    const encoder = new TextEncoder();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 50) controller.close();
        else controller.enqueue(encoder.encode(`${sent},"a row of the export"\r\n`));
      },
    });
    return c.body(body, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });

  it('compresses JSON of 1 KB or more with brotli, and leaves small answers alone', async () => {
    const res = await dynamic.request('/big', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(big);
    const small = await dynamic.request('/small', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ status: 'ok' });
  });

  it('compresses a streamed answer as it flows', async () => {
    const res = await dynamic.request('/stream', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const text = zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(50);
  });

  it('drops the length of a streamed answer it compresses (a file the build left uncompressed)', async () => {
    const text = 'a line of a page the build wrote without its compressed twins\n'.repeat(400);
    const file = new Hono();
    file.use('*', compression());
    file.get('/page', () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text));
          controller.close();
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(text.length) } });
    });
    const res = await file.request('/page', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    const bytes = Buffer.from(await res.arrayBuffer());
    // A stale length (the uncompressed size) would make a browser wait for the rest of the page.
    expect(res.headers.get('content-length') ?? String(bytes.byteLength)).toBe(String(bytes.byteLength));
    expect(zlib.brotliDecompressSync(bytes).toString()).toBe(text);
  });

  it('sends the identity to a client that accepts no coding', async () => {
    const res = await dynamic.request('/big');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual(big);
  });

  describe('through the Node adapter, where c.json keeps its body as a string', () => {
    let server: ServerType;
    let origin: string;
    const seen: (string | Uint8Array | null | undefined)[] = [];
    beforeAll(async () => {
      const probe = new Hono();
      probe.use('*', async (c, next) => {
        await next();
        seen.push(immediateBody(c.res));
      });
      probe.route('/', dynamic);
      await new Promise<void>((resolve) => {
        server = serve({ fetch: probe.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
          origin = `http://127.0.0.1:${info.port}`;
          resolve();
        });
      });
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const raw = (path: string, acceptEncoding?: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${origin}${path}`, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });

    it('finds the body without reading it as a stream', async () => {
      seen.length = 0;
      await raw('/small');
      expect(seen).toEqual([JSON.stringify({ status: 'ok' })]);
    });

    it('compresses with brotli or gzip and sends a length-less identity with Vary otherwise', async () => {
      const br = await raw('/big', 'br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString())).toEqual(big);
      const gz = await raw('/big', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(zlib.gunzipSync(gz.body).toString())).toEqual(big);
      const plain = await raw('/big');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(plain.headers['content-length'])).toBe(plain.body.byteLength);
      expect(JSON.parse(plain.body.toString())).toEqual(big);
      const small = await raw('/small', 'br');
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(small.body.toString())).toEqual({ status: 'ok' });
    });

    it('still compresses streamed answers', async () => {
      const res = await raw('/stream', 'gzip');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(res.body).toString().split('\r\n').filter(Boolean)).toHaveLength(50);
    });
  });
});
