/** Raw HTTP for the fuzz suites: exactly the bytes given, no JSON encoding, no retries. */
import type { RunningServer } from '../server';

/** The API's body limit (server/app.ts MAX_BODY_BYTES), repeated so a silent change is noticed. */
export const BODY_LIMIT = 256 * 1024;

export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array<ArrayBuffer> | undefined;
}

export interface RawResponse {
  status: number;
  contentType: string;
  text: string;
}

/** Send exactly these bytes; no JSON encoding, no retries. */
export async function send(server: Pick<RunningServer, 'url'>, req: RawRequest): Promise<RawResponse> {
  const res = await fetch(`${server.url}/api${req.path}`, { method: req.method, headers: req.headers, body: req.body });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** A string's UTF-8 bytes. */
export const utf8 = (s: string) => new TextEncoder().encode(s);

/** encodeURIComponent that does not throw on lone surrogates (they become the bytes of U+FFFD). */
export function encodePathSegment(s: string): string {
  // "." and ".." (also as %2E) are resolved away by the URL parser and could leave /api.
  if (s === '.' || s === '..') return `${s}_`;
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

/** Describe a request briefly for failure messages (no 2 MB dumps). */
export function describeRequest(req: RawRequest): string {
  const body = req.body ? new TextDecoder().decode(req.body.subarray(0, 200)) : '';
  return `${req.method} ${req.path} ${JSON.stringify(req.headers).slice(0, 200)} ${JSON.stringify(body)}${(req.body?.length ?? 0) > 200 ? `…(${req.body?.length} bytes)` : ''}`;
}
