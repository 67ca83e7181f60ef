/**
 * The definitions of the profile's statistics. The server computes them in SQL over the whole
 * journal (server/dreams/journal-stats.ts, GET /dreams/stats); its tests compare its figures with
 * these functions on the same dreams, so the two cannot drift apart.
 */
import type { Dream } from './api/contract';
import { dreamKeywords } from './dream-helpers';

const DAY_MS = 86_400_000;
export const WEEK_DAYS = 7;
export const MONTH_DAYS = 30;
export const RECENT_DREAMS = 5;
export const TOP_KEYWORDS = 7;
/** How many of the newest analysed dreams the tone chart shows. */
export const TONE_POINTS = 14;

/** Words too common to say anything about a dreamer; our own list, left out of the common keywords. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  ('a an the and or but if then so of to in on at by for with from into onto about over under up down out off ' +
    'is am are was were be been being have has had do does did i me my mine we us our you your he him his she her ' +
    'it its they them their this that these those there here what which who whom when where why how not no yes ' +
    'very just also too can could would should will shall may might must some any all each every one ' +
    'dream dreams dreamed dreamt dreaming')
    .split(' '),
);

export interface KeywordCount {
  keyword: string;
  count: number;
}

export interface DreamStatistics {
  total: number;
  thisWeek: number;
  thisMonth: number;
  /** The first five of the list (the server lists newest first). */
  recent: Dream[];
  commonKeywords: KeywordCount[];
  streak: number;
}

type DatedDream = Pick<Dream, 'date'>;

function timeOf(dream: DatedDream): number | null {
  const t = Date.parse(dream.date);
  return Number.isNaN(t) ? null : t;
}

/** Dreams dated within the last `days` days of `now` (a rolling window, not a calendar week). */
export function countWithinDays(dreams: readonly DatedDream[], days: number, now: Date = new Date()): number {
  const since = now.getTime() - days * DAY_MS;
  return dreams.filter((d) => {
    const t = timeOf(d);
    return t !== null && t >= since;
  }).length;
}

/** The most frequent keywords, lower-cased, without stop words; ties in alphabetical order. */
export function commonKeywords(dreams: readonly Partial<Pick<Dream, 'keywords' | 'analysis'>>[], limit = TOP_KEYWORDS): KeywordCount[] {
  const counts = new Map<string, number>();
  for (const dream of dreams) {
    for (const raw of dreamKeywords(dream)) {
      const keyword = raw.trim().toLowerCase();
      if (!STOP_WORDS.has(keyword)) counts.set(keyword, (counts.get(keyword) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([keyword, count]) => ({ keyword, count }))
    .sort((a, b) => b.count - a.count || a.keyword.localeCompare(b.keyword))
    .slice(0, limit);
}

/** Days since 1970-01-01 of the calendar date `t` falls on in `timeZone` (default: local). */
export function calendarDay(t: number, timeZone?: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(t);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Math.round(Date.UTC(get('year'), get('month') - 1, get('day')) / DAY_MS);
}

/**
 * The dream streak: consecutive days with a dream, counted back from the newest. Dream dates are
 * calendar dates in the dreamer's time zone, so a gap is a whole number of days: a gap of 0 (two dreams
 * on one day) is skipped, a gap of 1 extends the streak, anything longer ends it. Raw time
 * differences would let 23:00 → 08:00 the next day fail and 08:00 → 07:00 two days later pass.
 */
export function dreamStreak(dreams: readonly DatedDream[], timeZone?: string): number {
  const days = dreams
    .map(timeOf)
    .filter((t): t is number => t !== null)
    .map((t) => calendarDay(t, timeZone))
    .sort((a, b) => b - a);
  if (days.length === 0) return 0;
  let streak = 1;
  for (let i = 1; i < days.length; i++) {
    const gap = (days[i - 1] ?? 0) - (days[i] ?? 0);
    if (gap < 1) continue;
    if (gap >= 2) break;
    streak++;
  }
  return streak;
}

export function dreamStatistics(dreams: readonly Dream[], now: Date = new Date(), timeZone?: string): DreamStatistics {
  return {
    total: dreams.length,
    thisWeek: countWithinDays(dreams, WEEK_DAYS, now),
    thisMonth: countWithinDays(dreams, MONTH_DAYS, now),
    recent: dreams.slice(0, RECENT_DREAMS),
    commonKeywords: commonKeywords(dreams),
    streak: dreamStreak(dreams, timeZone),
  };
}
