/**
 * Fuzzing the sign-in, registration, token and email-link calls: random and malformed
 * bodies, wrong content types, oversized bodies and forged tokens. See fuzz-property.ts for the rules.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createEmailToken } from '../auth/email-tokens';
import { STRONG_PASSWORD } from '../testing/api-client';
import { createStubInterpreter } from '../testing/stub-interpreter';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { nastyString } from './fuzz-bodies';
import { FUZZ_TIMEOUT_MS, createFuzzFixture, fuzzEndpoint, type FuzzEndpoint, type FuzzFixture } from './fuzz-property';
import { mintUser } from './fuzz-tokens';
import { FUZZ_DATABASE } from './fuzz-database';

let server: TestServer;
let f: FuzzFixture;
let unique = 0;
const fresh = () => `fzr${process.pid}x${Date.now().toString(36)}x${++unique}`;

/**
 * Login bodies: argon2 makes every request that passes validation cost ~50–100 ms, so most
 * bodies fail validation first (missing, empty, over-long fields) and a quarter reach hashing.
 */
function loginBody(): fc.Arbitrary<Record<string, unknown>> {
  const badUsername = fc.constantFrom('', '   ', '\t', 'u'.repeat(255), `${'v'.repeat(300)}@example.test`);
  const badPassword = fc.constantFrom('', 'p'.repeat(1025), 'q'.repeat(5000));
  const username = fc.oneof(
    { weight: 4, arbitrary: badUsername },
    { weight: 1, arbitrary: fc.oneof(fc.constant('$userEmail'), fc.constant('nobody@example.test'), nastyString.filter((s) => s.trim().length > 0 && s.length <= 254)) },
  );
  const password = fc.oneof(
    { weight: 4, arbitrary: badPassword },
    { weight: 1, arbitrary: fc.oneof(fc.constant(STRONG_PASSWORD), fc.string({ minLength: 8, maxLength: 40 })) },
  );
  return fc.record({ username, password }, { requiredKeys: [] });
}

const ENDPOINTS: FuzzEndpoint[] = [
  { label: 'POST /auth/login', method: 'POST', path: '/auth/login', caller: 'none', body: 'form', bodyArb: loginBody(), secretFields: ['password'] },
  { label: 'POST /auth/register', method: 'POST', path: '/auth/register', caller: 'none', body: 'json', valid: { username: '$username', email: '$email', password: STRONG_PASSWORD }, secretFields: ['password'] },
  { label: 'POST /auth/refresh', method: 'POST', path: '/auth/refresh', caller: 'none', body: 'json', valid: { refresh_token: '$refreshToken' }, secretFields: ['refresh_token'] },
  { label: 'POST /auth/logout', method: 'POST', path: '/auth/logout', caller: 'session', body: 'none', consumesCaller: true },
  { label: 'POST /auth/guest-access', method: 'POST', path: '/auth/guest-access', caller: 'none', body: 'json', valid: { fingerprint: '$fingerprint' } },
  { label: 'POST /auth/verify-email', method: 'POST', path: '/auth/verify-email', caller: 'none', body: 'json', valid: { token: '$verifyToken' }, secretFields: ['token'] },
  { label: 'POST /auth/resend-verification', method: 'POST', path: '/auth/resend-verification', caller: 'none', body: 'json', valid: { email: '$unverifiedEmail' } },
  { label: 'POST /auth/reset-password', method: 'POST', path: '/auth/reset-password', caller: 'none', body: 'json', valid: { email: '$userEmail' } },
  { label: 'POST /auth/confirm-password-reset', method: 'POST', path: '/auth/confirm-password-reset', caller: 'none', body: 'json', valid: { token: '$resetToken', new_password: 'Another-Secret2' }, secretFields: ['token', 'new_password'] },
];

describe(`fuzzing the auth calls on ${FUZZ_DATABASE}`, () => {
  beforeAll(async () => {
    server = await startTestServer({ database: FUZZ_DATABASE, env: { RATE_LIMITS: 'off' }, server: { interpreter: createStubInterpreter() } });
    const emailToken = async (purpose: 'verify_email' | 'reset_password') => {
      const u = await mintUser(server, { prefix: 'fzmail' });
      return createEmailToken(server.ctx.db, u.id, u.email, purpose, server.ctx.now());
    };
    f = await createFuzzFixture(server, {
      username: async () => fresh(),
      email: async () => `${fresh()}@example.test`,
      userEmail: async () => f.user.email,
      unverifiedEmail: async () => f.user.email,
      fingerprint: async () => `fp-${fresh()}`,
      refreshToken: async () => (await mintUser(server, { prefix: 'fzref' })).refreshToken,
      verifyToken: () => emailToken('verify_email'),
      resetToken: () => emailToken('reset_password'),
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(ENDPOINTS.map((e) => [e.label, e] as const))('%s: never 5xx, always {detail}, 413 over the limit, no secret echoed, refusals change nothing', async (_label, ep) => {
    await fuzzEndpoint(ep, f);
  }, FUZZ_TIMEOUT_MS);
});
