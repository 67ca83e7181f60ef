/**
 * The first view of some pages, rendered to HTML at build time (scripts/prerender.mjs), so the
 * browser paints the page before its script has arrived. The app then renders over it in place
 * once the route is ready (app/main.tsx).
 *
 * The public pages are rendered as a new guest sees them. Dream History is rendered as a signed-in
 * person sees it before their dreams arrive (heading, lead, loading line): nothing in it is theirs,
 * and the one personal word, the name in the header's greeting, stays hidden until the app's own
 * render (app/first-view.css).
 */
import { renderToStringAsync } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { HISTORY_ROUTE_ID, HOME_ROUTE_ID, routes } from './router';
import { routerReady } from './router-ready';
import { firstPageLoading } from './layout/first-page-fallback';
import { session } from './session';
import { STORAGE_KEYS } from '../lib/core/session/storage';
import { APP_STORAGE_PREFIX } from '../lib/core/session/core';

// The build writes the app's start into the pages it renders here (scripts/prerender.mjs).
export { APP_SCRIPTS_TEMPLATE_ID, APP_START_SCRIPT } from '../lib/core/app-start-script';

/** The routes rendered ahead, each written to its own page of the build, and for whom. */
export const FIRST_VIEW_PATHS = ['/', '/login', '/register', '/dream-history'] as const;
export type FirstViewPath = (typeof FIRST_VIEW_PATHS)[number];
export const FIRST_VIEW_AUDIENCE: Record<FirstViewPath, 'guest' | 'account'> = { '/': 'guest', '/login': 'guest', '/register': 'guest', '/dream-history': 'account' };

/**
 * The page module each route loads on demand (app/router.tsx), relative to app/: the build lists
 * it and the chunks it imports as preloads of that route's page, so they are fetched with the app
 * rather than asked for, one link element at a time, inside the router's first navigation.
 */
export const FIRST_VIEW_PAGE_MODULES: Record<FirstViewPath, string | null> = {
  '/': null,
  '/login': 'pages/login-page.tsx',
  '/register': 'pages/register-page.tsx',
  '/dream-history': 'pages/dream-history-page.tsx',
};

/** The routes with Dream History's data held back for good, so its stand-in is what renders. */
function withHistoryPending(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const children = route.children ? withHistoryPending(route.children) : undefined;
    const loader = route.id === HISTORY_ROUTE_ID ? () => new Promise<never>(() => undefined) : route.loader;
    return { ...route, loader, children } as RouteObject;
  });
}

/** A signed-in account as the session restores it; no real person's, and its name is never shown. */
function signInPlaceholder(): void {
  const user = { id: 1, username: 'you', email: 'you@example.com', email_verified: true, first_name: null, last_name: null, role: 'USER', is_active: true, created_at: '2026-01-01T00:00:00.000Z' };
  const items: Record<string, string> = {
    [STORAGE_KEYS.accessToken]: 'first-view',
    [STORAGE_KEYS.refreshToken]: 'first-view',
    [STORAGE_KEYS.tokenExpiry]: String(Date.now() + 3_600_000),
    [STORAGE_KEYS.user]: JSON.stringify(user),
    [STORAGE_KEYS.isGuest]: 'false',
  };
  for (const [key, value] of Object.entries(items)) sessionStorage.setItem(`${APP_STORAGE_PREFIX}${key}`, value);
  session.start();
}

export async function renderFirstView(path: FirstViewPath): Promise<string> {
  if (FIRST_VIEW_AUDIENCE[path] === 'account') {
    signInPlaceholder();
    // The stand-in's layout effect, which keeps the footer out until the list is in, does not run here.
    firstPageLoading.value = true;
    const router = createMemoryRouter(withHistoryPending(routes), { initialEntries: [path] });
    const html = await renderToStringAsync(<RouterProvider router={router} /> as unknown as VNode);
    router.dispose();
    session.stop();
    return html;
  }
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    // Home's loader would start a guest session; ahead of time there is no visitor to start one for.
    hydrationData: { loaderData: { [HOME_ROUTE_ID]: { guest: Promise.resolve(null), dreams: null } } },
  });
  await routerReady(router);
  const html = await renderToStringAsync(<RouterProvider router={router} /> as unknown as VNode);
  router.dispose();
  return html;
}
