import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/ui/toast-host';
import { isApiError } from '../../lib/core/api/errors';
import { MaintenanceBanner } from '../../lib/ui/banner';
import { NavigationBar } from '../../lib/ui/navigation-bar';
import { LoadingState } from '../../lib/ui/spinner';
import { ToastHost } from '../../lib/ui/toast-host';
import { useColorScheme } from '../hooks/use-color-scheme';
import { useDocumentTitle } from '../hooks/use-document-title';
import { RouterNavLink } from '../router-link';
import { maintenanceNotice, session } from '../session';

/** The frame around every page: navigation, toasts, the maintenance notice and the routed content. */
export function AppLayout() {
  useSignals();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const scheme = useColorScheme();
  useDocumentTitle();
  const { user, isRealUser, isAdmin, identityEpoch } = session.state;

  const logout = async () => {
    setLoggingOut(true);
    try {
      // Home starts the new guest session itself (SPEC §4), so it is not started twice.
      await session.actions.logout({ startGuest: false });
      void navigate('/');
      toast.success('Logged out successfully.');
    } catch (error) {
      toast.error(isApiError(error) ? 'Logout failed. Please try again.' : 'An error occurred during logout. Please refresh the page.');
    } finally {
      setLoggingOut(false);
    }
  };

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
        onLogout={() => void logout()}
        loggingOut={loggingOut}
        linkComponent={RouterNavLink}
      />
      <ToastHost theme={scheme} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {maintenanceNotice.value ? (
          <div className="mx-auto max-w-3xl px-4 pt-6 sm:px-6">
            <MaintenanceBanner message={maintenanceNotice.value} />
          </div>
        ) : null}
        <Suspense fallback={<LoadingState className="justify-center p-8" />}>
          {/* A new identity gets fresh pages: no form text, result or list of the previous one survives. */}
          <Outlet key={identityEpoch.value} />
        </Suspense>
      </main>
      <footer className="px-4 py-6 text-center text-xs text-slate-600 dark:text-night-200">
        Dream Analyzer: readings in the spirit of C. G. Jung. Not a substitute for professional care.
      </footer>
    </div>
  );
}
