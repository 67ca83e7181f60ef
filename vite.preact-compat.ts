import type { Alias } from 'vite';

/**
 * React, React DOM and the scheduler are about 65 KB (gzip) of a first download; preact/compat
 * renders the same components and DOM, React Router and react-toastify included, for about 9 KB.
 * The app's and the widget's builds resolve React to it; Storybook and Vitest keep React itself,
 * so the components are written and checked against React.
 */
export const PREACT_COMPAT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // The shim only exists for React < 18; preact/compat has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
