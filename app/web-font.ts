/**
 * Asks for the app's web font (app/fonts.css explains why it waits until now) and remembers once it
 * has loaded, so the next visit's boot script asks for it before the first paint.
 */
import { WEB_FONT_STORAGE_KEY } from '../lib/core/theme-script';

export function askForWebFont(root: HTMLElement = document.documentElement): void {
  if (root.hasAttribute('data-web-font')) return; // asked for by the boot script: it is cached
  if (!('fonts' in document)) {
    root.setAttribute('data-web-font', '');
    return;
  }
  // Fetched first and switched to once it is there: switching the font stack before would lay
  // the whole page out twice on a slow phone, once for the stack and once more for the font.
  document.fonts
    .load('1em "Inter Variable"')
    .then((faces) => {
      root.setAttribute('data-web-font', '');
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
