import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuestSession } from '../auth/sessions';
import { incrementCounter } from '../rate-limit/counter';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '../testing/test-database';
import { pruneExpiredRows } from './housekeeping';

describe.each(TEST_DATABASE_KINDS)('housekeeping on %s', (kind) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('removes long-expired sessions and rate-limit windows, keeps live ones', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 3 * 24 * 3600_000);
    const dead = await createGuestSession(handle.db, 'device-a', old, 60_000);
    const live = await createGuestSession(handle.db, 'device-b', now, 60_000);
    await incrementCounter(handle.db, 'old-window', old, 60_000);
    await incrementCounter(handle.db, 'live-window', now, 60_000);
    await pruneExpiredRows(handle.db, now);
    const sessions = (await handle.db.query.sessions.findMany()).map((s) => s.id);
    expect(sessions).toContain(live);
    expect(sessions).not.toContain(dead);
    const keys = (await handle.db.query.rateLimits.findMany()).map((r) => r.key);
    expect(keys).toEqual(['live-window']);
  });
});
