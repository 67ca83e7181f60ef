/**
 * The database the fuzz suites run on: PostgreSQL when TEST_DATABASE_URL is set (the production
 * set-up), else PGlite. Both are the same PostgreSQL engine, so one run covers the error paths;
 * FUZZ_DATABASE=pglite|postgres picks one explicitly.
 */
import type { DatabaseKind } from '../db/client';
import { TEST_DATABASE_KINDS } from '../testing/test-database';

const wanted = process.env.FUZZ_DATABASE;
export const FUZZ_DATABASE: DatabaseKind = wanted === 'pglite' || wanted === 'postgres' ? wanted : (TEST_DATABASE_KINDS.at(-1) ?? 'pglite');
