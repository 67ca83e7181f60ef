/** Small pure helpers for showing dreams. */
import type { Dream } from './api/contract';

/** Texts longer than this many characters are shown as a preview in lists. */
export const PREVIEW_THRESHOLD = 50;
/** How many characters of the text a preview keeps. */
export const PREVIEW_LENGTH = 100;
export const ELLIPSIS = '...';
/** Dots (and the ellipsis character) the cut text ends with make way for the ellipsis, never "....". */
export const PREVIEW_TRAILING_DOTS = '.…';
const trailingDots = new Set(PREVIEW_TRAILING_DOTS);

/**
 * The preview of a dream text: a text of at most 50 characters is shown whole; a longer one
 * shows its first 100 characters followed by '...', so a 51–100 character text is shown whole
 * plus '...'. Dots where the cut falls go first, so a sentence's full stop never makes "....".
 * Characters are Unicode code points, so an emoji is never cut in half.
 */
export function dreamPreview(text: string, threshold = PREVIEW_THRESHOLD, length = PREVIEW_LENGTH): string {
  const chars = [...text];
  if (chars.length <= threshold) return text;
  const kept = chars.slice(0, length);
  while (trailingDots.has(kept.at(-1) ?? '')) kept.pop();
  return kept.join('') + ELLIPSIS;
}

/** The keywords of a dream, read from `keywords` or, for older records, `analysis.keywords`. */
export function dreamKeywords(dream: Partial<Pick<Dream, 'keywords' | 'analysis'>>): string[] {
  const clean = (list: unknown): string[] =>
    Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string' && k.trim() !== '') : [];
  const own = clean(dream.keywords);
  return own.length > 0 ? own : clean(dream.analysis?.keywords);
}
