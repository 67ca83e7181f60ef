/** Test-only: a dream session wired to a fake API server, a memory storage and a manual clock. */
import { createDreamSession, type DreamSession } from '../session/core';
import { createMemoryStorage, type KeyValueStorage } from '../session/storage';
import type { User } from '../api/contract';
import { aUser } from './fixtures';
import { makeJwt, startFakeApiServer, type FakeApiServer } from './fake-api-server';

export const T0 = Date.UTC(2025, 5, 1, 12, 0, 0);

export interface Harness {
  server: FakeApiServer;
  storage: KeyValueStorage & { readonly size: number };
  clock: { now: number };
  session: DreamSession;
  fingerprints: number;
  close(): Promise<void>;
}

export function accessToken(n: number, expMs: number, type: 'access' | 'guest' = 'access'): string {
  return makeJwt({ sub: type === 'guest' ? 'guest' : '7', type, n, iat: Math.floor(T0 / 1000), exp: Math.floor(expMs / 1000), sid: 's1' });
}

export function tokenBody(n: number, expMs: number, user: User = aUser()) {
  return { access_token: accessToken(n, expMs), refresh_token: `refresh-${n}`, token_type: 'bearer', user };
}

export async function startHarness(options: { prefix?: string; storage?: KeyValueStorage & { readonly size: number } } = {}): Promise<Harness> {
  const server = await startFakeApiServer();
  const storage = options.storage ?? createMemoryStorage();
  const clock = { now: T0 };
  const harness: Harness = {
    server,
    storage,
    clock,
    fingerprints: 0,
    session: createDreamSession({
      baseUrl: server.url,
      storagePrefix: options.prefix ?? 'dream-analyzer:',
      storage,
      now: () => clock.now,
      fingerprint: async () => {
        harness.fingerprints++;
        return 'fp-test';
      },
    }),
    async close() {
      harness.session.stop();
      await server.close();
    },
  };
  return harness;
}

/** Signs in through the real login transition against the fake server. */
export async function signIn(h: Harness, n = 1, expMs = T0 + 15 * 60_000, user: User = aUser()): Promise<void> {
  h.server.on('POST /auth/login', { body: tokenBody(n, expMs, user) });
  await h.session.actions.login(user.email, 'S3cret!pass');
}
