// The unstyled entry never injects CSS into document.head (the widget lives in a shadow root);
// each shell loads react-toastify's stylesheet itself. Everyone must use this one entry, or
// toasts and the container end up in two separate stores.
import { useSyncExternalStore } from 'react';
import { toast as toastify, ToastContainer, type Id, type ToastContainerProps, type ToastOptions } from 'react-toastify/unstyled';

/** At most this many toasts show at once; a new one sends the oldest away rather than waiting. */
export const MAX_TOASTS = 3;

/** Toasts close after 5000 ms. Where they appear depends on the screen (see `ToastHost`). */
export const TOAST_DEFAULTS = {
  autoClose: 5000,
} as const satisfies Partial<ToastContainerProps>;

/** Phones: toasts at the bottom, where they cover neither the header nor the menu. */
export const NARROW_TOASTS_QUERY = '(max-width: 639px)';

export interface ShownToast {
  id: Id;
  containerId: Id | undefined;
  kind: string;
}

/**
 * Which of the toasts on screen a new one replaces: those of its own kind, then the oldest
 * others until at most `max` remain with the new one. Newest last in `shown`.
 */
export function toastsToReplace(shown: readonly ShownToast[], next: Omit<ShownToast, 'id'>, max = MAX_TOASTS): ShownToast[] {
  const sameContainer = shown.filter((t) => t.containerId === next.containerId);
  const sameKind = sameContainer.filter((t) => t.kind === next.kind);
  const others = sameContainer.filter((t) => t.kind !== next.kind);
  return [...sameKind, ...others.slice(0, Math.max(0, others.length - (max - 1)))];
}

export interface NoticeOptions extends Omit<ToastOptions, 'toastId' | 'type'> {
  /**
   * Toasts of one kind replace each other, so only the newest word on a matter stays (for
   * example 'settings' for "Settings updated." and "Failed to update settings"). Defaults to
   * the type and text, so a repeated message shows once.
   */
  kind?: string;
}

type ToastType = 'success' | 'error' | 'info' | 'warning';
const shown: ShownToast[] = [];

function show(type: ToastType, message: string, { kind, ...options }: NoticeOptions = {}): Id {
  // Forget the toasts that closed meanwhile (timed out, clicked away, replaced).
  for (let i = shown.length - 1; i >= 0; i--) {
    const t = shown[i];
    if (t && !toastify.isActive(t.id, t.containerId)) shown.splice(i, 1);
  }
  const next = { containerId: options.containerId, kind: kind ?? `${type}:${message}` };
  for (const old of toastsToReplace(shown, next)) {
    if (old.containerId === undefined) toastify.dismiss(old.id);
    else toastify.dismiss({ id: old.id, containerId: old.containerId });
    shown.splice(shown.indexOf(old), 1);
  }
  const id = toastify[type](message, options);
  shown.push({ id, ...next });
  return id;
}

/** The product's toasts: the newest of a kind replaces the older, at most three at once. */
export const toast = {
  success: (message: string, options?: NoticeOptions) => show('success', message, options),
  error: (message: string, options?: NoticeOptions) => show('error', message, options),
  info: (message: string, options?: NoticeOptions) => show('info', message, options),
  warning: (message: string, options?: NoticeOptions) => show('warning', message, options),
  /** Closes one toast, or every toast without an id. */
  dismiss: (id?: Id): void => toastify.dismiss(id),
  isActive: (id: Id, containerId?: Id): boolean => toastify.isActive(id, containerId),
};

function subscribeNarrow(onChange: () => void) {
  const media = window.matchMedia(NARROW_TOASTS_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True on phone-sized screens, live. */
function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW_TOASTS_QUERY).matches,
    () => false,
  );
}

export type ToastHostProps = Omit<ToastContainerProps, keyof typeof TOAST_DEFAULTS | 'limit' | 'position'>;

/**
 * The toast container with the product's rules: top-center on wide screens, bottom-center on
 * phones (so a toast never hides the navigation), 5000 ms each, newest on top. Render it once
 * per app or widget.
 */
export function ToastHost(props: ToastHostProps) {
  const narrow = useNarrowScreen();
  return (
    <ToastContainer
      {...TOAST_DEFAULTS}
      position={narrow ? 'bottom-center' : 'top-center'}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
      {...props}
    />
  );
}
