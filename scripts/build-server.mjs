// Bundles the server into dist/server/main.js (dependencies stay in node_modules).
import { build } from 'esbuild';

/** Build the production server bundle. */
export async function buildServer() {
  await build({
    entryPoints: ['server/main.ts'],
    outfile: 'dist/server/main.js',
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
