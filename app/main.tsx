/** The web app's entry: styles, session start-up and the router. */
import './fonts.css';
import '../lib/ui/styles.css';
import './first-view.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { render, type ComponentChild } from 'preact';
import { RouterProvider } from 'react-router-dom';
import { cx } from '../lib/ui/class-names';
import { createAppRouter } from './router';
import { session } from './session';
import { nextTask } from './next-task';
import { asFirstViewTakeover } from './first-view-takeover';
import { prepareDates } from './reader-time-zone';
import { routerReady } from './router-ready';
import { askForWebFont } from './web-font';
import { FIRST_VIEW_PRESSES } from '../lib/core/app-start-script';

askForWebFont();

// Restore before the router starts: its first loaders (the guards) read the stored session.
session.start();
// A signed-in person's pages show dates from the start (the journal, recent dreams, statistics).
if (session.state.isRealUser.peek()) prepareDates();

type AppRouter = ReturnType<typeof createAppRouter>;

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** What names an element well enough to find it again in a render of the same page. */
function signature(element: Element): string {
  return `${element.tagName}|${element.id || element.getAttribute('name') || element.textContent?.trim().slice(0, 80) || ''}`;
}

/** Where focus is inside `container`, as child positions from it, with the focused element's signature. */
function focusPlace(container: HTMLElement): { path: number[]; signature: string } | null {
  const focused = document.activeElement;
  if (!focused || focused === container || !container.contains(focused)) return null;
  const path: number[] = [];
  for (let node: Element = focused; node !== container; node = node.parentElement!) path.unshift(Array.prototype.indexOf.call(node.parentElement!.children, node));
  return { path, signature: signature(focused) };
}

function mount(router: AppRouter) {
  const place = focusPlace(root!);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (root!.dataset.firstView === undefined) {
    createRoot(root!).render(app);
    return;
  }
  // Over the build's first view, Preact's own render (the app's React is preact/compat in every
  // build) rather than compat's createRoot, which empties the container first: Preact then adopts
  // the painted elements where the new render matches them and only patches what differs (the
  // inert marks go, the quotation fills in). Nothing is laid out or painted afresh, which on a
  // slow phone is most of the take-over's cost, and the focus and the selection stay where they
  // are. Should an element differ after all, the same element of the new render takes the focus.
  delete root!.dataset.firstView;
  asFirstViewTakeover(() => render(app as unknown as ComponentChild, root!));
  if (place) {
    let target: Element | undefined = root!;
    for (const index of place.path) target = target?.children[index];
    if (target instanceof HTMLElement && signature(target) === place.signature) target.focus();
  }
  void nextTask().then(replayFirstViewPresses);
}

/**
 * Presses the buttons again that were pressed in the first view before they had handlers (the
 * start script kept them), a task after the take-over so that the page's effects are in place.
 * A button the take-over did not adopt is gone from the page, and its press with it.
 */
function replayFirstViewPresses() {
  const store = window as unknown as Record<string, HTMLButtonElement[] | undefined>;
  const presses = store[FIRST_VIEW_PRESSES] ?? [];
  store[FIRST_VIEW_PRESSES] = [];
  for (const button of presses) if (button.isConnected && !button.disabled) button.click();
}

// The build's first view is a guest's or, on Dream History, a signed-in person's
// (scripts/prerender.mjs): anyone else starts from the loading state instead (the stylesheet kept
// the view hidden from them).
const builtForAccount = document.documentElement.getAttribute('data-first-view-audience') === 'account';
if (root.dataset.firstView !== undefined && session.state.isRealUser.peek() !== builtForAccount) root.replaceChildren();
void nextTask().then(() => {
  const router = createAppRouter();
  if (!root.firstChild) return mount(router);
  // tailwind-merge builds its tables on its first call: done in a step of its own, not inside the render.
  return routerReady(router)
    .then(nextTask)
    .then(() => cx('p-1', 'p-2'))
    .then(nextTask)
    .then(() => mount(router));
});
