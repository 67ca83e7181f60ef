/**
 * The first view of the public pages as a guest sees it, rendered to HTML at build time
 * (scripts/prerender.mjs), so the browser paints the page before its script has arrived. The app
 * then renders over it in one frame once the route is ready (app/main.tsx).
 */
import { renderToStringAsync } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { HOME_ROUTE_ID, routes } from './router';

// The build writes the app's start into the pages it renders here (scripts/prerender.mjs).
export { APP_SCRIPTS_TEMPLATE_ID, APP_START_SCRIPT } from '../lib/core/app-start-script';

/** The routes rendered ahead; each is written to its own page of the build. */
export const FIRST_VIEW_PATHS = ['/', '/login', '/register'] as const;

export async function renderFirstView(path: (typeof FIRST_VIEW_PATHS)[number]): Promise<string> {
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    // Home's loader would start a guest session; ahead of time there is no visitor to start one for.
    hydrationData: { loaderData: { [HOME_ROUTE_ID]: { guest: Promise.resolve(null), dreams: null } } },
  });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  const html = await renderToStringAsync(<RouterProvider router={router} /> as unknown as VNode);
  router.dispose();
  return html;
}
