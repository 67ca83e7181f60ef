import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { THEME_BOOT_SCRIPT } from './lib/core/theme-script.js';
import { compileAllFunctionsHint } from './vite.compile-hints.js';
import { PREACT_COMPAT_ALIASES } from './vite.preact-compat.js';

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

/**
 * Puts the theme script inline in the page's <head>, so a stored light or dark choice applies
 * before the first paint. One source (lib/core/theme.ts): the server's CSP allows it by its hash.
 */
function themeBootScript(): Plugin {
  return {
    name: 'dream-analyzer:theme-boot-script',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head' }],
  };
}

/**
 * Storybook's builder loads this file too and merges it into its own configuration; the catalogue
 * (like Vitest) keeps React, so the components are written and checked against React itself. Its
 * command line sets STORYBOOK=true before it reads any configuration.
 */
const forStorybook = process.env.STORYBOOK === 'true';

/** The SPA: built into dist/app; in development Vite proxies /api and /embed to the server. */
export default defineConfig({
  root: 'app',
  // app/public: files served at the site's root as they are (robots.txt).
  publicDir: 'public',
  // React Fast Refresh only knows React's renderer: under Preact it would accept an edit and leave
  // the screen as it was. Without it, an edit reloads the page.
  plugins: [themeBootScript(), react(forStorybook ? {} : { refreshExclude: /./ }), tailwindcss(), compileAllFunctionsHint()],
  // Development resolves to Preact too, so what is tried is what ships.
  resolve: { alias: forStorybook ? [] : PREACT_COMPAT_ALIASES },
  build: {
    outDir: '../dist/app',
    emptyOutDir: true,
    // Maps without a sourceMappingURL comment; the build moves them out of the served folder.
    sourcemap: 'hidden',
    // Which chunks each page needs, for the first views' preloads (scripts/prerender.mjs, which
    // also takes the manifest out of the served folder again).
    manifest: !forStorybook,
    target: 'es2022',
    rollupOptions: {
      onwarn(warning, warn) {
        // React Router reads React 19's useOptimistic when there is one and does without it
        // otherwise; preact/compat has none, which is expected, not a fault to report. (That is
        // the one React export React Router finds missing; any other module still warns.)
        if (warning.code === 'IMPORT_IS_UNDEFINED' && /[\\/]node_modules[\\/]react-router[\\/]/.test(warning.id ?? '')) return;
        warn(warning);
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/embed': { target: apiTarget, changeOrigin: false },
    },
  },
});
