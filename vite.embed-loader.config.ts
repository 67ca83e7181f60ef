import { defineConfig } from 'vite';

/** The widget loader: one classic script, `dream-analyzer.js`, told where the bundle is. */
export default defineConfig({
  publicDir: false,
  define: { __WIDGET_ENTRY__: JSON.stringify(process.env.WIDGET_ENTRY ?? './assets/widget.js') },
  build: {
    outDir: 'dist/embed',
    emptyOutDir: false,
    target: 'es2022',
    // Maps without a sourceMappingURL comment; the build moves them out of the served folder.
    sourcemap: 'hidden',
    lib: { entry: 'embed/loader.ts', formats: ['iife'], name: 'DreamAnalyzerLoader', fileName: () => 'dream-analyzer.js' },
  },
});
