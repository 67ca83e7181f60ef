import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Puts the focus on the page's heading (its h1 in #main), so keyboard users continue from the top
 * of the new page and screen readers announce where they landed. The heading takes focus from
 * scripts only (tabIndex -1), never from the Tab key.
 */
export function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('#main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/**
 * A ref that puts the focus in the element it is attached to, once, when it appears: what React's
 * `autoFocus` does. The app renders with preact/compat, which only sets the `autofocus` attribute,
 * and browsers honour that on page load only, not on a field that opens later. Module-level, so
 * the ref stays the same function from render to render and fires once.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}

/** After every navigation to another page (not on the first load, not for a changed query), the focus goes to its heading. */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    focusPageHeading();
  }, [pathname]);
}
