/**
 * Shared pieces of the API fuzz tests: hostile bodies and tokens as fast-check arbitraries, a
 * low-overhead raw HTTP sender, a database fingerprint, and the properties every answer must keep.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { expect } from 'vitest';
import { signAccessToken } from '../auth/jwt';
import { hashPassword } from '../auth/passwords';
import { createGuestSession, createUserSession, revokeSession } from '../auth/sessions';
import { users } from '../db/schema';
import type { RunningServer } from '../server';
import { STRONG_PASSWORD } from '../testing/api-client';

/** Runs per property: 200 in CI (issue 9), fewer locally. */
export const NUM_RUNS = process.env.CI ? 200 : 50;

/** Per endpoint property: 200 runs on a loaded 2-core machine can take well over vitest's default. */
export const FUZZ_TIMEOUT_MS = 300_000;

/** The API's body limit (server/app.ts MAX_BODY_BYTES), repeated so a silent change is noticed. */
export const BODY_LIMIT = 256 * 1024;

// ---------------------------------------------------------------------------------------------
// Raw requests
// ---------------------------------------------------------------------------------------------

export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array<ArrayBuffer> | undefined;
}

export interface RawResponse {
  status: number;
  contentType: string;
  text: string;
}

/** Send exactly these bytes; no JSON encoding, no retries. */
export async function send(server: Pick<RunningServer, 'url'>, req: RawRequest): Promise<RawResponse> {
  const res = await fetch(`${server.url}/api${req.path}`, { method: req.method, headers: req.headers, body: req.body });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}

const utf8 = (s: string) => new TextEncoder().encode(s);

/** encodeURIComponent that does not throw on lone surrogates (they become the bytes of U+FFFD). */
export function encodePathSegment(s: string): string {
  // "." and ".." (also as %2E) are resolved away by the URL parser and could leave /api.
  if (s === '.' || s === '..') return `${s}_`;
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

// ---------------------------------------------------------------------------------------------
// Hostile values
// ---------------------------------------------------------------------------------------------

/** Strings that break naive code: NUL, lone surrogates, markup, SQL, path tricks, huge text. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ufeff\u200b\u202e',
  '💭🌙'.repeat(50),
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00%ff%c3%28',
  '${7*7}{{7*7}}',
  '__proto__',
  'null',
  'NaN',
  '-1',
  '99999999999999999999',
  '1e309',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '+010000-01-01T00:00:00Z',
  '0000-01-01',
  '2024-02-30',
  'x'.repeat(10_001),
  'y'.repeat(70_000),
];

/** Keys an attacker might add to a body hoping for mass assignment or prototype pollution. */
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'role', 'is_active', 'email_verified', 'id', 'user_id', 'password_hash', 'admin'];

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 40_000 }).map((n) => 'z'.repeat(n)) },
);

/** Any JSON value, shallow: wrong types for a field. */
export const anyJson = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 2 ** 53, [], {}, [null], { a: 1 }) },
);

/** What happens to one field of a valid body. */
function fieldMutation(valid: unknown): fc.Arbitrary<{ keep: boolean; value: unknown }> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant({ keep: true, value: valid }) },
    { weight: 2, arbitrary: fc.constant({ keep: false, value: undefined }) },
    { weight: 3, arbitrary: nastyString.map((value) => ({ keep: true, value })) },
    { weight: 2, arbitrary: anyJson.map((value) => ({ keep: true, value })) },
  );
}

/** A valid body with fields dropped, replaced by wrong types or nasty strings, and extra fields added. */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(valid);
  return fc
    .tuple(
      fc.tuple(...keys.map((k) => fieldMutation(valid[k]))),
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 10 })), anyJson), { maxLength: 3 }),
    )
    .map(([fields, extras]) => {
      const body: Record<string, unknown> = {};
      keys.forEach((k, i) => {
        const m = fields[i];
        if (m?.keep) body[k] = m.value;
      });
      // defineProperty so that a "__proto__" key is a real own key in the JSON we send.
      for (const [k, v] of extras) Object.defineProperty(body, k, { value: v, enumerable: true, writable: true, configurable: true });
      return body;
    });
}

