// The unstyled entry never injects CSS into document.head (the widget lives in a shadow root);
// each shell loads react-toastify's stylesheet itself. Everyone must use this one entry, or
// toasts and the container end up in two separate stores.
import { ToastContainer, type ToastContainerProps } from 'react-toastify/unstyled';

export { toast } from 'react-toastify/unstyled';

/** Toasts appear top-center, close after 5000 ms and show one at a time, so messages never pile up. */
export const TOAST_DEFAULTS = {
  position: 'top-center',
  autoClose: 5000,
  limit: 1,
} as const satisfies Partial<ToastContainerProps>;

export type ToastHostProps = Omit<ToastContainerProps, keyof typeof TOAST_DEFAULTS>;

/** The toast container with the product's rules. Render it once per app or widget. */
export function ToastHost(props: ToastHostProps) {
  return <ToastContainer {...TOAST_DEFAULTS} newestOnTop closeOnClick pauseOnFocusLoss={false} {...props} />;
}
