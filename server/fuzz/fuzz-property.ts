/**
 * The property every API answer keeps under fuzzing, and the runner that checks it for one
 * endpoint with hostile bodies, encodings and tokens.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { ERROR_CODES } from '../../lib/core/api/contract';
import type { RunningServer } from '../server';
import { encodeBody, encodingArb, mutatedBody, type Encoding } from './fuzz-bodies';
import { databaseFingerprint } from './fuzz-database';
import { BODY_LIMIT, describeRequest, encodePathSegment, send, type RawRequest, type RawResponse } from './fuzz-http';
import { authorizationFor, mintGuest, mintRevokedSession, mintUser, tokenChoiceArb, type ForgeContext, type MintedUser, type TokenChoice } from './fuzz-tokens';

/** Runs per property: 200 in CI, fewer locally. */
export const NUM_RUNS = process.env.CI ? 200 : 50;

/** Per endpoint property: 200 runs on a loaded 2-core machine can take well over vitest's default. */
export const FUZZ_TIMEOUT_MS = 300_000;

const ERROR_CODE_VALUES: string[] = Object.values(ERROR_CODES);

export interface Expectation {
  /** Values that must never come back (passwords, tokens sent in this request). */
  secrets: unknown[];
  /** The request body's size in bytes, for the 413 rule. */
  bodyBytes: number;
  /** When set, the status must be one of these. */
  allowedStatuses?: number[] | undefined;
}

/** Never a 5xx; errors are JSON {detail, code} with a code the contract lists; over-size bodies get 413; nothing secret echoed. */
export function checkResponse(res: RawResponse, exp: Expectation, label: string): void {
  const where = `${label} → ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, where).toBeLessThan(500);
  // The journal export answers a CSV file when asked for one; every other answer, and every error, is JSON.
  const csvDownload = res.status < 300 && res.contentType.startsWith('text/csv');
  if (!csvDownload) {
    expect(res.contentType, where).toContain('application/json');
    let parsed: unknown;
    try {
      parsed = JSON.parse(res.text);
    } catch {
      parsed = undefined;
    }
    expect(parsed, where).toBeDefined();
    if (res.status >= 400) checkErrorBody(parsed, where);
  }
  if (exp.bodyBytes > BODY_LIMIT) expect(res.status, where).toBe(413);
  if (exp.allowedStatuses) expect(exp.allowedStatuses, where).toContain(res.status);
  for (const secret of exp.secrets) {
    if (typeof secret !== 'string' || secret.trim().length < 8) continue;
    expect(res.text.includes(secret), `${where}\nechoed a secret: ${secret.slice(0, 60)}`).toBe(false);
    expect(res.text.includes(JSON.stringify(secret).slice(1, -1)), `${where}\nechoed a secret (escaped): ${secret.slice(0, 60)}`).toBe(false);
  }
}

/** An error body is exactly {detail, code}, plus per-field errors for a validation failure. */
function checkErrorBody(parsed: unknown, where: string): void {
  const { code, errors, ...rest } = parsed as { code?: unknown; errors?: unknown };
  expect(rest, where).toEqual({ detail: expect.any(String) });
  expect((parsed as { detail: string }).detail.length, where).toBeGreaterThan(0);
  expect(ERROR_CODE_VALUES, where).toContain(code);
  // Only a validation failure lists its fields, each with a message.
  if (code === ERROR_CODES.validationFailed) expect(errors, where).toEqual(expect.arrayContaining([{ field: expect.any(String), message: expect.any(String) }]));
  else expect(errors, where).toBeUndefined();
}

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