/** Byte sequences that are not UTF-8: stray continuation bytes, overlong forms, surrogates, 0xFF. */
const INVALID_UTF8: readonly number[][] = [[0xff], [0xc3, 0x28], [0xa0, 0xa1], [0xe2, 0x28, 0xa1], [0xf0, 0x28, 0x8c, 0x28], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xfe]];

/** How the body reaches the server. */
export type Encoding =
  | { kind: 'json' }
  | { kind: 'json-top-level'; value: unknown }
  | { kind: 'malformed-json'; cut: number; junk: string }
  | { kind: 'invalid-utf8'; seq: number; at: number }
  | { kind: 'wrong-content-type'; contentType: string | null }
  | { kind: 'form' }
  | { kind: 'oversized'; bytes: number }
  | { kind: 'empty'; contentType: string | null };

const CONTENT_TYPES = [
  null,
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=xyz',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json',
  'application/jsonx',
  'application/vnd.api+json',
  '*/*',
  'application/json; boundary=;;;',
];

export function encodingArb(main: 'json' | 'form'): fc.Arbitrary<Encoding> {
  return fc.oneof(
    { weight: main === 'json' ? 8 : 2, arbitrary: fc.constant<Encoding>({ kind: 'json' }) },
    { weight: main === 'form' ? 8 : 2, arbitrary: fc.constant<Encoding>({ kind: 'form' }) },
    { weight: 1, arbitrary: anyJson.map<Encoding>((value) => ({ kind: 'json-top-level', value })) },
    { weight: 2, arbitrary: fc.record({ cut: fc.nat(), junk: fc.constantFrom('', '}', '{', ',', '"', '\\', 'undefined', ']]]', '\u0000') }).map<Encoding>((r) => ({ kind: 'malformed-json', ...r })) },
    { weight: 2, arbitrary: fc.record({ seq: fc.nat(INVALID_UTF8.length - 1), at: fc.nat() }).map<Encoding>((r) => ({ kind: 'invalid-utf8', ...r })) },
    { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES).map<Encoding>((contentType) => ({ kind: 'wrong-content-type', contentType })) },
    { weight: 1, arbitrary: fc.constantFrom(2 * 1024 * 1024, BODY_LIMIT + 1, BODY_LIMIT + 4096).map<Encoding>((bytes) => ({ kind: 'oversized', bytes })) },
    { weight: 1, arbitrary: fc.constantFrom(null, 'application/json', 'application/x-www-form-urlencoded').map<Encoding>((contentType) => ({ kind: 'empty', contentType })) },
  );
}

function formOf(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) params.append(k, typeof v === 'string' ? v : JSON.stringify(v) ?? '');
  return params.toString();
}

