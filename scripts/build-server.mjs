// Bundles the server into dist/server/main.js, and the interpreter pool's worker into
// dist/server/interpreter-worker.js beside it, where the pool looks for it (dependencies stay in node_modules).
import { build } from 'esbuild';

/** Build the production server bundle. */
export async function buildServer() {
  await build({
    entryPoints: {
      main: 'server/main.ts',
      'interpreter-worker': 'server/interpreter/pool-worker.ts',
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
