/** Fuzzing the dream journal and the guest analysis, ids in paths included. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { updateSetting } from '../settings/settings-store';
import { call } from '../testing/api-client';
import { createStubInterpreter } from '../testing/stub-interpreter';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { FUZZ_DATABASE } from './fuzz-database';
import { nastyString } from './fuzz-bodies';
import { encodePathSegment } from './fuzz-http';
import { FUZZ_TIMEOUT_MS, createFuzzFixture, fuzzEndpoint, type FuzzEndpoint, type FuzzFixture } from './fuzz-property';
import { mintUser } from './fuzz-tokens';

let server: TestServer;
let f: FuzzFixture;
let ownDreamId = 0;
let otherDreamId = 0;

const DREAM = { dream_text: 'I walked through a forest and met an old man by a river', date: '2026-01-02T03:04:05.000Z', mood: 'calm' };

/** Dream ids as a path segment: the caller's, someone else's, unknown, and not numbers at all. */
function idPath(): fc.Arbitrary<string> {
  const segment = fc.oneof(
    { weight: 3, arbitrary: fc.constant('$own') },
    { weight: 1, arbitrary: fc.constant('$other') },
    { weight: 1, arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', '0x10', '2147483647', '2147483648', '99999999999999999999', 'NaN', 'Infinity', '%20', 'null', '1;DROP', '%00', '..%2F..', '%F0%9F%92%AD') },
    { weight: 1, arbitrary: fc.integer({ min: -5, max: 5_000_000 }).map(String) },
    // '', '.' and '..' are not an id: the URL would name another path (/dreams//analyze, /dreams/analyze).
    {
      weight: 1,
      arbitrary: nastyString
        .filter((s) => s.length < 200)
        .map((s) => encodePathSegment(s))
        .filter((s) => !['', '.', '..'].includes(s)),
    },
  );
  return segment.map((s) => `/dreams/${s === '$own' ? ownDreamId : s === '$other' ? otherDreamId : s}/analyze`);
}

/** Query strings for the journal's reading calls: known and unknown parameters, hostile and edge values. */
function journalQuery(path: string): fc.Arbitrary<string> {
  const key = fc.constantFrom('limit', 'cursor', 'q', 'from', 'to', 'tz', 'sentiment', 'mood', 'include_total', 'format', 'x');
  const value = fc.oneof(
    nastyString.filter((v) => v.length < 300),
    fc.constantFrom('0', '-1', '1', '100', '101', '1e2', 'abc', '2026-02-30', '0999-01-01', '2026-11-18', 'Europe/Berlin', 'Mars/Olympus', '../etc', 'negative', 'true', 'csv', 'xml', '"an open', 'a | b & !c', ':*', '-', 'WyIyMDI2IiwxXQ', ''),
  );
  return fc.array(fc.tuple(key, value), { maxLength: 5 }).map((pairs) => {
    const search = new URLSearchParams();
    for (const [k, v] of pairs) search.append(k, v);
    const text = search.toString();
    return text ? `${path}?${text}` : path;
  });
}

describe(`fuzzing the dream calls on ${FUZZ_DATABASE}`, () => {
  const endpoints = (): FuzzEndpoint[] => [
    { label: 'GET /dreams', method: 'GET', path: journalQuery('/dreams'), caller: 'user', body: 'none' },
    { label: 'GET /dreams/{id}', method: 'GET', path: idPath().map((p) => p.replace(/\/analyze$/, '')), caller: 'user', body: 'none' },
    { label: 'GET /dreams/stats', method: 'GET', path: journalQuery('/dreams/stats'), caller: 'user', body: 'none' },
    { label: 'GET /dreams/export', method: 'GET', path: journalQuery('/dreams/export'), caller: 'user', body: 'none' },
    { label: 'POST /dreams', method: 'POST', path: '/dreams', caller: 'user', body: 'json', valid: DREAM },
    { label: 'POST /dreams/{id}/analyze', method: 'POST', path: idPath(), caller: 'user', body: 'none' },
    { label: 'POST /dreams/guest/analyze', method: 'POST', path: '/dreams/guest/analyze', caller: 'guest', body: 'json', valid: DREAM },
  ];

  beforeAll(async () => {
    server = await startTestServer({ database: FUZZ_DATABASE, env: { RATE_LIMITS: 'off' }, server: { interpreter: createStubInterpreter() } });
    // The highest daily cap, so valid writes keep succeeding for most of the runs.
    await updateSetting(server.ctx.db, 'max_dreams_per_day', 100, server.ctx.now());
    f = await createFuzzFixture(server);
    const other = await mintUser(server, { prefix: 'fzother' });
    ownDreamId = (await call<{ id: number }>(server, 'POST', '/dreams', { token: f.user.accessToken, json: DREAM })).body.id;
    otherDreamId = (await call<{ id: number }>(server, 'POST', '/dreams', { token: other.accessToken, json: DREAM })).body.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(endpoints().map((e) => [e.label, e.label] as const))('%s: never 5xx, always {detail}, 413 over the limit, refusals change nothing', async (label) => {
    const ep = endpoints().find((e) => e.label === label);
    if (!ep) throw new Error(label);
    await fuzzEndpoint(ep, f);
  }, FUZZ_TIMEOUT_MS);
});
