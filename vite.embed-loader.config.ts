import { defineConfig } from 'vite';

/** The widget loader: one classic script, `dream-analyzer.js`, told where the bundle is. */
export default defineConfig({
  publicDir: false,
  define: { __WIDGET_ENTRY__: JSON.stringify(process.env.WIDGET_ENTRY ?? './assets/widget.js') },
  build: {
    outDir: 'dist/embed',
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: true,
    lib: { entry: 'embed/loader.ts', formats: ['iife'], name: 'DreamAnalyzerLoader', fileName: () => 'dream-analyzer.js' },
  },
});
