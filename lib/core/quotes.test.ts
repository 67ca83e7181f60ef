import { describe, expect, it } from 'vitest';
import { dayOfYear, QUOTES, quoteOfTheDay } from './quotes';

describe('QUOTES', () => {
  it('holds about 36 complete, distinct quotations', () => {
    expect(QUOTES.length).toBeGreaterThanOrEqual(30);
    expect(QUOTES.length).toBeLessThanOrEqual(40);
    for (const q of QUOTES) {
      expect(q.quote.trim().length).toBeGreaterThan(10);
      expect(q.author.trim()).not.toBe('');
      expect(q.work.trim()).not.toBe('');
    }
    expect(new Set(QUOTES.map((q) => q.quote)).size).toBe(QUOTES.length);
  });
});

describe('dayOfYear', () => {
  it('is 1-based in local time', () => {
    expect(dayOfYear(new Date(2025, 0, 1, 0, 0, 0))).toBe(1);
    expect(dayOfYear(new Date(2025, 0, 1, 23, 59, 59))).toBe(1);
    expect(dayOfYear(new Date(2025, 1, 1))).toBe(32);
    expect(dayOfYear(new Date(2025, 11, 31, 23, 59))).toBe(365);
  });

  it('counts Feb 29 and Dec 31 of a leap year', () => {
    expect(dayOfYear(new Date(2024, 1, 29))).toBe(60);
    expect(dayOfYear(new Date(2024, 2, 1))).toBe(61);
    expect(dayOfYear(new Date(2024, 11, 31, 12))).toBe(366);
  });

  it('is not moved by daylight-saving changes (every day of a year increments by one)', () => {
    for (let d = 1; d <= 366; d++) {
      expect(dayOfYear(new Date(2024, 0, d, 0, 30))).toBe(d);
    }
  });
});

describe('quoteOfTheDay', () => {
  it('picks the day of year modulo the list length', () => {
    const n = QUOTES.length;
    expect(quoteOfTheDay(new Date(2025, 0, 1))).toBe(QUOTES[1 % n]);
    expect(quoteOfTheDay(new Date(2024, 11, 31))).toBe(QUOTES[366 % n]);
    expect(quoteOfTheDay(new Date(2025, 11, 31))).toBe(QUOTES[365 % n]);
  });

  it('changes from one day to the next and stays the same within a day', () => {
    expect(quoteOfTheDay(new Date(2025, 4, 10, 0, 1))).toBe(quoteOfTheDay(new Date(2025, 4, 10, 23, 59)));
    expect(quoteOfTheDay(new Date(2025, 4, 10))).not.toBe(quoteOfTheDay(new Date(2025, 4, 11)));
  });

  it('wraps around with a custom list, incl. Dec 31 of a leap year', () => {
    const list = [0, 1, 2].map((i) => ({ quote: `q${i}`, author: 'a', work: 'w' }));
    expect(quoteOfTheDay(new Date(2024, 0, 3), list).quote).toBe('q0');
    expect(quoteOfTheDay(new Date(2024, 11, 31), list).quote).toBe('q0'); // 366 % 3
    expect(quoteOfTheDay(new Date(2023, 11, 31), list).quote).toBe('q2'); // 365 % 3
    expect(() => quoteOfTheDay(new Date(), [])).toThrow();
  });

  it('defaults to today', () => {
    expect(quoteOfTheDay()).toBe(quoteOfTheDay(new Date()));
  });
});
