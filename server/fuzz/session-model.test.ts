/**
 * Model-based test of the session state machine over real HTTP: login, refresh (also
 * the same token twice at once), logout, password change, account deletion, token use and time.
 * The model follows server/auth/sessions.ts: a refresh token is spent once; presenting a spent
 * token again within REFRESH_RACE_GRACE_MS while its successor is still unused is a lost race
 * (401, session kept); any other replay is theft and revokes the whole session.
 * After every command the server's live sessions must equal the model's: the server never
 * accepts a revoked token and never loses a valid session.
 */
import { and, eq, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_RACE_GRACE_MS } from '../auth/sessions';
import { sessions, users } from '../db/schema';
import { STRONG_PASSWORD, call } from '../testing/api-client';
import { createStubInterpreter } from '../testing/stub-interpreter';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { FUZZ_DATABASE } from './fuzz-database';
import { mintUser } from './fuzz-tokens';

const NUM_RUNS = process.env.CI ? 30 : 10;
const PASSWORDS = [STRONG_PASSWORD, 'Another-Secret2', 'Third-Dream-3'];

interface RefreshEntry {
  token: string;
  sid: string;
  /** Model time it was spent; undefined while it is the session's current token. */
  spentAt?: number;
  /** The token that replaced it (when the refresh succeeded). */
  successor?: string;
}

interface Model {
  email: string;
  password: string;
  deleted: boolean;
  /** Session id → live. */
  sessions: Map<string, boolean>;
  refresh: RefreshEntry[];
  access: { token: string; sid: string }[];
  /** Milliseconds the frozen clock has been moved forward. */
  time: number;
}

interface Real {
  server: TestServer;
  userId: number;
}

/** A clock that only moves when told to, so the grace window does not depend on machine speed. */
let frozen = Date.now();
let server: TestServer;

type Cmd = fc.AsyncCommand<Model, Real>;

function pick<T>(list: T[], index: number): T | undefined {
  return list.length ? list[index % list.length] : undefined;
}

function live(m: Model, sid: string): boolean {
  return !m.deleted && m.sessions.get(sid) === true;
}

/** What the server must do with refresh token `e` now: succeed, refuse as a race, or revoke. */
function refreshOutcome(m: Model, e: RefreshEntry): 'ok' | 'race' | 'revoke' | 'dead' {
  if (!live(m, e.sid)) return 'dead';
  if (e.spentAt === undefined) return 'ok';
  const successor = m.refresh.find((r) => r.token === e.successor);
  const successorUnused = !successor || successor.spentAt === undefined;
  return m.time - e.spentAt < REFRESH_RACE_GRACE_MS && successorUnused ? 'race' : 'revoke';
}

function record(m: Model, body: { access_token: string; refresh_token: string }, sid: string) {
  m.access.push({ token: body.access_token, sid });
  m.refresh.push({ token: body.refresh_token, sid });
}

/** A refresh that won: `e` is spent now, and its successor pair joins the model. */
function spend(m: Model, e: RefreshEntry, body: { access_token: string; refresh_token: string }) {
  e.spentAt = m.time;
  e.successor = body.refresh_token;
  record(m, body, e.sid);
}

function sidOf(accessToken: string): string {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { sid: string };
  return payload.sid;
}

class Login implements Cmd {
  constructor(readonly rightPassword: boolean) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const password = this.rightPassword ? m.password : `${m.password}-wrong`;
    const res = await call<{ access_token: string; refresh_token: string }>(r.server, 'POST', '/auth/login', { form: { username: m.email, password } });
    if (m.deleted || !this.rightPassword) {
      expect(res.status).toBe(401);
      return;
    }
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sid = sidOf(res.body.access_token);
    m.sessions.set(sid, true);
    record(m, res.body, sid);
  }
  toString = () => `login(${this.rightPassword ? 'right' : 'wrong'} password)`;
}

