import { ToastContainer, type ToastContainerProps } from 'react-toastify';

/** SPEC §2/§9: toasts appear top-center, close after 5000 ms, one at a time. */
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
