import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compileAllFunctionsHint } from './vite.compile-hints.js';
import { PREACT_COMPAT_ALIASES } from './vite.preact-compat.js';

/**
 * The widget bundle: an ES module with a hashed name (cached for a year) plus its lazy chunks.
 * The loader that imports it is built separately (vite.embed-loader.config.ts) as a classic script.
 */
export default defineConfig({
  base: './',
  // demo.html: a partner page served at /embed/demo.html.
  publicDir: 'embed/public',
  plugins: [react(), tailwindcss(), compileAllFunctionsHint()],
  resolve: {
    alias: PREACT_COMPAT_ALIASES,
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/embed',
    emptyOutDir: true,
    target: 'es2022',
    // Maps without a sourceMappingURL comment; the build moves them out of the served folder.
    sourcemap: 'hidden',
    modulePreload: false,
    cssCodeSplit: false,
    rollupOptions: {
      input: { widget: 'embed/widget-main.tsx' },
      // The entry may export more than mountWidget: the modules the lazy chunks share then stay
      // in it, instead of a common chunk the text box would wait for one round trip longer.
      preserveEntrySignatures: 'allow-extension',
      output: {
        format: 'es',
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
