// Bundles the server into dist/server/main.js, and the interpreter pool's worker into
// dist/server/interpreter-worker.js beside it, where the pool looks for it (dependencies stay in node_modules);
// dist/server/runtime-tuning.js holds the settings `npm start` starts the server process with.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { escapeAboveLatin1 } from './latin1-source.mjs';

/** Build the production server bundle. */
export async function buildServer() {
  await build({
    entryPoints: {
      main: 'server/main.ts',
      'interpreter-worker': 'server/interpreter/pool-worker.ts',
      // Read by `npm start` before it starts the server process (scripts/start.mjs).
      'runtime-tuning': 'server/runtime-tuning.ts',
    },
    outdir: 'dist/server',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  // Kept one byte per character in memory (see latin1-source.mjs). The escapes lengthen only the
  // few lines that hold such characters, so the source maps stay right to the line.
  for (const file of fs.readdirSync('dist/server').filter((f) => f.endsWith('.js'))) {
    const full = path.join('dist/server', file);
    const code = fs.readFileSync(full, 'utf8');
    const escaped = escapeAboveLatin1(code);
    if (escaped !== code) fs.writeFileSync(full, escaped);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
