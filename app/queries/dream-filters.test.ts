import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersToSearch, hasFilters } from './dream-filters';

describe('history filters in the URL', () => {
  it('reads the filters, leaving out what the server would refuse', () => {
    const filters = filtersFromSearch(new URLSearchParams('q=%20black%20horse%20&from=2026-11-01&to=yesterday&sentiment=happy&mood=Calm&cursor=abc'));
    expect(filters).toEqual({ q: 'black horse', from: '2026-11-01', to: undefined, sentiment: undefined, mood: 'Calm' });
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters(filtersFromSearch(new URLSearchParams('q=%20%20&cursor=abc')))).toBe(false);
  });

  it('writes only the filters that are set, in a fixed order, and reads them back the same', () => {
    const search = filtersToSearch({ mood: 'calm', sentiment: 'negative', q: 'snake', to: '2026-11-10' });
    expect(search.toString()).toBe('q=snake&to=2026-11-10&sentiment=negative&mood=calm');
    expect(filtersFromSearch(search)).toEqual({ q: 'snake', from: undefined, to: '2026-11-10', sentiment: 'negative', mood: 'calm' });
  });
});