/** The bytes and content type for `body` sent with `encoding`. */
export function encodeBody(body: Record<string, unknown>, encoding: Encoding): { body: Uint8Array<ArrayBuffer> | undefined; contentType: string | null } {
  const json = JSON.stringify(body);
  switch (encoding.kind) {
    case 'json':
      return { body: utf8(json), contentType: 'application/json' };
    case 'json-top-level':
      return { body: utf8(JSON.stringify(encoding.value) ?? 'undefined'), contentType: 'application/json' };
    case 'malformed-json':
      return { body: utf8(json.slice(0, encoding.cut % Math.max(1, json.length)) + encoding.junk), contentType: 'application/json' };
    case 'invalid-utf8': {
      const bytes = utf8(json);
      // Inside a string value when there is one, so the JSON is otherwise well-formed.
      const quotes = [...json.matchAll(/":"/g)].map((m) => m.index + 3);
      const at = quotes.length ? (quotes[encoding.at % quotes.length] ?? 0) : encoding.at % Math.max(1, bytes.length);
      const seq = INVALID_UTF8[encoding.seq] ?? [0xff];
      const out = new Uint8Array(bytes.length + seq.length);
      out.set(bytes.subarray(0, at), 0);
      out.set(seq, at);
      out.set(bytes.subarray(at), at + seq.length);
      return { body: out, contentType: 'application/json' };
    }
    case 'wrong-content-type':
      return { body: utf8(json), contentType: encoding.contentType };
    case 'form':
      return { body: utf8(formOf(body)), contentType: 'application/x-www-form-urlencoded' };
    case 'oversized': {
      // Valid JSON all the way, so only the size is wrong.
      const prefix = utf8('{"dream_text":"');
      const out = new Uint8Array(encoding.bytes).fill(0x61);
      out.set(prefix, 0);
      out.set(utf8('"}'), encoding.bytes - 2);
      return { body: out, contentType: 'application/json' };
    }
    case 'empty':
      return { body: undefined, contentType: encoding.contentType };
  }
}

// ---------------------------------------------------------------------------------------------
// Tokens, genuine and forged
// ---------------------------------------------------------------------------------------------

export type ForgedKind =
  | 'random'
  | 'alg-none'
  | 'bad-signature'
  | 'other-secret'
  | 'hs512-same-secret'
  | 'expired'
  | 'not-yet-valid'
  | 'wrong-type'
  | 'wrong-sub'
  | 'wrong-issuer'
  | 'missing-sid'
  | 'unknown-sid'
  | 'revoked-sid'
  | 'garbage-sid'
  | 'truncated'
  | 'refresh-token-as-bearer';

export type TokenChoice = { kind: 'valid' } | { kind: 'none' } | { kind: 'wrong-role' } | { kind: 'forged'; forged: ForgedKind; random: string } | { kind: 'header'; header: string };

export const forgedKindArb = fc.constantFrom<ForgedKind>(
  'random',
  'alg-none',
  'bad-signature',
  'other-secret',
  'hs512-same-secret',
  'expired',
  'not-yet-valid',
  'wrong-type',
  'wrong-sub',
  'wrong-issuer',
  'missing-sid',
  'unknown-sid',
  'revoked-sid',
  'truncated',
  'refresh-token-as-bearer',
  'garbage-sid',
);

/** Authorization headers that are not "Bearer <token>". */
const ODD_HEADERS = ['Bearer', 'Bearer ', 'bearer', 'Basic dXNlcjpwYXNz', 'Bearer a b c', 'Token abc', 'Bearer null', 'Bearer undefined', 'Bearer ' + 'A'.repeat(6000), 'Bearer .', 'Bearer ..', 'Bearer e30.e30.'];

