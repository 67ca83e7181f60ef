/** RFC 8288 `Link` headers for paged lists. */

/**
 * `Link: <…>; rel="next"`: the same request (path and every query parameter) with `cursor` set,
 * as a path-absolute reference, so it stays right behind any proxy that keeps the path. The URL
 * API percent-encodes the reference, so it cannot contain the `>` that would end it.
 */
export function nextPageLink(requestUrl: string, cursor: string): string {
  const url = new URL(requestUrl);
  url.searchParams.set('cursor', cursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}
