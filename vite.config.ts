import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { THEME_BOOT_SCRIPT } from './lib/core/theme-script.js';

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

/** The SPA: built into dist/app; in development Vite proxies /api and /embed to the server. */
export default defineConfig({
  root: 'app',
  // app/public: files served at the site's root as they are (robots.txt).
  publicDir: 'public',
  plugins: [themeBootScript(), react(), tailwindcss()],
  build: {
    outDir: '../dist/app',
    emptyOutDir: true,
    // Maps without a sourceMappingURL comment; the build moves them out of the served folder.
    sourcemap: 'hidden',
    target: 'es2022',
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/embed': { target: apiTarget, changeOrigin: false },
    },
  },
});
