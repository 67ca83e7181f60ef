/**
 * The catalogue's and the visual suite's "now": Wednesday 2026-11-18 09:30 UTC. Stories build
 * fixture dates from it, and the visual suite freezes the browser clock here (Date.now, new Date).
 */
export const FIXED_NOW = Date.UTC(2026, 10, 18, 9, 30, 0);

/** An ISO timestamp `daysAgo` days (and `hours` hours) before FIXED_NOW: stable fixture dates. */
export function fixedDate(daysAgo = 0, hours = 0): string {
  return new Date(FIXED_NOW - daysAgo * 86_400_000 - hours * 3_600_000).toISOString();
}
