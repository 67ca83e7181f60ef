/** The history page's search and filters, kept in its URL so a reload, a link or Back keeps them. */
import { SENTIMENTS, type Sentiment } from '../../lib/core/api/contract';
import type { DreamFilters } from '../../lib/core/api/dreams';

export const FILTER_KEYS = ['q', 'from', 'to', 'sentiment', 'mood'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters in `search`; values the server would refuse are left out. */
export function filtersFromSearch(search: URLSearchParams): DreamFilters {
  const text = (key: string, max: number) => search.get(key)?.trim().slice(0, max) || undefined;
  const day = (key: string) => {
    const value = search.get(key) ?? '';
    return DAY.test(value) ? value : undefined;
  };
  const sentiment = search.get('sentiment');
  return {
    q: text('q', 200),
    from: day('from'),
    to: day('to'),
    sentiment: SENTIMENTS.includes(sentiment as Sentiment) ? (sentiment as Sentiment) : undefined,
    mood: text('mood', 32),
  };
}

export function hasFilters(filters: DreamFilters): boolean {
  return FILTER_KEYS.some((key) => Boolean(filters[key]));
}

/** `q=…&from=…` for the filters that are set, in a fixed order. */
export function filtersToSearch(filters: DreamFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  return search;
}
