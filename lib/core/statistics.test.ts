import { describe, expect, it } from 'vitest';
import { aDream } from './testing/fixtures';
import { calendarDay, commonKeywords, countWithinDays, dreamStatistics, dreamStreak, STOP_WORDS } from './statistics';

const DAY = 86_400_000;
const at = (iso: string) => aDream({ date: iso });

describe('countWithinDays', () => {
  const now = new Date('2025-03-31T12:00:00Z');
  const ago = (ms: number) => at(new Date(now.getTime() - ms).toISOString());

  it('this week is a rolling 7 days and this month 30 days, inclusive at the edge', () => {
    const dreams = [ago(0), ago(7 * DAY), ago(7 * DAY + 1), ago(30 * DAY), ago(30 * DAY + 1)];
    expect(countWithinDays(dreams, 7, now)).toBe(2);
    expect(countWithinDays(dreams, 30, now)).toBe(4);
  });

  it('ignores unparseable dates', () => {
    expect(countWithinDays([at('not a date'), ago(DAY)], 7, now)).toBe(1);
  });
});

describe('commonKeywords', () => {
  it('counts case-insensitively, drops stop words, keeps the top 7, ties alphabetical', () => {
    const dreams = [
      aDream({ keywords: ['Sea', 'house', 'the', 'dream'] }),
      aDream({ keywords: ['sea', 'House', 'snake'] }),
      aDream({ keywords: [], analysis: { keywords: ['SEA', 'mother'] } }),
      aDream({ keywords: ['a', 'b1', 'b2', 'b3', 'b4', 'b5', 'b6'] }),
    ];
    expect(commonKeywords(dreams)).toEqual([
      { keyword: 'sea', count: 3 },
      { keyword: 'house', count: 2 },
      { keyword: 'b1', count: 1 },
      { keyword: 'b2', count: 1 },
      { keyword: 'b3', count: 1 },
      { keyword: 'b4', count: 1 },
      { keyword: 'b5', count: 1 },
    ]);
    expect(STOP_WORDS.has('the')).toBe(true);
  });

  it('is empty without keywords', () => {
    expect(commonKeywords([aDream(), aDream({ keywords: ['the', 'and'] })])).toEqual([]);
  });
});

describe('dreamStreak', () => {
  it('is 0 without dreams and 1 for a single dream', () => {
    expect(dreamStreak([])).toBe(0);
    expect(dreamStreak([at('2025-01-01T10:00:00Z')], 'UTC')).toBe(1);
  });

  it('counts consecutive calendar days across a month end and a year end', () => {
    const dreams = ['2025-01-02T09:00:00Z', '2025-01-01T09:00:00Z', '2024-12-31T09:00:00Z', '2024-12-30T09:00:00Z'].map(at);
    expect(dreamStreak(dreams, 'UTC')).toBe(4);
    const feb = ['2024-03-01T09:00:00Z', '2024-02-29T09:00:00Z', '2024-02-28T09:00:00Z'].map(at);
    expect(dreamStreak(feb, 'UTC')).toBe(3);
  });

  it('skips several dreams on one day and stops at a gap of two days or more', () => {
    const dreams = ['2025-05-10T22:00:00Z', '2025-05-10T06:00:00Z', '2025-05-09T12:00:00Z', '2025-05-07T12:00:00Z', '2025-05-06T12:00:00Z'].map(at);
    expect(dreamStreak(dreams, 'UTC')).toBe(2);
  });

  it('does not depend on the order of the list', () => {
    const dreams = ['2025-05-08T12:00:00Z', '2025-05-10T12:00:00Z', '2025-05-09T12:00:00Z'].map(at);
    expect(dreamStreak(dreams, 'UTC')).toBe(3);
  });

  it('uses calendar days, not 24-hour gaps (late evening then early morning is consecutive)', () => {
    const dreams = ['2025-05-10T06:00:00Z', '2025-05-09T23:00:00Z'].map(at); // 7 hours apart
    expect(dreamStreak(dreams, 'UTC')).toBe(2);
    const skipped = ['2025-05-11T07:00:00Z', '2025-05-09T08:00:00Z'].map(at); // 47 h, but a day is missing
    expect(dreamStreak(skipped, 'UTC')).toBe(1);
  });

  it('follows the dreamer’s time zone', () => {
    // 16:00Z on May 9 and 03:00Z on May 10: May 9 and May 10 in UTC, both May 9 in New York
    // (12:00 and 23:00), both May 10 in Tokyo (01:00 and 12:00).
    const dreams = ['2025-05-10T03:00:00Z', '2025-05-09T16:00:00Z'].map(at);
    expect(dreamStreak(dreams, 'UTC')).toBe(2);
    expect(dreamStreak(dreams, 'America/New_York')).toBe(1);
    expect(dreamStreak(dreams, 'Asia/Tokyo')).toBe(1);
    // In New York, 03:00Z May 10 (May 9) follows 03:00Z May 9 (May 8): consecutive there too.
    expect(dreamStreak(['2025-05-10T03:00:00Z', '2025-05-09T03:00:00Z'].map(at), 'America/New_York')).toBe(2);
    // Across a month end in Auckland (UTC+12): Mar 31 11:30Z is Mar 31 in UTC but Apr 1 there.
    const auckland = ['2025-03-31T11:30:00Z', '2025-03-30T11:30:00Z'].map(at);
    expect(calendarDay(Date.parse('2025-03-31T11:30:00Z'), 'Pacific/Auckland') - calendarDay(Date.parse('2025-03-31T11:30:00Z'), 'UTC')).toBe(1);
    expect(dreamStreak(auckland, 'Pacific/Auckland')).toBe(2);
  });

  it('counts a day across a daylight-saving change as one day', () => {
    // Europe/Berlin switched to summer time on 2025-03-30: that day has 23 hours.
    const dreams = ['2025-03-31T00:30:00+02:00', '2025-03-30T00:30:00+01:00', '2025-03-29T23:30:00+01:00'].map(at);
    expect(dreamStreak(dreams, 'Europe/Berlin')).toBe(3);
  });
});

describe('dreamStatistics', () => {
  it('combines the figures; recent is the first five of the list', () => {
    const now = new Date('2025-05-10T12:00:00Z');
    const dreams = Array.from({ length: 8 }, (_, i) =>
      aDream({ id: i, date: new Date(now.getTime() - i * 5 * DAY).toISOString(), keywords: ['water'] }),
    );
    const stats = dreamStatistics(dreams, now, 'UTC');
    expect(stats.total).toBe(8);
    expect(stats.thisWeek).toBe(2); // 0 and 5 days ago
    expect(stats.thisMonth).toBe(7); // 0..30 days ago
    expect(stats.recent.map((d) => d.id)).toEqual([0, 1, 2, 3, 4]);
    expect(stats.commonKeywords).toEqual([{ keyword: 'water', count: 8 }]);
    expect(stats.streak).toBe(1);
  });
});
