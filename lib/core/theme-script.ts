/**
 * Where the theme choice is stored, and the script that applies it before the first paint. Kept
 * apart from the theme's signals so the server can hash the script without loading them.
 */

/** localStorage key of the device's theme choice: 'light', 'dark', or absent for the system's. */
export const THEME_STORAGE_KEY = 'dream-analyzer:theme';

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
  // A tab signed in to an account must not see the guest's first view the page was built with.
  `try{if(sessionStorage.getItem(${JSON.stringify(SIGNED_IN_STORAGE_KEY)}))document.documentElement.setAttribute('data-signed-in','');}catch(e){}})();`;
