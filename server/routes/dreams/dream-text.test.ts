/** A dream of spaces alone is refused clearly; a long dream's preview ends in exactly one ellipsis. */
import { describe, expect, it } from 'vitest';
import { dreamPreview } from '../../../lib/core/dream-helpers';
import { call, createUser } from '../../testing/api-client';
import { createStubInterpreter } from '../../testing/stub-interpreter';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { useTestServer } from '../../testing/start-test-server';

const BLANK = {
  detail: 'dream_text: must contain text, not only spaces or line breaks',
  code: 'validation_failed',
  errors: [{ field: 'dream_text', message: 'must contain text, not only spaces or line breaks' }],
};

describe.each(TEST_DATABASE_KINDS)('dream text on %s', (kind) => {
  const server = useTestServer({ database: kind, env: { RATE_LIMITS: 'off' }, server: { interpreter: createStubInterpreter() } });

  it.each([' ', '   \n\n\t  ', '\u00a0\u2003 \r\n'])('refuses a dream of only spaces and line breaks (%j) with 422 and a clear message', async (text) => {
    const u = await createUser(server());
    const res = await call(server(), 'POST', '/dreams', { token: u.tokens.access_token, json: { dream_text: text, mood: 'neutral' } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual(BLANK);
    const list = await call<unknown[]>(server(), 'GET', '/dreams', { token: u.tokens.access_token });
    expect(list.body).toEqual([]);
  });

  it('says an empty dream is required', async () => {
    const u = await createUser(server());
    const res = await call(server(), 'POST', '/dreams', { token: u.tokens.access_token, json: { dream_text: '' } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: 'dream_text: is required', code: 'validation_failed', errors: [{ field: 'dream_text', message: 'is required' }] });
  });

  it("refuses a guest's blank dream the same way, and the device keeps its free analysis", async () => {
    const access = await call<{ access_token: string }>(server(), 'POST', '/auth/guest-access', { json: { fingerprint: `blank-${kind}-${Date.now()}` } });
    const token = access.body.access_token;
    const blank = await call(server(), 'POST', '/dreams/guest/analyze', { token, json: { dream_text: ' \n ', mood: 'neutral' } });
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual(BLANK);
    const real = await call(server(), 'POST', '/dreams/guest/analyze', { token, json: { dream_text: 'A heron stood in the kitchen sink.', mood: 'neutral' } });
    expect(real.status).toBe(200);
  });

  it('lists previews that end in one ellipsis, never "....", like the client rule', async () => {
    const u = await createUser(server());
    const token = u.tokens.access_token;
    const texts = [
      'I was on a train that never stopped, and every window showed the same field. Then a bell rang far away.',
      `${'a'.repeat(97)}...and then I woke`,
      `${'b'.repeat(99)}…and then I woke`,
      'A short dream that is still longer than fifty characters.',
    ];
    for (const dream_text of texts) expect((await call(server(), 'POST', '/dreams', { token, json: { dream_text } })).status).toBe(201);
    const list = await call<{ preview: string }[]>(server(), 'GET', '/dreams', { token });
    const previews = list.body.map((d) => d.preview);
    expect(previews.sort()).toEqual(texts.map((t) => dreamPreview(t)).sort());
    for (const p of previews) expect(p).not.toMatch(/[.…]\.\.\.$/u);
  });
});
