import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { NavigationBar, type NavLinkComponent } from '../../lib/ui/navigation-bar';
import { ToastHost } from '../../lib/ui/toast-host';

const RouterLink: NavLinkComponent = ({ to, className, children }) => (
  <NavLink to={to} end className={className}>
    {children}
  </NavLink>
);

/** The frame around every page: navigation, toasts and the routed content. */
export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <NavigationBar username={null} isRealUser={false} isAdmin={false} onLogout={() => {}} linkComponent={RouterLink} />
      <ToastHost />
      <main id="main" className="flex-1">
        <Suspense fallback={<p className="p-8 text-center text-slate-600 dark:text-night-200">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="px-4 py-6 text-center text-xs text-slate-600 dark:text-night-300">
        Dream Analyzer: readings in the spirit of C. G. Jung. Not a substitute for professional care.
      </footer>
    </div>
  );
}
