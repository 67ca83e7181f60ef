/**
 * The app's toasts, with react-toastify (its script and its stylesheet) fetched when the first
 * toast is asked for. No page needs it to paint, so it stays out of the first download; the
 * rules (which toast replaces which, where they sit) are lib/ui/toast-host's, unchanged.
 */
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type * as ToastHostModule from '../lib/ui/toast-host';
import type { NoticeOptions, ToastHostProps } from '../lib/ui/toast-host';

type ToastModule = typeof ToastHostModule;

/** The container component, once loaded; the layout renders it from then on. */
const loadedHost = signal<ToastModule['ToastHost'] | null>(null);
let loading: Promise<ToastModule> | null = null;

function loadToasts(): Promise<ToastModule> {
  loading ??= Promise.all([import('../lib/ui/toast-host'), import('react-toastify/dist/ReactToastify.css')]).then(
    ([module]) => {
      loadedHost.value = module.ToastHost;
      return module;
    },
    (error: unknown) => {
      // A failed download (offline for a moment) must not stop the next toast from trying again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

type Kind = 'success' | 'error' | 'info' | 'warning';

/**
 * Calls run in the order they were made, once the module is there. A toast asked for before the
 * container mounts waits in react-toastify's own queue and shows when it does.
 */
function later(run: (module: ToastModule) => void): void {
  loadToasts().then(run, (error: unknown) => console.warn('Could not load the notifications', error));
}

const show = (kind: Kind) => (message: string, options?: NoticeOptions) => later(({ toast }) => void toast[kind](message, options));

/** The product's toasts (see lib/ui/toast-host for the rules), loaded on first use. */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};

/** The toast container, rendered from the first toast on; nothing before, so it costs the first paint nothing. */
export function AppToasts(props: ToastHostProps) {
  useSignals();
  const Host = loadedHost.value;
  return Host ? <Host {...props} /> : null;
}
