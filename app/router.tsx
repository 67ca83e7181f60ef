/** The routes of SPEC §2. Home is in the main bundle; every other page loads on demand. */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { HomePage } from './pages/home-page';

const lazyPage = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).Component }),
});

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/login', ...lazyPage(() => import('./pages/login-page')) },
      { path: '/register', ...lazyPage(() => import('./pages/register-page')) },
      { path: '/profile', ...lazyPage(() => import('./pages/profile-page')) },
      { path: '/dream-history', ...lazyPage(() => import('./pages/dream-history-page')) },
      { path: '/verify-email', ...lazyPage(() => import('./pages/verify-email-page')) },
      { path: '/reset-password', ...lazyPage(() => import('./pages/reset-password-page')) },
      { path: '/new-password', ...lazyPage(() => import('./pages/new-password-page')) },
      { path: '/admin', ...lazyPage(() => import('./pages/admin-page')) },
      { path: '*', ...lazyPage(() => import('./pages/not-found-page')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