class Refresh implements Cmd {
  constructor(readonly index: number) {}
  check = (m: Readonly<Model>) => m.refresh.length > 0;
  async run(m: Model, r: Real) {
    const e = pick(m.refresh, this.index)!;
    const outcome = refreshOutcome(m, e);
    const res = await call<{ access_token: string; refresh_token: string }>(r.server, 'POST', '/auth/refresh', { json: { refresh_token: e.token } });
    if (outcome === 'ok') {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(sidOf(res.body.access_token)).toBe(e.sid);
      spend(m, e, res.body);
      return;
    }
    expect(res.status, `${outcome}: ${JSON.stringify(res.body)}`).toBe(401);
    if (outcome === 'revoke') m.sessions.set(e.sid, false);
  }
  toString = () => `refresh(#${this.index})`;
}

/** The same refresh token sent twice at once: at most one wins, and a lost race revokes nothing. */
class ParallelRefresh implements Cmd {
  constructor(readonly index: number) {}
  check = (m: Readonly<Model>) => m.refresh.length > 0;
  async run(m: Model, r: Real) {
    const e = pick(m.refresh, this.index)!;
    const outcome = refreshOutcome(m, e);
    const send = () => call<{ access_token: string; refresh_token: string }>(r.server, 'POST', '/auth/refresh', { json: { refresh_token: e.token } });
    const results = await Promise.all([send(), send()]);
    const winners = results.filter((x) => x.status === 200);
    const losers = results.filter((x) => x.status !== 200);
    for (const l of losers) expect(l.status, JSON.stringify(l.body)).toBe(401);
    if (outcome === 'ok') {
      expect(winners, 'exactly one of two parallel refreshes wins').toHaveLength(1);
      spend(m, e, winners[0]!.body);
      return;
    }
    expect(winners).toHaveLength(0);
    if (outcome === 'revoke') m.sessions.set(e.sid, false);
  }
  toString = () => `parallelRefresh(#${this.index})`;
}

class UseAccess implements Cmd {
  constructor(readonly index: number) {}
  check = (m: Readonly<Model>) => m.access.length > 0;
  async run(m: Model, r: Real) {
    const a = pick(m.access, this.index)!;
    const res = await call(r.server, 'GET', '/auth/me', { token: a.token });
    expect(res.status, `session ${live(m, a.sid) ? 'live' : 'revoked'}: ${JSON.stringify(res.body)}`).toBe(live(m, a.sid) ? 200 : 401);
  }
  toString = () => `me(#${this.index})`;
}

class Logout implements Cmd {
  constructor(readonly index: number) {}
  check = (m: Readonly<Model>) => m.access.length > 0;
  async run(m: Model, r: Real) {
    const a = pick(m.access, this.index)!;
    const res = await call(r.server, 'POST', '/auth/logout', { token: a.token });
    expect(res.status, JSON.stringify(res.body)).toBe(live(m, a.sid) ? 200 : 401);
    m.sessions.set(a.sid, false);
  }
  toString = () => `logout(#${this.index})`;
}

class ChangePassword implements Cmd {
  constructor(
    readonly index: number,
    readonly rightCurrent: boolean,
    readonly next: number,
  ) {}
  check = (m: Readonly<Model>) => m.access.length > 0;
  async run(m: Model, r: Real) {
    const a = pick(m.access, this.index)!;
    const newPassword = PASSWORDS[this.next % PASSWORDS.length]!;
    const current = this.rightCurrent ? m.password : `${m.password}-wrong`;
    const res = await call(r.server, 'POST', '/auth/change-password', { token: a.token, json: { current_password: current, new_password: newPassword } });
    if (!live(m, a.sid)) {
      expect(res.status).toBe(401);
      return;
    }
    if (!this.rightCurrent) {
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      return;
    }
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    m.password = newPassword;
    // Every other session of the user ends; the one that asked stays signed in.
    for (const sid of m.sessions.keys()) if (sid !== a.sid) m.sessions.set(sid, false);
  }
  toString = () => `changePassword(#${this.index}, ${this.rightCurrent ? 'right' : 'wrong'} current)`;
}

