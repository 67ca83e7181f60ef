/**
 * Paged lists: the query of one page, and the next page's cursor from the answer's RFC 8288
 * `Link: <…>; rel="next"` header. The cursor is opaque: it is only ever copied from that header.
 */
import LinkHeader from 'http-link-header';

/** One page of a list: the items, the cursor of the next page (null on the last) and, when asked for, how many match. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total: number | null;
}

/** The `cursor` of the answer's `rel="next"` link, or null when there is no further page. */
export function nextCursorOf(headers: Headers): string | null {
  const header = headers.get('link');
  if (!header) return null;
  try {
    const next = LinkHeader.parse(header).rel('next')[0];
    return next ? new URL(next.uri, 'http://link.invalid').searchParams.get('cursor') : null;
  } catch {
    return null;
  }
}

/** `X-Total-Count`, when the server sent it. */
export function totalOf(headers: Headers): number | null {
  const value = headers.get('x-total-count');
  const n = value === null ? NaN : Number(value);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/** `?a=1&b=x` from the parameters that are set (empty strings, null and undefined are left out). */
export function queryString(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
