import { defineConfig } from 'vitest/config';

/** Unit and API tests run in Node; browser tests live in e2e/ and run under Playwright. */
export const vitestConfig = defineConfig({
  test: {
    include: ['lib/**/*.test.ts', 'lib/**/*.test.tsx', 'app/**/*.test.ts', 'app/**/*.test.tsx', 'embed/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances and argon2 hashing are CPU-heavy; two workers match the machine.
    maxWorkers: 2,
  },
});

export default vitestConfig;
