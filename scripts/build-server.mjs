// Bundles the server into dist/server/main.js, and the interpreter pool's worker into
// dist/server/interpreter-worker.js beside it, where the pool looks for it (dependencies stay in node_modules);
// dist/server/runtime-tuning.js holds the settings `npm start` starts the server process with.
import { build } from 'esbuild';

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
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
