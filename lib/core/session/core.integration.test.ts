/**
 * The session core against the real server (fresh database per file): the session transitions
 * (guest, login, refresh, logout, profile changes) end to end over HTTP, with the server's clock
 * moved to expire tokens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../server/testing/start-test-server';
import { createFakeClock } from '../../../server/testing/fake-clock';
import type { Analysis } from '../api/contract';
import { ApiError } from '../api/errors';
import { anAnalysis } from '../testing/fixtures';
import { createDreamSession, type DreamSession } from './core';
import { createMemoryStorage } from './storage';

const clock = createFakeClock();

/** The interpreter has its own tests; a fixed one keeps this file about the session core. */
function reading(text: string): Analysis {
  return anAnalysis({
    interpretation: `A reading of: ${text.slice(0, 20)}`,
    keywords: ['sea', 'house'],
    emotions: { apprehension: 0.2, happiness: 0.1, anger: 0, confusion: 0.3, sadness: 0 },
    symbols: [{ symbol: 'sea', meaning: 'the unconscious' }],
    archetypes: ['Self'],
  });
}
const interpreter = {
  engine: 'builtin',
  warmUp: async () => {},
  close: async () => {},
  interpret: async (text: string) => ({ analysis: reading(text), status: 'ok' as const }),
};
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMITS: 'false' }, server: { now: clock.now, interpreter } });
});
afterAll(async () => {
  await server?.close();
});

function newSession(fingerprint = 'integration-device-1', storage = createMemoryStorage()): DreamSession {
  const session = createDreamSession({
    baseUrl: `${server.url.replace(/\/$/, '')}/api`,
    storagePrefix: 'dream-analyzer:',
    storage,
    fingerprint: async () => fingerprint,
    now: () => clock.now().getTime(),
  });
  session.start();
  return session;
}

describe('guest flow', () => {
  it('grants one analysis per device and refuses the second', async () => {
    const session = newSession('device-guest-a');
    await session.actions.ensureSession();
    expect(session.state.status.value).toBe('guest');
    expect(session.state.guestHasSubmitted.value).toBe(false);

    const analysis = await session.actions.analyzeGuestDream('I was flying over a dark sea towards an old house where my mother waited.');
    expect(analysis.interpretation).toMatch(/^A reading of: I was flying/);
    expect(analysis.keywords).toEqual(['sea', 'house']);
    expect(session.state.guestHasSubmitted.value).toBe(true);

    const second = await session.actions.analyzeGuestDream('Another dream about a snake.').catch((e: unknown) => e);
    expect(second).toBeInstanceOf(ApiError);
    expect((second as ApiError).status).toBe(403);
    expect(session.state.guestHasSubmitted.value).toBe(true);

    // A new tab on the same device gets the placeholder guest with the allowance spent.
    const otherTab = newSession('device-guest-a');
    await otherTab.actions.ensureSession();
    expect(otherTab.state.status.value).toBe('guest');
    expect(otherTab.state.user.value).toMatchObject({ id: -1, username: 'Guest' });
    expect(otherTab.state.guestHasSubmitted.value).toBe(true);
    session.stop();
    otherTab.stop();
  });
});

describe('registered user', () => {
  const email = 'dreamer@example.com';
  const password = 'Dreamer#2025';

  it('registers, signs in, creates and analyses a dream, lists it, and survives token expiry', async () => {
    const storage = createMemoryStorage();
    const session = newSession('device-user', storage);
    const stored = (name: string) => storage.getItem(`dream-analyzer:${name}`);
    const reg = await session.api.register({ username: 'dreamer', email, password });
    expect(reg.message.length).toBeGreaterThan(0);

    const wrong = await session.actions.login(email, 'Wrong#pass1').catch((e: unknown) => e);
    expect(wrong).toMatchObject({ status: 401 });

    const user = await session.actions.login(email, password);
    expect(user.username).toBe('dreamer');
    expect(session.state.isRealUser.value).toBe(true);

    const { dream, analysis } = await session.actions.analyzeDream('A snake coiled around a tree in my childhood garden.');
    expect(dream.id).toBeGreaterThan(0);
    expect(dream.mood).toBe('neutral');
    expect(analysis.keywords).toEqual(['sea', 'house']);

    const dreams = await session.api.listDreams();
    expect(dreams.items.map((d) => d.id)).toContain(dream.id);

    // Move the server's clock past the 15-minute access token: the next call refreshes itself.
    const before = session.state.user.value;
    const firstRefresh = stored('refresh_token');
    const firstAccess = stored('access_token');
    clock.advance(20 * 60_000);
    const again = await session.api.listDreams();
    expect(again.items.map((d) => d.id)).toContain(dream.id);
    expect(session.state.status.value).toBe('authenticated');
    expect(session.state.user.value?.id).toBe(before?.id);
    expect(stored('refresh_token')).not.toBe(firstRefresh); // rotated by the refresh
    expect(stored('access_token')).not.toBe(firstAccess);

    // The refresh token rotated: the session keeps working after a second expiry too.
    clock.advance(20 * 60_000);
    await expect(session.actions.refreshUser()).resolves.toMatchObject({ username: 'dreamer' });

    // Logout ends the server session and leaves a guest behind.
    await session.actions.logout();
    expect(session.state.status.value).toBe('guest');
    session.stop();
  });
});
