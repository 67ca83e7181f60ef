/**
 * Compression of what the server writes itself (the app's HTML, API JSON, exports), for clients
 * that accept it. Built files arrive already compressed from the static handler and pass through.
 */
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
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
    if (c.req.method === 'HEAD' || !res.body || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (res.headers.has('Content-Encoding') || !isCompressible(res.headers.get('Content-Type'))) return;
    if (/(^|,)\s*no-transform\s*(,|$)/i.test(res.headers.get('Cache-Control') ?? '')) return;
    const length = Number(res.headers.get('Content-Length') ?? NaN);
    if (length < threshold) return;
    const headers = new Headers(res.headers);
    varyOnEncoding(headers);
    const coding = chooseCoding(c.req.header('Accept-Encoding'));
    if (!coding) {
      c.res = new Response(res.body, { status: res.status, statusText: res.statusText, headers });
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
      c.res = new Response(new Uint8Array(Buffer.concat(head)), { status: res.status, statusText: res.statusText, headers });
      return;
    }
    headers.delete('Content-Length');
    headers.set('Content-Encoding', coding);
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    const body = done ? compressWhole(Buffer.concat(head), coding) : compressStream(head, reader, coding);
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}

function compressWhole(bytes: Buffer, coding: Coding): Uint8Array<ArrayBuffer> {
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
  const source = Readable.from(chunks());
  const encoder = coding === 'br' ? zlib.createBrotliCompress(BROTLI) : zlib.createGzip();
  source.on('error', (err) => encoder.destroy(err));
  return Readable.toWeb(source.pipe(encoder)) as ReadableStream<Uint8Array<ArrayBuffer>>;
}
