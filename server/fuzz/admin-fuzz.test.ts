/** Fuzzing the admin calls and the public odds and ends (health, OpenAPI, unknown paths). */
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../lib/core/api/contract';
import { updateSetting } from '../settings/settings-store';
import { createStubInterpreter } from '../testing/stub-interpreter';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { FUZZ_DATABASE } from './fuzz-database';
import { nastyString } from './fuzz-bodies';
import { encodePathSegment } from './fuzz-http';
import { FUZZ_TIMEOUT_MS, createFuzzFixture, fuzzEndpoint, type FuzzEndpoint, type FuzzFixture } from './fuzz-property';

let server: TestServer;
let f: FuzzFixture;

const unknownPath = fc
  .oneof(
    fc.constantFrom('/', '/nope', '/auth', '/auth/', '/dreams/', '/admin', '/admin/users/1', '/openapi.json/x', '/..%2F..%2Fetc%2Fpasswd', '/health%00', '/dreams/1/analyze/x'),
    nastyString.filter((s) => s.length < 300).map((s) => `/${encodePathSegment(s)}`),
  );

/** The user list's query: paging and search parameters with hostile and edge values (LIKE wildcards included). */
const usersQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom('limit', 'cursor', 'q', 'include_total', 'x'),
      fc.oneof(nastyString.filter((v) => v.length < 300), fc.constantFrom('0', '101', '20', 'abc', '%', '_', '\\', "'; --", 'true', 'WyIyMDI2IiwxXQ', '')),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => {
    const search = new URLSearchParams();
    for (const [k, v] of pairs) search.append(k, v);
    const text = search.toString();
    return text ? `/admin/users?${text}` : '/admin/users';
  });

const ENDPOINTS: FuzzEndpoint[] = [
  { label: 'GET /admin/users', method: 'GET', path: usersQuery, caller: 'admin', body: 'none' },
  { label: 'GET /admin/settings', method: 'GET', path: '/admin/settings', caller: 'admin', body: 'none' },
  { label: 'PUT /admin/settings', method: 'PUT', path: '/admin/settings', caller: 'admin', body: 'json', valid: { max_dreams_per_day: 50 } },
  { label: 'GET /admin/stats', method: 'GET', path: '/admin/stats', caller: 'admin', body: 'none' },
  { label: 'GET /health', method: 'GET', path: '/health', caller: 'none', body: 'none' },
  { label: 'GET /openapi.json', method: 'GET', path: '/openapi.json', caller: 'none', body: 'none' },
  { label: 'POST unknown paths', method: 'POST', path: unknownPath, caller: 'none', body: 'json', valid: { a: 1 } },
  { label: 'GET unknown paths', method: 'GET', path: unknownPath, caller: 'none', body: 'none' },
];

describe(`fuzzing the admin calls on ${FUZZ_DATABASE}`, () => {
  beforeAll(async () => {
    server = await startTestServer({ database: FUZZ_DATABASE, env: { RATE_LIMITS: 'off' }, server: { interpreter: createStubInterpreter() } });
    f = await createFuzzFixture(server);
  });
  afterEach(async () => {
    for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) await updateSetting(server.ctx.db, key as keyof typeof DEFAULT_SETTINGS, value, server.ctx.now());
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(ENDPOINTS.map((e) => [e.label, e] as const))('%s: never 5xx, always {detail}, 413 over the limit, refusals change nothing', async (_label, ep) => {
    await fuzzEndpoint(ep, f);
  }, FUZZ_TIMEOUT_MS);
});
