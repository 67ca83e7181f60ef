/** Tokens for the fuzz suites: genuine ones minted straight in the database, and every kind of forgery. */
import crypto from 'node:crypto';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { signAccessToken } from '../auth/jwt';
import { hashPassword } from '../auth/passwords';
import { createGuestSession, createUserSession, revokeSession } from '../auth/sessions';
import { guestDevices, users } from '../db/schema';
import type { RunningServer } from '../server';
import { STRONG_PASSWORD } from '../testing/api-client';

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
