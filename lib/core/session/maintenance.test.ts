import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { aUser } from '../testing/fixtures';
import { signIn, startHarness, type Harness } from '../testing/session-harness';

let h: Harness;
const maintenance = { status: 503, body: { detail: 'Back at noon.', code: 'maintenance' } };

beforeEach(async () => {
  h = await startHarness();
  h.session.start();
  await signIn(h);
});
afterEach(async () => {
  await h.close();
});

describe('the maintenance notice', () => {
  it("is set by any call refused for maintenance, with the server's words", async () => {
    h.server.on('GET /dreams', maintenance);
    await expect(h.session.api.listDreams()).rejects.toMatchObject({ status: 503 });
    expect(h.session.maintenance.value).toBe('Back at noon.');
  });

  it('falls back to the maintenance text, and ignores a 503 without the code', async () => {
    h.server.on('GET /dreams', { status: 503, body: { detail: 'The interpreter is down.', code: 'interpreter_unavailable' } });
    await h.session.api.listDreams().catch(() => {});
    expect(h.session.maintenance.value).toBeNull();
    h.server.on('GET /dreams', { status: 503, body: { code: 'maintenance' } });
    await h.session.api.listDreams().catch(() => {});
    expect(h.session.maintenance.value).toBe(MESSAGES.maintenance);
  });

  it('is cleared by the next answer of a call maintenance would refuse, wherever it is made', async () => {
    h.server.on('GET /dreams', maintenance);
    await h.session.api.listDreams().catch(() => {});
    h.server.on('GET /dreams', { body: [] });
    await h.session.api.listDreams();
    expect(h.session.maintenance.value).toBeNull();
  });

  it('stays while only the calls the service serves in maintenance succeed (signing in, the account, admin)', async () => {
    h.server.on('GET /dreams', maintenance);
    await h.session.api.listDreams().catch(() => {});
    h.server.on('GET /auth/me', { body: aUser() });
    await h.session.actions.refreshUser();
    h.server.on('GET /admin/settings', { body: { allow_new_registrations: true, maintenance_mode: true, max_dreams_per_day: 10 } });
    await h.session.api.getSettings();
    expect(h.session.maintenance.value).toBe('Back at noon.');
  });
});
