/**
 * A stolen access token alone cannot take or destroy the account: changing the email and deleting
 * the account need the current password, wrong guesses are limited like sign-ins, and the old
 * address hears about an email change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../lib/core/api/contract';
import { call, createUser } from '../../testing/api-client';
import { startMailCatcher, type MailCatcher } from '../../testing/mail-catcher';
import { createStubInterpreter } from '../../testing/stub-interpreter';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from '../../testing/start-test-server';
import { LIMITS } from '../../rate-limit/limits';

type ErrorBody = { detail: string; code?: string };

describe.each(TEST_DATABASE_KINDS)('re-authentication on %s', (kind) => {
  let server: TestServer;
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startTestServer({ database: kind, env: { SMTP_URL: mail.smtpUrl }, server: { interpreter: createStubInterpreter() } });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  const me = async (token: string) => (await call<User>(server, 'GET', '/auth/me', { token })).body;

  it('refuses an email change without the current password, or with a wrong one', async () => {
    const u = await createUser(server);
    const token = u.tokens.access_token;
    const missing = await call<ErrorBody>(server, 'PATCH', '/auth/me', { token, json: { email: `stolen-${u.email}` } });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({ detail: 'Please enter your current password to change your email.', code: 'reauth_required' });
    const wrong = await call<ErrorBody>(server, 'PATCH', '/auth/me', { token, json: { email: `stolen-${u.email}`, current_password: 'Guessed-wrong1' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ detail: 'Current password is incorrect.', code: 'reauth_required' });
    expect((await me(token)).email).toBe(u.email);
    expect(mail.mails.some((m) => m.to.includes(`stolen-${u.email}`))).toBe(false);
  });

  it('changes the email with the current password and tells the old address', async () => {
    const u = await createUser(server);
    const newEmail = `moved-${u.email}`;
    const res = await call<User & { email_changed: boolean }>(server, 'PATCH', '/auth/me', { token: u.tokens.access_token, json: { email: newEmail, current_password: u.password } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: newEmail, email_changed: true });
    const notice = await mail.waitFor(u.email, /changed/i);
    expect(notice.text).toContain(newEmail);
  });

  it('needs no password for edits that do not hand the account over', async () => {
    const u = await createUser(server);
    const res = await call<User>(server, 'PATCH', '/auth/me', { token: u.tokens.access_token, json: { first_name: 'Carl', email: u.email.toUpperCase() } });
    expect(res.status).toBe(200);
    expect(res.body.first_name).toBe('Carl');
  });

  it('refuses to delete the account without the current password, or with a wrong one', async () => {
    const u = await createUser(server);
    const token = u.tokens.access_token;
    const bare = await call<ErrorBody>(server, 'DELETE', '/auth/me', { token });
    expect(bare.status).toBe(403);
    expect(bare.body).toEqual({ detail: 'Please enter your current password to delete your account.', code: 'reauth_required' });
    const wrong = await call<ErrorBody>(server, 'DELETE', '/auth/me', { token, json: { current_password: 'Guessed-wrong1' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('reauth_required');
    expect((await me(token)).username).toBe(u.username);
    expect((await call(server, 'DELETE', '/auth/me', { token, json: { current_password: u.password } })).status).toBe(200);
    expect((await call(server, 'GET', '/auth/me', { token })).status).toBe(401);
  });

  it('limits password guesses made with a stolen token like sign-ins', async () => {
    const u = await createUser(server);
    const token = u.tokens.access_token;
    for (let i = 0; i < LIMITS.passwordFailuresPerClient.points; i++) {
      expect((await call(server, 'DELETE', '/auth/me', { token, json: { current_password: `Guess-number${i}` } })).status).toBe(403);
    }
    const refused = await call<ErrorBody>(server, 'DELETE', '/auth/me', { token, json: { current_password: u.password } });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect((await me(token)).username).toBe(u.username);
    const change = await call<ErrorBody>(server, 'POST', '/auth/change-password', { token, json: { current_password: 'Guess-again1', new_password: 'Another-Secret2' } });
    expect(change.status).toBe(429);
  });
});
