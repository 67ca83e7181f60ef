/** What shows while the first page's code or data is on its way, and what the layout holds back meanwhile. */
import { signal } from '@preact/signals-react';
import { useLayoutEffect } from 'react';
import { LoadingState, type LoadingStateProps } from '../../lib/ui/spinner';

/**
 * True while the first page is still loading. The layout leaves out the footer then: under the
 * short loading line it would sit on screen, and the page, once in, would push it away.
 */
export const firstPageLoading = signal(false);

/** How many mounted parts are holding the footer back; a page and its list may both, and let go in either order. */
let holders = 0;

/**
 * Marks the first page as loading while the calling stand-in is shown (or while `active`, for a
 * page still filling in). Layout effects run before the browser paints, so the footer is gone with
 * the stand-in's first paint and back with the complete page's.
 */
export function useFirstPageLoading(active = true): void {
  useLayoutEffect(() => {
    if (!active) return;
    holders += 1;
    firstPageLoading.value = true;
    return () => {
      holders -= 1;
      firstPageLoading.value = holders > 0;
    };
  }, [active]);
}

/** The router's stand-in for the first page. */
export function FirstPageFallback(props: LoadingStateProps) {
  useFirstPageLoading();
  return <LoadingState {...props} />;
}
