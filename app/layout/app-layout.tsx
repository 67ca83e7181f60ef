import { useSignals } from '@preact/signals-react/runtime';
import type { CSSProperties } from 'react';
import { Outlet, useFetcher, useLocation, useNavigation } from 'react-router-dom';
import { MaintenanceBanner } from '../../lib/ui/banner';
import { cx } from '../../lib/ui/class-names';
import { NavigationBar } from '../../lib/ui/navigation-bar';
import { ThemeSwitch } from '../../lib/ui/theme-switch';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useRouteFocus } from '../hooks/use-route-focus';
import { RouterNavLink } from '../router-link';
import { firstPageLoading } from './first-page-fallback';
import { session } from '../session';
import { theme } from '../theme';
import { AppToasts } from '../toasts';

// On wide screens toasts sit under the header (about 4 rem tall), so they never cover the navigation.
const TOASTS_BELOW_HEADER = { '--toastify-toast-top': 'max(4.75rem, env(safe-area-inset-top))' } as CSSProperties;

/** The frame around every page: navigation, toasts, the maintenance notice and the routed content. */
export function AppLayout() {
  useSignals();
  const logout = useFetcher();
  // Pending UI comes from the router: a page's data (or its code) is on its way.
  const pending = useNavigation().state !== 'idle';
  const location = useLocation();
  useDocumentTitle();
  useRouteFocus();
  const { user, isRealUser, isAdmin, identityEpoch } = session.state;
  const maintenance = session.maintenance.value;

  return (
    <div className="dream-sky flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-night-900"
      >
        Skip to content
      </a>
      <NavigationBar
        username={isRealUser.value && user.value ? user.value.username : null}
        isRealUser={isRealUser.value}
        isAdmin={isAdmin.value}
        onLogout={() => void logout.submit(null, { method: 'post', action: '/logout' })}
        loggingOut={logout.state !== 'idle'}
        linkComponent={RouterNavLink}
        locationKey={location.key}
        settings={<ThemeSwitch value={theme.choice.value} onChange={theme.choose} display="wide-compact" />}
      />
      <div
        aria-hidden="true"
        className={cx('pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 bg-gradient-to-r from-night-400 via-night-600 to-moon-500 opacity-0 transition-opacity', pending && 'animate-pulse opacity-100')}
      />
      <AppToasts theme={theme.resolved.value} style={TOASTS_BELOW_HEADER} />
      <main id="main" tabIndex={-1} aria-busy={pending || undefined} className="flex-1 focus:outline-none">
        {/* Lined up with the header's content: the notice is about the whole service, not one page. */}
        {maintenance ? (
          <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
            <MaintenanceBanner message={maintenance} />
          </div>
        ) : null}
        {/* A new identity gets fresh pages: no form text, result or list of the previous one survives. */}
        <Outlet key={identityEpoch.value} />
      </main>
      {/* Only under a page that has arrived: under the loading line, the page would push it away. */}
      {!firstPageLoading.value ? (
        <footer className="px-4 py-6 text-center text-xs text-slate-600 dark:text-night-200">
          Dream Analyzer: readings in the spirit of C. G. Jung. Not a substitute for professional care.
        </footer>
      ) : null}
    </div>
  );
}
