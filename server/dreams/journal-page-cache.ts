/**
 * Pages of a journal as they were last sent, kept per process. The home page, the history and
 * every return to them ask for the same first page again and again, while the journal changes
 * only when its owner writes. An entry is keyed by the owner's journal version, which a trigger
 * raises with every change to their dreams and which the session check already reads with the
 * account: a current entry is found without a query, and a stale one is never found at all, on
 * any process.
 */
import { LRUCache } from 'lru-cache';

export interface CachedPage {
  /** The answer's JSON text. */
  body: string;
  /** The cursor of the next page, when one follows. */
  next: string | undefined;
  /** The `X-Total-Count` header, when it was asked for. */
  total: number | undefined;
}

/** Bytes of JSON kept at most: a first page of 20 summaries is about 8 KB. */
const MAX_BYTES = 8 * 1024 * 1024;

export class JournalPageCache {
  readonly #pages = new LRUCache<string, CachedPage>({
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => page.body.length + (page.next?.length ?? 0) + 64,
    // A page of a journal nobody reads any more should not sit in memory.
    ttl: 10 * 60_000,
  });

  /** `request` names the page: its parameters, in one canonical form. */
  get(userId: number, version: number, request: string): CachedPage | undefined {
    return this.#pages.get(keyOf(userId, version, request));
  }

  set(userId: number, version: number, request: string, page: CachedPage): void {
    // One page far beyond the usual size (100 long previews) is cheaper to rebuild than to hold.
    if (page.body.length > MAX_BYTES / 16) return;
    this.#pages.set(keyOf(userId, version, request), page);
  }
}

function keyOf(userId: number, version: number, request: string): string {
  return `${userId}:${version}:${request}`;
}
