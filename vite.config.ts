import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

/** The SPA: built into dist/app; in development Vite proxies /api and /embed to the server. */
export default defineConfig({
  root: 'app',
  publicDir: false,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/app',
    emptyOutDir: true,
    sourcemap: true,
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
