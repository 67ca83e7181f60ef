/**
 * The widget's toasts and their stylesheet: a lazy chunk, loaded the first time a widget has
 * something to say (an analysis refused, the service unreachable), never on first paint.
 */
import toastifyCss from 'react-toastify/ReactToastify.css?inline';
import { adoptLateStyleSheet, shadowStyleSheet } from './widget-styles';

export { toast, ToastHost } from '../lib/ui/toast-host';

let sheet: CSSStyleSheet | undefined;

/** Gives a widget's shadow root react-toastify's stylesheet (once per root). */
export function adoptToastStyles(root: ShadowRoot): void {
  sheet ??= shadowStyleSheet(toastifyCss);
  adoptLateStyleSheet(root, sheet);
}
