/** Small pure helpers for showing dreams. */
import type { Dream } from './api/contract';

/** Texts longer than this many characters are shown as a preview in lists. */
export const PREVIEW_THRESHOLD = 50;
/** How many characters of the text a preview keeps. */
export const PREVIEW_LENGTH = 100;
export const ELLIPSIS = '...';

/**
 * The preview of a dream text: a text of at most 50 characters is shown whole; a longer one
 * shows its first 100 characters followed by '...', so a 51–100 character text is shown whole
 * plus '...'. Characters are Unicode code points, so an emoji is never cut in half.
 */
export function dreamPreview(text: string, threshold = PREVIEW_THRESHOLD, length = PREVIEW_LENGTH): string {
  const chars = [...text];
  if (chars.length <= threshold) return text;
  return chars.slice(0, length).join('') + ELLIPSIS;
}

/** The keywords of a dream, read from `keywords` or, for older records, `analysis.keywords`. */
export function dreamKeywords(dream: Partial<Pick<Dream, 'keywords' | 'analysis'>>): string[] {
  const clean = (list: unknown): string[] =>
    Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string' && k.trim() !== '') : [];
  const own = clean(dream.keywords);
  return own.length > 0 ? own : clean(dream.analysis?.keywords);
}
