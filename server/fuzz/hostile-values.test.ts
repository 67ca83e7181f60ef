/**
 * The hostile values the fuzzers found answered with 500, pinned one by one so each failure
 * names its endpoint and input. Expected: a 4xx with {detail}, nothing stored.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ApiResponse } from '../testing/api-client';
import { createStubInterpreter } from '../testing/stub-interpreter';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { databaseFingerprint, FUZZ_DATABASE } from './fuzz-database';
import { mintUser, type MintedUser } from './fuzz-tokens';

let server: TestServer;
let user: MintedUser;

/** A refusal: 4xx, JSON {detail, code} (validation failures list their fields), and the database as it was. */
async function expectRefused(run: () => Promise<ApiResponse>, statuses: number[] = [400, 401, 422]) {
  const before = await databaseFingerprint(server);
  const res = await run();
  expect(statuses, `${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
  const { errors, ...body } = res.body as { errors?: unknown; code?: unknown };
  expect(body).toEqual({ detail: expect.any(String), code: expect.any(String) });
  if (body.code === 'validation_failed') expect(errors).toEqual(expect.arrayContaining([{ field: expect.any(String), message: expect.any(String) }]));
  else expect(errors).toBeUndefined();
  expect(await databaseFingerprint(server)).toEqual(before);
}

describe(`hostile values on ${FUZZ_DATABASE}`, () => {
  beforeAll(async () => {
    server = await startTestServer({ database: FUZZ_DATABASE, env: { RATE_LIMITS: 'off' }, server: { interpreter: createStubInterpreter() } });
    user = await mintUser(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  // PostgreSQL text cannot hold U+0000: storing or comparing it fails inside the database.
  it.each([
    ['POST /dreams dream_text', 'POST', '/dreams', { dream_text: 'a dream\u0000with a NUL' }],
    ['POST /dreams mood', 'POST', '/dreams', { dream_text: 'a dream', mood: 'calm\u0000' }],
    ['PATCH /auth/me first_name', 'PATCH', '/auth/me', { first_name: 'Carl\u0000' }],
    ['PATCH /auth/me last_name', 'PATCH', '/auth/me', { last_name: '\u0000' }],
  ] as const)('%s with U+0000 is refused, not a 500', async (_label, method, path, json) => {
    await expectRefused(() => call(server, method, path, { token: user.accessToken, json }));
  });

  it('POST /auth/login with U+0000 in the email is refused, not a 500', async () => {
    await expectRefused(() => call(server, 'POST', '/auth/login', { form: { username: 'someone\u0000@example.test', password: 'x' } }));
  });

  // Date.parse accepts years PostgreSQL timestamps cannot store (and ISO strings with 6-digit years).
  it.each(['0000-01-01', '-005000-01-01T00:00:00Z', '+010000-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z'])(
    'POST /dreams with date %s is refused, not a 500',
    async (date) => {
      await expectRefused(() => call(server, 'POST', '/dreams', { token: user.accessToken, json: { dream_text: 'a dream', date } }));
    },
  );

  // Without Content-Length the limit must still hold while the body streams in.
  it.each(['/dreams', '/auth/register', '/auth/login'])('POST %s with a 2 MB chunked body (no Content-Length) answers 413', async (path) => {
    const chunk = new TextEncoder().encode('{"dream_text":"' + 'a'.repeat(64 * 1024 - 15));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 2 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const before = await databaseFingerprint(server);
    const init = { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${user.accessToken}` }, body, duplex: 'half' };
    const res = await fetch(`${server.url}/api${path}`, init as RequestInit).catch((error: unknown) => error as Error);
    if (res instanceof Error) throw new Error(`the connection failed instead of a 413: ${res.message}`);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: expect.any(String), code: 'body_too_large' });
    expect(await databaseFingerprint(server)).toEqual(before);
  });

  // Only a holder of the server's key can sign such a token, but it must still be a 401.
  it.each(['/auth/me', '/dreams', '/admin/users'])('GET %s with a well-signed token whose sid is not a UUID answers 401, not a 500', async (path) => {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ type: 'access', sid: "' or 1=1 --" })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('dream-analyzer')
      .setSubject(String(user.id))
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(server.ctx.jwtSecret));
    await expectRefused(() => call(server, 'GET', path, { token }), [401]);
  });
});
