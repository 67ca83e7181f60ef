/** Fuzzing the signed-in user's account calls: /auth/me and change-password. */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { STRONG_PASSWORD } from '../testing/api-client';
import { createStubInterpreter } from '../testing/stub-interpreter';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { FUZZ_DATABASE } from './fuzz-database';
import { FUZZ_TIMEOUT_MS, createFuzzFixture, fuzzEndpoint, type FuzzEndpoint, type FuzzFixture } from './fuzz-property';

let server: TestServer;
let f: FuzzFixture;
let unique = 0;
const fresh = () => `fzm${process.pid}x${Date.now().toString(36)}x${++unique}`;

const ENDPOINTS: FuzzEndpoint[] = [
  { label: 'GET /auth/me', method: 'GET', path: '/auth/me', caller: 'user', body: 'none' },
  {
    label: 'PATCH /auth/me',
    method: 'PATCH',
    path: '/auth/me',
    caller: 'user',
    body: 'json',
    valid: { username: '$username', email: '$email', first_name: 'Carl', last_name: 'Jung', current_password: STRONG_PASSWORD },
    secretFields: ['current_password'],
  },
  {
    label: 'DELETE /auth/me',
    method: 'DELETE',
    path: '/auth/me',
    caller: 'user',
    body: 'json',
    valid: { current_password: STRONG_PASSWORD },
    secretFields: ['current_password'],
    consumesCaller: true,
  },
  {
    label: 'POST /auth/change-password',
    method: 'POST',
    path: '/auth/change-password',
    caller: 'user',
    body: 'json',
    valid: { current_password: STRONG_PASSWORD, new_password: 'Another-Secret2' },
    secretFields: ['current_password', 'new_password'],
    consumesCaller: true,
  },
];

describe(`fuzzing the account calls on ${FUZZ_DATABASE}`, () => {
  beforeAll(async () => {
    server = await startTestServer({ database: FUZZ_DATABASE, env: { RATE_LIMITS: 'off' }, server: { interpreter: createStubInterpreter() } });
    f = await createFuzzFixture(server, { username: async () => fresh(), email: async () => `${fresh()}@example.test` });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(ENDPOINTS.map((e) => [e.label, e] as const))('%s: never 5xx, always {detail}, 413 over the limit, no secret echoed, refusals change nothing', async (_label, ep) => {
    await fuzzEndpoint(ep, f);
  }, FUZZ_TIMEOUT_MS);
});
