import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * The widget: an unhashed loader `dream-analyzer.js` (short cache) that imports hashed chunks
 * (long cache). Relative base so chunks load from wherever the loader was served.
 */
export default defineConfig({
  base: './',
  publicDir: false,
  plugins: [react(), tailwindcss()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/embed',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    modulePreload: false,
    cssCodeSplit: false,
    rollupOptions: {
      input: { 'dream-analyzer': 'embed/loader.ts' },
      preserveEntrySignatures: 'strict',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