class DeleteAccount implements Cmd {
  constructor(readonly index: number) {}
  check = (m: Readonly<Model>) => m.access.length > 0;
  async run(m: Model, r: Real) {
    const a = pick(m.access, this.index)!;
    const res = await call(r.server, 'DELETE', '/auth/me', { token: a.token, json: { current_password: m.password } });
    expect(res.status, JSON.stringify(res.body)).toBe(live(m, a.sid) ? 200 : 401);
    if (live(m, a.sid)) {
      m.deleted = true;
      for (const sid of m.sessions.keys()) m.sessions.set(sid, false);
    }
  }
  toString = () => `deleteAccount(#${this.index})`;
}

class AdvanceClock implements Cmd {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(m: Model) {
    frozen += this.ms;
    m.time += this.ms;
  }
  toString = () => `advance(${this.ms / 1000} s)`;
}

/** The server's live sessions of this user must be exactly the model's. */
async function assertSessionsMatch(m: Model, r: Real) {
  const rows = await r.server.ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, r.userId), isNull(sessions.revokedAt)));
  const serverLive = rows.map((x) => x.id).sort();
  const modelLive = [...m.sessions.entries()].filter(([, v]) => v).map(([k]) => k).sort();
  expect(serverLive, 'live sessions on the server vs the model').toEqual(m.deleted ? [] : modelLive);
  if (m.deleted) expect(await r.server.ctx.db.select({ id: users.id }).from(users).where(eq(users.id, r.userId))).toEqual([]);
}

/** Wraps each command with the invariant check. */
class Checked implements Cmd {
  constructor(readonly inner: Cmd) {}
  check = (m: Readonly<Model>) => this.inner.check(m);
  async run(m: Model, r: Real) {
    await this.inner.run(m, r);
    await assertSessionsMatch(m, r);
  }
  toString = () => this.inner.toString();
}

const index = fc.nat(50);
const commands = [
  fc.boolean().map((ok) => new Checked(new Login(ok))),
  index.map((i) => new Checked(new Refresh(i))),
  index.map((i) => new Checked(new Refresh(i))),
  index.map((i) => new Checked(new ParallelRefresh(i))),
  index.map((i) => new Checked(new ParallelRefresh(i))),
  index.map((i) => new Checked(new UseAccess(i))),
  index.map((i) => new Checked(new UseAccess(i))),
  index.map((i) => new Checked(new Logout(i))),
  fc.tuple(index, fc.boolean(), fc.nat()).map(([i, ok, n]) => new Checked(new ChangePassword(i, ok, n))),
  fc.constantFrom(2_000, REFRESH_RACE_GRACE_MS + 1_000).map((ms) => new Checked(new AdvanceClock(ms))),
];
/** Deletion ends the interesting part of a run, so it is rarer than the rest. */
const deleteCommand = index.map((i) => new Checked(new DeleteAccount(i)));

describe(`the session state machine on ${FUZZ_DATABASE}`, () => {
  beforeAll(async () => {
    server = await startTestServer({
      database: FUZZ_DATABASE,
      env: { RATE_LIMITS: 'off' },
      server: { interpreter: createStubInterpreter(), now: () => new Date(frozen) },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('never accepts a revoked token and never loses a valid session', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands([...commands, ...commands, deleteCommand], { maxCommands: 25, size: 'max' }), async (cmds) => {
        // Each run: a fresh user with one session (made directly, to spare an argon2 login).
        const u = await mintUser(server, { prefix: 'model' });
        const model: Model = {
          email: u.email,
          password: u.password,
          deleted: false,
          sessions: new Map([[u.sessionId, true]]),
          refresh: [{ token: u.refreshToken, sid: u.sessionId }],
          access: [{ token: u.accessToken, sid: u.sessionId }],
          time: 0,
        };
        await fc.asyncModelRun(() => ({ model, real: { server, userId: u.id } }), cmds);
      }),
      { numRuns: NUM_RUNS },
    );
  }, 300_000);
});