/** Mostly a working token (so validation is exercised), sometimes none, forged or odd. */
export function tokenChoiceArb(validWeight = 6): fc.Arbitrary<TokenChoice> {
  return fc.oneof(
    { weight: validWeight, arbitrary: fc.constant<TokenChoice>({ kind: 'valid' }) },
    { weight: 1, arbitrary: fc.constant<TokenChoice>({ kind: 'none' }) },
    { weight: 1, arbitrary: fc.constant<TokenChoice>({ kind: 'wrong-role' }) },
    {
      weight: 3,
      arbitrary: fc
        .record({ forged: forgedKindArb, random: fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.'), maxLength: 300 }) })
        .map<TokenChoice>((r) => ({ kind: 'forged', ...r })),
    },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_HEADERS).map<TokenChoice>((header) => ({ kind: 'header', header })) },
  );
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** A user session made straight in the database: tokens without an argon2 login. */
export interface MintedUser {
  id: number;
  email: string;
  username: string;
  password: string;
  sessionId: string;
  accessToken: string;
  refreshToken: string;
}

let precomputedHash: Promise<string> | undefined;
let mintCounter = 0;

/** Insert a user (password STRONG_PASSWORD) and open a session for it, without going through login. */
export async function mintUser(server: RunningServer, options: { role?: 'ADMIN' | 'USER'; prefix?: string } = {}): Promise<MintedUser> {
  precomputedHash ??= hashPassword(STRONG_PASSWORD);
  mintCounter += 1;
  const id = `${options.prefix ?? 'fz'}${process.pid}x${Date.now().toString(36)}x${mintCounter}`;
  const email = `${id}@example.test`;
  const [row] = await server.ctx.db
    .insert(users)
    .values({ username: id, email, passwordHash: await precomputedHash, role: options.role ?? 'USER', emailVerified: true })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  const session = await mintSession(server, row.id);
  return { id: row.id, email, username: id, password: STRONG_PASSWORD, ...session };
}

/** A new session (and access token) for an existing user. */
export async function mintSession(server: RunningServer, userId: number) {
  const now = server.ctx.now();
  const { sessionId, refreshToken } = await createUserSession(server.ctx.db, userId, now);
  const accessToken = await signAccessToken(server.ctx.jwtSecret, { sub: String(userId), type: 'access', sid: sessionId }, now);
  return { sessionId, accessToken, refreshToken };
}

/** A guest session (and token) without a guest-access call. */
export async function mintGuest(server: RunningServer): Promise<string> {
  const now = server.ctx.now();
  const { guestDevices } = await import('../db/schema');
  const hash = crypto.randomBytes(16).toString('base64url');
  await server.ctx.db.insert(guestDevices).values({ fingerprintHash: hash, firstSeenAt: now });
  const sid = await createGuestSession(server.ctx.db, hash, now, 15 * 60_000);
  return signAccessToken(server.ctx.jwtSecret, { sub: '-1', type: 'guest', sid, canAnalyze: true }, now);
}

/** A session that has been revoked (logout), kept to forge tokens that name it. */
export async function mintRevokedSession(server: RunningServer, userId: number): Promise<string> {
  const { sessionId } = await mintSession(server, userId);
  await revokeSession(server.ctx.db, sessionId, 'logout', server.ctx.now());
  return sessionId;
}

async function sign(secret: string, claims: Record<string, unknown>, options: { alg?: string; iat?: number; exp?: number; nbf?: number; issuer?: string; sub?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setIssuer(options.issuer ?? 'dream-analyzer')
    .setIssuedAt(options.iat ?? now)
    .setExpirationTime(options.exp ?? now + 600);
  if (options.sub !== undefined) jwt.setSubject(options.sub);
  if (options.nbf !== undefined) jwt.setNotBefore(options.nbf);
  return jwt.sign(new TextEncoder().encode(secret));
}

export interface ForgeContext {
  server: RunningServer;
  /** The genuine token the forgery is based on, and who it belongs to. */
  userId: number;
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  revokedSessionId: string;
}

/** Build the token a forged choice stands for. None of these may ever be accepted. */
export async function forgeToken(f: ForgeContext, kind: ForgedKind, random: string): Promise<string> {
  const secret = f.server.ctx.jwtSecret;
  const claims = { type: 'access', sid: f.sessionId };
  const sub = String(f.userId);
  const now = Math.floor(Date.now() / 1000);
  switch (kind) {
    case 'random':
      return random || 'x';
    case 'alg-none':
      return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, sub, iss: 'dream-analyzer', iat: now, exp: now + 600 })}.`;
    case 'bad-signature': {
      const [h, p, s = ''] = f.accessToken.split('.');
      const flipped = (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
      return `${h}.${p}.${flipped}`;
    }
    case 'other-secret':
      return sign(`not-the-secret-${random}-padding-padding-padding`, claims, { sub });
    case 'hs512-same-secret':
      return sign(secret, claims, { sub, alg: 'HS512' });
    case 'expired':
      return sign(secret, claims, { sub, iat: now - 3600, exp: now - 1800 });
    case 'not-yet-valid':
      return sign(secret, claims, { sub, nbf: now + 3600 });
    case 'wrong-type':
      return sign(secret, { ...claims, type: random.length % 2 ? 'refresh' : 'guest' }, { sub });
    case 'wrong-sub':
      return sign(secret, claims, { sub: random.length % 2 ? String(f.userId + 1) : `${f.userId}x` });
    case 'wrong-issuer':
      return sign(secret, claims, { sub, issuer: 'evil' });
    case 'missing-sid':
      return sign(secret, { type: 'access' }, { sub });
    case 'unknown-sid':
      return sign(secret, { type: 'access', sid: crypto.randomUUID() }, { sub });
    case 'revoked-sid':
      return sign(secret, { type: 'access', sid: f.revokedSessionId }, { sub });
    case 'garbage-sid':
      // A well-signed token whose sid is not a UUID (only the server's key could make one).
      return sign(secret, { type: 'access', sid: random || "' or 1=1 --" }, { sub });
    case 'truncated':
      return f.accessToken.slice(0, Math.max(1, f.accessToken.length - 1 - (random.length % 20)));
    case 'refresh-token-as-bearer':
      return f.refreshToken;
  }
}

/** The Authorization header for a token choice (undefined: send none). */
export async function authorizationFor(choice: TokenChoice, validToken: string | undefined, forge: ForgeContext): Promise<string | undefined> {
  switch (choice.kind) {
    case 'valid':
    case 'wrong-role':
      return validToken ? `Bearer ${validToken}` : undefined;
    case 'none':
      return undefined;
    case 'header':
      return choice.header;
    case 'forged':
      return `Bearer ${await forgeToken(forge, choice.forged, choice.random)}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Database fingerprint
// ---------------------------------------------------------------------------------------------

const TABLES = ['users', 'sessions', 'refresh_tokens', 'email_tokens', 'guest_devices', 'dreams', 'settings', 'rate_limits', 'analysis_events'] as const;

/** A checksum of every row of every table: equal before and after means nothing changed. */
export async function databaseFingerprint(server: RunningServer): Promise<Record<string, string>> {
  const columns = TABLES.map((t) => `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) || ':' || count(*) from "${t}" x) as "${t}"`);
  const result = (await server.ctx.db.execute(sql.raw(`select ${columns.join(', ')}`))) as unknown as { rows: Record<string, string>[] };
  return result.rows[0] ?? {};
}

// ---------------------------------------------------------------------------------------------
// The properties
// ---------------------------------------------------------------------------------------------

export interface Expectation {
  /** Values that must never come back (passwords, tokens sent in this request). */
  secrets: unknown[];
  /** The request body's size in bytes, for the 413 rule. */
  bodyBytes: number;
  /** When set, the status must be one of these. */
  allowedStatuses?: number[] | undefined;
}

/** Never a 5xx; errors are JSON {detail} (with a code where programs must tell them apart); over-size bodies get 413; nothing secret echoed. */
export function checkResponse(res: RawResponse, exp: Expectation, label: string): void {
  const where = `${label} → ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, where).toBeLessThan(500);
  expect(res.contentType, where).toContain('application/json');
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.text);
  } catch {
    parsed = undefined;
  }
  expect(parsed, where).toBeDefined();
  if (res.status >= 400) {
    const { code, ...rest } = parsed as { code?: unknown };
    expect(rest, where).toEqual({ detail: expect.any(String) });
    if (code !== undefined) expect(code, where).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect((parsed as { detail: string }).detail.length, where).toBeGreaterThan(0);
  }
  if (exp.bodyBytes > BODY_LIMIT) expect(res.status, where).toBe(413);
  if (exp.allowedStatuses) expect(exp.allowedStatuses, where).toContain(res.status);
  for (const secret of exp.secrets) {
    if (typeof secret !== 'string' || secret.trim().length < 8) continue;
    expect(res.text.includes(secret), `${where}\nechoed a secret: ${secret.slice(0, 60)}`).toBe(false);
    expect(res.text.includes(JSON.stringify(secret).slice(1, -1)), `${where}\nechoed a secret (escaped): ${secret.slice(0, 60)}`).toBe(false);
  }
}

/** Describe a request briefly for failure messages (no 2 MB dumps). */
export function describeRequest(req: RawRequest): string {
  const body = req.body ? new TextDecoder().decode(req.body.subarray(0, 200)) : '';
  return `${req.method} ${req.path} ${JSON.stringify(req.headers).slice(0, 200)} ${JSON.stringify(body)}${(req.body?.length ?? 0) > 200 ? `…(${req.body?.length} bytes)` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// One property per endpoint
// ---------------------------------------------------------------------------------------------

/** Who the call is for; 'session' takes a user or a guest (logout). */
export type Caller = 'none' | 'user' | 'guest' | 'admin' | 'session';

export interface FuzzEndpoint {
  label: string;
  method: string;
  /** The path below /api, or an arbitrary of paths (ids). */
  path: string | fc.Arbitrary<string>;
  caller: Caller;
  body: 'json' | 'form' | 'none';
  /** A body that would succeed. Strings starting with `$` are placeholders resolved per run. */
  valid?: Record<string, unknown>;
  /** Replaces the mutated-valid-body arbitrary (login: mostly bodies refused before hashing). */
  bodyArb?: fc.Arbitrary<Record<string, unknown>>;
  /** Body fields whose values must never come back. */
  secretFields?: string[];
  /** The call consumes its caller (logout, delete, password change): a fresh one per run. */
  consumesCaller?: boolean;
}

export interface FuzzFixture {
  server: RunningServer;
  user: MintedUser;
  admin: MintedUser;
  guestToken: string;
  revokedSessionId: string;
  /** Template values (`$name` in `valid`), made fresh for each run. */
  placeholders: Record<string, () => Promise<string>>;
}

/** Users, an admin, a guest and a revoked session to fuzz with. */
export async function createFuzzFixture(server: RunningServer, placeholders: FuzzFixture['placeholders'] = {}): Promise<FuzzFixture> {
  const user = await mintUser(server);
  const admin = await mintUser(server, { role: 'ADMIN', prefix: 'fzadm' });
  return { server, user, admin, guestToken: await mintGuest(server), revokedSessionId: await mintRevokedSession(server, user.id), placeholders };
}

async function resolvePlaceholders(value: unknown, f: FuzzFixture): Promise<unknown> {
  if (typeof value === 'string' && value.startsWith('$') && f.placeholders[value.slice(1)]) return f.placeholders[value.slice(1)]!();
  if (Array.isArray(value)) return Promise.all(value.map((v) => resolvePlaceholders(v, f)));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) Object.defineProperty(out, k, { value: await resolvePlaceholders(v, f), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return value;
}

/** The genuine token of the right kind for `caller`, fresh when the call consumes it. */
async function callerToken(ep: FuzzEndpoint, f: FuzzFixture, choice: TokenChoice): Promise<{ token: string | undefined; forge: ForgeContext }> {
  const base = { server: f.server, revokedSessionId: f.revokedSessionId };
  let who = ep.caller === 'admin' ? f.admin : f.user;
  if (ep.consumesCaller && (choice.kind === 'valid' || choice.kind === 'forged')) who = await mintUser(f.server, { role: ep.caller === 'admin' ? 'ADMIN' : 'USER' });
  const forge: ForgeContext = { ...base, userId: who.id, sessionId: who.sessionId, accessToken: who.accessToken, refreshToken: who.refreshToken };
  if (choice.kind === 'wrong-role') {
    if (ep.caller === 'admin') return { token: f.user.accessToken, forge };
    if (ep.caller === 'guest') return { token: who.accessToken, forge };
    return { token: ep.caller === 'user' || ep.caller === 'session' ? f.guestToken : who.accessToken, forge };
  }
  if (ep.caller === 'guest') return { token: choice.kind === 'valid' ? await mintGuest(f.server) : f.guestToken, forge };
  return { token: who.accessToken, forge };
}

const NO_BODY_METHODS = new Set(['GET', 'HEAD']);

export interface FuzzReport {
  runs: number;
  statuses: Record<number, number>;
}

/**
 * The property for one endpoint: random and malformed bodies, content types and tokens; every
 * answer keeps the rules in checkResponse, and a refused request leaves the database as it was.
 */
export async function fuzzEndpoint(ep: FuzzEndpoint, f: FuzzFixture, numRuns = NUM_RUNS): Promise<FuzzReport> {
  const report: FuzzReport = { runs: 0, statuses: {} };
  const hasBody = ep.body !== 'none';
  const bodyArb = hasBody ? (ep.bodyArb ?? mutatedBody(ep.valid ?? {})) : fc.constant({});
  // Bodiless calls still get bodies thrown at them (except GET), mostly none.
  const encoding = hasBody
    ? encodingArb(ep.body === 'form' ? 'form' : 'json')
    : NO_BODY_METHODS.has(ep.method)
      ? fc.constant<Encoding>({ kind: 'empty', contentType: null })
      : fc.oneof({ weight: 4, arbitrary: fc.constant<Encoding>({ kind: 'empty', contentType: null }) }, { weight: 2, arbitrary: encodingArb('json') });
  const tokenArb = ep.caller === 'none' ? tokenChoiceArb(2) : tokenChoiceArb(6);
  const pathArb = typeof ep.path === 'string' ? fc.constant(ep.path) : ep.path;
  const query = fc.oneof({ weight: 5, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((q) => `?${encodePathSegment(q)}=${encodePathSegment(q)}`) });

  await fc.assert(
    fc.asyncProperty(pathArb, query, bodyArb, encoding, tokenArb, async (path, q, rawBody, enc, choice) => {
      const body = (await resolvePlaceholders(rawBody, f)) as Record<string, unknown>;
      const { token, forge } = await callerToken(ep, f, choice);
      const authorization = await authorizationFor(choice, token, forge);
      const encoded = encodeBody(body, enc);
      const headers: Record<string, string> = {};
      if (encoded.contentType) headers['content-type'] = encoded.contentType;
      if (authorization) headers.authorization = authorization;
      const req: RawRequest = { method: ep.method, path: path + q, headers, body: NO_BODY_METHODS.has(ep.method) ? undefined : encoded.body };

      const before = await databaseFingerprint(f.server);
      const res = await send(f.server, req);
      report.runs += 1;
      report.statuses[res.status] = (report.statuses[res.status] ?? 0) + 1;

      const secrets = [...(ep.secretFields ?? []).map((k) => body[k]), authorization?.replace(/^Bearer\s+/i, '')];
      const bodyBytes = req.body?.length ?? 0;
      let allowed: number[] | undefined;
      if (ep.caller !== 'none' && bodyBytes <= BODY_LIMIT) {
        if (choice.kind === 'wrong-role') allowed = ep.caller === 'session' ? [200, 401] : [403];
        else if (choice.kind !== 'valid') allowed = [401];
      }
      const label = `${ep.label} [${choice.kind === 'forged' ? choice.forged : choice.kind}, ${enc.kind}] ${describeRequest(req)}`;
      checkResponse(res, { secrets, bodyBytes, allowedStatuses: allowed }, label);
      if (res.status >= 400) expect(await databaseFingerprint(f.server), `${label}\nrefused with ${res.status} but changed the database`).toEqual(before);
    }),
    { numRuns },
  );
  // One line per endpoint, so a run shows how deep the inputs got (how many reached a 2xx).
  console.info(`fuzz ${ep.label}: ${report.runs} runs, statuses ${JSON.stringify(report.statuses)}`);
  return report;
}
