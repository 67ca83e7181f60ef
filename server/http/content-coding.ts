/**
 * Which compression a client accepts, shared by the static files (precompressed twins) and the
 * on-the-fly compression of dynamic answers, so both choose the same way.
 */
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

export type Coding = 'br' | 'gzip';

/** Brotli first: it is smaller than gzip for text at a comparable cost. */
const PREFERENCE: readonly Coding[] = ['br', 'gzip'];

/**
 * The best coding the `Accept-Encoding` header allows among `available`, or null for the identity.
 * Honours q-values, `q=0` refusals and the `*` wildcard.
 */
export function chooseCoding(acceptEncoding: string | undefined, available: readonly Coding[] = PREFERENCE): Coding | null {
  if (!acceptEncoding) return null;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((a) => a.type === '*')?.q;
  let best: { coding: Coding; q: number } | null = null;
  for (const coding of PREFERENCE) {
    if (!available.includes(coding)) continue;
    const q = accepts.find((a) => a.type.toLowerCase() === coding)?.q ?? wildcard ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { coding, q };
  }
  return best?.coding ?? null;
}

/** True for text-like types whose size compression cuts (HTML, JS, CSS, JSON, SVG, CSV…). */
export function isCompressible(contentType: string | null | undefined): boolean {
  return Boolean(contentType) && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType ?? '');
}

/** Adds `Accept-Encoding` to a response's `Vary`, once: caches must keep one copy per coding. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}
