/** Email verification and password reset end to end, through a real SMTP server. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, login, uniqueUser } from '../../testing/api-client';
import { createFakeClock } from '../../testing/fake-clock';
import { startMailCatcher, type MailCatcher } from '../../testing/mail-catcher';
import { createStubInterpreter } from '../../testing/stub-interpreter';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from '../../testing/start-test-server';

const PUBLIC_URL = 'https://dreams.example.test';

function tokenOf(link: string | undefined, page: string): string {
  expect(link).toBeDefined();
  const url = new URL(link!);
  expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}${page}`);
  const token = url.searchParams.get('token');
  expect(token && token.length >= 22).toBe(true);
  return token!;
}

describe.each(TEST_DATABASE_KINDS)('email flows on %s', (kind) => {
  let server: TestServer;
  let mail: MailCatcher;
  const clock = createFakeClock();
  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startTestServer({
      database: kind,
      env: { RATE_LIMITS: 'off', SMTP_URL: mail.smtpUrl, PUBLIC_URL },
      server: { interpreter: createStubInterpreter(), now: clock.now },
    });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('register → verification link → verified; the link works once', async () => {
    const u = uniqueUser('verify');
    const res = await call<{ message: string; user: { email_verified: boolean } }>(server, 'POST', '/auth/register', {
      json: u,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Registration successful! Please check your email to verify your account.');
    expect(res.body.user.email_verified).toBe(false);
    const message = await mail.waitFor(u.email, /verify/i);
    const token = tokenOf(message.link, '/verify-email');
    const verified = await call(server, 'POST', '/auth/verify-email', { json: { token } });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ message: 'Email verified successfully!' });
    const tokens = await login(server, u.email, u.password);
    expect(tokens.user.email_verified).toBe(true);
    expect((await call(server, 'POST', '/auth/verify-email', { json: { token } })).status).toBe(400);
  });

  it('verification links expire after 24 hours', async () => {
    const u = uniqueUser('late');
    await call(server, 'POST', '/auth/register', { json: u });
    const token = tokenOf((await mail.waitFor(u.email)).link, '/verify-email');
    clock.advance(24 * 3600_000 + 1000);
    const res = await call<{ detail: string }>(server, 'POST', '/auth/verify-email', { json: { token } });
    clock.reset();
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/Invalid or expired/);
  });

  it('a reset token cannot verify an email (tokens are purpose-bound)', async () => {
    const u = await createUser(server, { verified: false });
    await call(server, 'POST', '/auth/reset-password', { json: { email: u.email } });
    const token = tokenOf((await mail.waitFor(u.email, /reset/i)).link, '/new-password');
    expect((await call(server, 'POST', '/auth/verify-email', { json: { token } })).status).toBe(400);
  });

  it('reset → link → new password works, old fails, link reuse fails, other sessions end', async () => {
    const u = await createUser(server);
    const res = await call(server, 'POST', '/auth/reset-password', { json: { email: u.email } });
    expect(res.status).toBe(200);
    const token = tokenOf((await mail.waitFor(u.email, /reset/i)).link, '/new-password');

    const weak = await call<{ detail: string }>(server, 'POST', '/auth/confirm-password-reset', { json: { token, new_password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body.detail).toMatch(/^Password does not meet requirements/);

    const ok = await call(server, 'POST', '/auth/confirm-password-reset', { json: { token, new_password: 'Fresh-Start42' } });
    expect(ok.status).toBe(200);
    expect((await login(server, u.email, 'Fresh-Start42')).user.id).toBe(u.id);
    await expect(login(server, u.email, u.password)).rejects.toThrow(/401/);
    expect((await call(server, 'GET', '/auth/me', { token: u.tokens.access_token })).status).toBe(401);
    const again = await call(server, 'POST', '/auth/confirm-password-reset', { json: { token, new_password: 'Another-Go42' } });
    expect(again.status).toBe(400);
  });

  it('an expired reset link fails (1 hour)', async () => {
    const u = await createUser(server);
    await call(server, 'POST', '/auth/reset-password', { json: { email: u.email } });
    const token = tokenOf((await mail.waitFor(u.email, /reset/i)).link, '/new-password');
    clock.advance(3600_000 + 1000);
    const res = await call(server, 'POST', '/auth/confirm-password-reset', { json: { token, new_password: 'Fresh-Start42' } });
    clock.reset();
    expect(res.status).toBe(400);
  });

  it('a new password kills other pending reset links', async () => {
    const u = await createUser(server);
    await call(server, 'POST', '/auth/reset-password', { json: { email: u.email } });
    const first = tokenOf((await mail.waitFor(u.email, /reset/i)).link, '/new-password');
    await call(server, 'POST', '/auth/reset-password', { json: { email: u.email } });
    const second = tokenOf((await mail.waitFor(u.email, /reset/i)).link, '/new-password');
    expect((await call(server, 'POST', '/auth/confirm-password-reset', { json: { token: second, new_password: 'Fresh-Start42' } })).status).toBe(200);
    expect((await call(server, 'POST', '/auth/confirm-password-reset', { json: { token: first, new_password: 'Other-Start42' } })).status).toBe(400);
  });

  it('reset and resend answer identically for known and unknown emails', async () => {
    const known = await createUser(server, { verified: false });
    for (const p of ['/auth/reset-password', '/auth/resend-verification']) {
      const a = await call(server, 'POST', p, { json: { email: known.email } });
      const b = await call(server, 'POST', p, { json: { email: 'ghost@example.test' } });
      expect(a.status).toBe(200);
      expect(b.status).toBe(a.status);
      expect(b.body).toEqual(a.body);
    }
    await mail.waitFor(known.email, /reset/i);
    const verification = await mail.waitFor(known.email, /verify/i);
    expect((await call(server, 'POST', '/auth/verify-email', { json: { token: tokenOf(verification.link, '/verify-email') } })).status).toBe(200);
    expect(mail.mails.some((m) => m.to.includes('ghost@'))).toBe(false);
  });

  it('PATCH /auth/me with a new email unverifies it and mails the new address', async () => {
    const u = await createUser(server);
    const other = await createUser(server);
    const taken = await call(server, 'PATCH', '/auth/me', { token: u.tokens.access_token, json: { email: other.email.toUpperCase(), current_password: u.password } });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ detail: 'Email already registered', code: 'email_taken' });
    const newEmail = `new-${u.email}`;
    const res = await call<Record<string, unknown>>(server, 'PATCH', '/auth/me', { token: u.tokens.access_token, json: { email: newEmail, first_name: 'Carl', current_password: u.password } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email_changed: true, email: newEmail, email_verified: false, first_name: 'Carl' });
    const token = tokenOf((await mail.waitFor(newEmail, /verify/i)).link, '/verify-email');
    const notice = await mail.waitFor(u.email, /changed/i);
    expect(notice.text).toContain(newEmail);
    expect((await call(server, 'POST', '/auth/verify-email', { json: { token } })).status).toBe(200);
    expect((await login(server, newEmail, u.password)).user.email_verified).toBe(true);
    const same = await call<Record<string, unknown>>(server, 'PATCH', '/auth/me', { token: u.tokens.access_token, json: { last_name: 'Jung' } });
    expect(same.body).toMatchObject({ email_changed: false, last_name: 'Jung' });
  });

  it('registration refuses a taken email or username with a clear 400, and weak passwords', async () => {
    const u = await createUser(server);
    const email = await call(server, 'POST', '/auth/register', { json: { ...uniqueUser(), email: u.email.toUpperCase() } });
    expect(email.status).toBe(400);
    expect(email.body).toEqual({ detail: 'Email already registered', code: 'email_taken' });
    const name = await call(server, 'POST', '/auth/register', { json: { ...uniqueUser(), username: u.username } });
    expect(name.status).toBe(400);
    expect(name.body).toEqual({ detail: 'Username already taken', code: 'username_taken' });
    const weak = await call<{ detail: string }>(server, 'POST', '/auth/register', { json: { ...uniqueUser(), password: 'alllowercase1!' } });
    expect(weak.status).toBe(400);
    expect(weak.body.detail).toMatch(/^Password does not meet requirements/);
  });

  it('two parallel registrations of one email: one account, one clear 400', async () => {
    const u = uniqueUser('twin');
    const results = await Promise.all([
      call(server, 'POST', '/auth/register', { json: u }),
      call(server, 'POST', '/auth/register', { json: { ...u, username: `${u.username}b` } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.status === 400)?.body).toEqual({ detail: 'Email already registered', code: 'email_taken' });
    await mail.waitFor(u.email, /verify/i);
  });

  it('DELETE /auth/me removes the account; the email can register again', async () => {
    const u = await createUser(server);
    await call(server, 'POST', '/dreams', { token: u.tokens.access_token, json: { dream_text: 'A dream to be forgotten' } });
    expect((await call(server, 'DELETE', '/auth/me', { token: u.tokens.access_token, json: { current_password: u.password } })).status).toBe(200);
    expect((await call(server, 'GET', '/auth/me', { token: u.tokens.access_token })).status).toBe(401);
    expect((await call(server, 'POST', '/auth/refresh', { json: { refresh_token: u.tokens.refresh_token } })).status).toBe(401);
    await expect(login(server, u.email, u.password)).rejects.toThrow(/401/);
    const again = await call(server, 'POST', '/auth/register', { json: { username: u.username, email: u.email, password: u.password } });
    expect(again.status).toBe(201);
    await mail.waitFor(u.email, /verify/i);
  });
});

describe('mail without SMTP_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMITS: 'off', PUBLIC_URL }, server: { interpreter: createStubInterpreter() } });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });

  it('writes .eml files to DATA_DIR/outbox with the link', async () => {
    const u = uniqueUser('outbox');
    expect((await call(server, 'POST', '/auth/register', { json: u })).status).toBe(201);
    await server.ctx.mailer.drain();
    const dir = path.join(server.dataDir, 'outbox');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain(`To: ${u.email}`);
    expect(eml).toContain(`${PUBLIC_URL}/verify-email?token=`);
  });
});
