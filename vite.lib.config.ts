import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/** Every module of lib/core and lib/ui is an entry, so partners import only what they use. */
function libEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const dir of ['core', 'ui']) {
    const walk = (rel: string) => {
      for (const item of fs.readdirSync(path.join('lib', rel), { withFileTypes: true })) {
        const file = path.join(rel, item.name);
        // Test helpers (lib/core/testing) are not part of the published library.
        if (item.isDirectory()) {
          if (item.name !== 'testing') walk(file);
        }
        else if (/\.tsx?$/.test(item.name) && !/\.(test|spec|stories)\.tsx?$/.test(item.name) && !item.name.endsWith('.d.ts')) {
          entries[file.replace(/\.tsx?$/, '')] = path.join('lib', file);
        }
      }
    };
    walk(dir);
  }
  entries['ui/styles'] = 'lib/ui/styles.css';
  return entries;
}

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
const external = Object.keys(pkg.dependencies);

/** The component library: ES modules in dist/lib, styles in dist/lib/ui/styles.css. */
export default defineConfig({
  publicDir: false,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/lib',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    minify: false,
    cssCodeSplit: true,
    lib: { entry: libEntries(), formats: ['es'] },
    rollupOptions: {
      external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', assetFileNames: '[name][extname]' },
    },
  },
});
