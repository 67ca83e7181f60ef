/**
 * The routes, as data routes: guards and data in loaders, forms in actions, an error element per
 * layout, and every page but home loaded on demand.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { FirstPageFallback } from './layout/first-page-fallback';
import { AppError, RouteError } from './layout/route-error';
import { HomePage } from './pages/home-page';
import { HistoryShell } from './pages/history/history-shell';
import { adminLoader, dreamLoader, historyLoader, profileLoader, verifyEmailLoader } from './routes/page-loaders';
import { redirectSignedIn } from './routes/guards';
import { analyzeAction, homeLoader } from './routes/home-route';
import { logoutAction } from './routes/logout-route';
import { session } from './session';

type PageModule = { Component: React.ComponentType; action?: RouteObject['action'] };

/** A page whose code loads with its first visit; its loader (above) runs meanwhile. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { Component, action } = await load();
    return action ? { Component, action } : { Component };
  },
});

/** Dream History's route, named so that the build's first view can hold its data back (app/first-view.tsx). */
export const HISTORY_ROUTE_ID = 'dream-history';

/** Home's route, named so that the build's first view can give it its data (app/first-view.tsx). */
export const HOME_ROUTE_ID = 'home';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <AppError />,
    children: [
      {
        // The pages' own error element, inside the layout so the navigation stays usable.
        errorElement: <RouteError />,
        hydrateFallbackElement: <FirstPageFallback className="justify-center p-8" />,
        children: [
          { id: HOME_ROUTE_ID, index: true, loader: homeLoader, action: analyzeAction, element: <HomePage /> },
          { path: 'login', loader: redirectSignedIn, ...page(() => import('./pages/login-page')) },
          { path: 'logout', action: logoutAction },
          { path: 'register', ...page(() => import('./pages/register-page')) },
          { path: 'profile', loader: profileLoader, ...page(() => import('./pages/profile-page')) },
          {
            id: HISTORY_ROUTE_ID,
            path: 'dream-history',
            loader: historyLoader,
            // The page's own heading while its code and first dreams load (also its built first view).
            hydrateFallbackElement: <HistoryShell />,
            ...page(() => import('./pages/dream-history-page')),
            // One dream in full, for the card that opens (loaded by a fetcher; the history page renders it).
            children: [{ path: ':dreamId', loader: dreamLoader }],
          },
          {
            path: 'verify-email',
            loader: verifyEmailLoader,
            hydrateFallbackElement: <FirstPageFallback className="justify-center p-8" label="Verifying your email…" />,
            ...page(() => import('./pages/verify-email-page')),
          },
          { path: 'reset-password', ...page(() => import('./pages/reset-password-page')) },
          { path: 'new-password', ...page(() => import('./pages/new-password-page')) },
          { path: 'admin', loader: adminLoader, ...page(() => import('./pages/admin-page')) },
          { path: '*', ...page(() => import('./pages/not-found-page')) },
        ],
      },
    ],
  },
];

/** The app's router; create it after the session is restored, since its first loaders read it. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // A new identity (logout, a refused session, sign-in over a guest) reloads the page's data and
  // re-runs its guard. While a navigation or form is in flight the router reloads on its own.
  let epoch = session.state.identityEpoch.peek();
  session.state.identityEpoch.subscribe((next) => {
    if (next === epoch) return;
    epoch = next;
    const { initialized, navigation, revalidation, fetchers } = router.state;
    const busy = !initialized || navigation.state !== 'idle' || revalidation !== 'idle' || [...fetchers.values()].some((f) => f.state !== 'idle');
    if (!busy) void router.revalidate();
  });
  return router;
}
