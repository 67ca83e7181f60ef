/**
 * Asks for the app's web font (app/fonts.css explains why it waits until now) and remembers once it
 * has loaded, so the next visit's boot script asks for it before the first paint.
 */
import { WEB_FONT_STORAGE_KEY } from '../lib/core/theme-script';

export function askForWebFont(root: HTMLElement = document.documentElement): void {
  root.setAttribute('data-web-font', '');
  if (!('fonts' in document)) return;
  document.fonts
    .load('1em "Inter Variable"')
    .then((faces) => {
      if (faces.length === 0) return;
      try {
        localStorage.setItem(WEB_FONT_STORAGE_KEY, '1');
      } catch {
        // Storage refused (private mode, quota): the next visit asks after its first paint again.
      }
    })
    .catch(() => {
      // Not loaded (offline): the fallback stays, metric-matched, and the next visit tries again.
    });
}
