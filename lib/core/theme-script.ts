/**
 * Where the theme choice is stored, and the script that applies it before the first paint. Kept
 * apart from the theme's signals so the server can hash the script without loading them.
 */

/** localStorage key of the device's theme choice: 'light', 'dark', or absent for the system's. */
export const THEME_STORAGE_KEY = 'dream-analyzer:theme';

/**
 * localStorage key set once the app's web font (Inter, app/fonts.css) has loaded on this device:
 * from then on the page asks for it before the first paint, since the browser has it cached.
 */
export const WEB_FONT_STORAGE_KEY = 'dream-analyzer:web-font';

/** The app's stored refresh token (lib/core/session/storage.ts): only an account's session has one. */
export const SIGNED_IN_STORAGE_KEY = 'dream-analyzer:refresh_token';

/**
 * `applyThemeChoice` (theme.ts) for the stored choice, as a classic script for the page's <head>:
 * it runs before the first paint, so a stored dark choice never flashes light (or the other way
 * round). The server allows exactly this text, by its hash, in the Content-Security-Policy.
 */
export const THEME_BOOT_SCRIPT =
  `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
  `if(t==='light'||t==='dark'){var r=document.documentElement;r.classList.add(t);r.style.colorScheme=t;}}catch(e){}` +
  // A device that has loaded the web font before has it cached: use it from the first paint.
  `try{if(localStorage.getItem(${JSON.stringify(WEB_FONT_STORAGE_KEY)}))document.documentElement.setAttribute('data-web-font','');}catch(e){}` +
  // A tab signed in to an account must not see the guest's first view the page was built with.
  `try{if(sessionStorage.getItem(${JSON.stringify(SIGNED_IN_STORAGE_KEY)}))document.documentElement.setAttribute('data-signed-in','');}catch(e){}})();`;
