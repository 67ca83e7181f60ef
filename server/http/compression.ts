/**
 * Compression of what the server writes itself (the app's HTML, API JSON, exports), for clients
 * that accept it. Built files arrive already compressed from the static handler and pass through.
 */
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { chooseCoding, isCompressible, varyOnEncoding, type Coding } from './content-coding';

/** Below this many bytes the coding's overhead and the CPU are not worth it. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli at quality 4 is about as fast as gzip's default while clearly smaller; the build's
 * twins use the slowest, smallest settings instead, since they are made once.
 */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

export function compression(threshold = COMPRESSION_THRESHOLD): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (res.headers.has('Content-Encoding') || !isCompressible(res.headers.get('Content-Type'))) return;
    if (/(^|,)\s*no-transform\s*(,|$)/i.test(res.headers.get('Cache-Control') ?? '')) return;
    const length = Number(res.headers.get('Content-Length') ?? NaN);
    if (length < threshold) return;

    // Most answers (every c.json) hold their whole body already: decide on it without turning the
    // response into a stream, so the Node adapter keeps writing it in one go.
    const immediate = immediateBody(res);
    if (immediate !== undefined) {
      if (immediate === null) return;
      varyOnEncoding(res.headers);
      const coding = chooseCoding(c.req.header('Accept-Encoding'));
      if (!coding || (typeof immediate === 'string' ? Buffer.byteLength(immediate) : immediate.byteLength) < threshold) return;
      const bytes = typeof immediate === 'string' ? Buffer.from(immediate) : immediate;
      const headers = compressedHeaders(res.headers, coding);
      replaceResponse(c, new Response(compressWhole(bytes, coding), { status: res.status, statusText: res.statusText, headers }));
      return;
    }

    if (!res.body) return;
    const headers = new Headers(res.headers);
    varyOnEncoding(headers);
    const coding = chooseCoding(c.req.header('Accept-Encoding'));
    if (!coding) {
      replaceResponse(c, new Response(res.body, { status: res.status, statusText: res.statusText, headers }));
      return;
    }

    // Read as far as the threshold: a body that ends before it goes out as it is, a body known
    // in full is compressed at once, and a longer stream (an export) is compressed as it flows,
    // so memory stays flat whatever its size.
    const reader = res.body.getReader();
    const head: Uint8Array[] = [];
    let size = 0;
    let done = false;
    while (size < threshold) {
      const chunk = await reader.read();
      if (chunk.done) {
        done = true;
        break;
      }
      head.push(chunk.value);
      size += chunk.value.byteLength;
    }
    if (done && size < threshold) {
      replaceResponse(c, new Response(new Uint8Array(Buffer.concat(head)), { status: res.status, statusText: res.statusText, headers }));
      return;
    }
    const body = done ? compressWhole(Buffer.concat(head), coding) : compressStream(head, reader, coding);
    replaceResponse(c, new Response(body, { status: res.status, statusText: res.statusText, headers: compressedHeaders(headers, coding) }));
  };
}

/** The headers of the compressed answer: its coding, no length, and a weak validator (the bytes differ). */
function compressedHeaders(source: Headers, coding: Coding): Headers {
  const headers = new Headers(source);
  headers.delete('Content-Length');
  headers.set('Content-Encoding', coding);
  const etag = headers.get('ETag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  return headers;
}

/**
 * Hono's setter merges the old response into a new one: it reads the old body as a stream and
 * copies the old headers over the new ones, which would put the uncompressed Content-Length back
 * on a compressed body (the browser then waits for bytes that never come). The new response
 * already carries every header it should, so it is put in place as it is.
 */
function replaceResponse(c: Context, res: Response): void {
  c.res = undefined;
  c.res = res;
}

/**
 * The body a response was built from when @hono/node-server's lightweight Response still holds it
 * as a string or bytes (null for none); undefined when it is a stream or unknown. Reading `.body`
 * instead would build the full Fetch Response and force the adapter's slower streaming path.
 */
export function immediateBody(res: Response): string | Uint8Array | null | undefined {
  const key = Object.getOwnPropertySymbols(res).find((s) => s.description === 'cache');
  const cached: unknown = key ? (res as unknown as Record<symbol, unknown>)[key] : undefined;
  if (!Array.isArray(cached)) return undefined;
  const body: unknown = cached[1];
  return body === null || typeof body === 'string' || body instanceof Uint8Array ? body : undefined;
}

function compressWhole(bytes: Uint8Array, coding: Coding): Uint8Array<ArrayBuffer> {
  return new Uint8Array(coding === 'br' ? zlib.brotliCompressSync(bytes, BROTLI) : zlib.gzipSync(bytes));
}

function compressStream(head: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>, coding: Coding): ReadableStream<Uint8Array<ArrayBuffer>> {
  async function* chunks() {
    yield* head;
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return;
      yield chunk.value;
    }
  }
  // One chunk ahead at most: the default would read up to 16 of the source's chunks (16 batches of an
  // export) before the compressor asks for them.
  const source = Readable.from(chunks(), { objectMode: true, highWaterMark: 1 });
  const encoder = coding === 'br' ? zlib.createBrotliCompress(BROTLI) : zlib.createGzip();
  source.on('error', (err) => encoder.destroy(err));
  return Readable.toWeb(source.pipe(encoder)) as ReadableStream<Uint8Array<ArrayBuffer>>;
}
