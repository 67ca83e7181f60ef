/** Access tokens: HS256 JWTs naming a live session (`sid`); every request re-checks that session. */
import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { AccessTokenClaims } from '../../lib/core/api/token-claims';

/** Access and guest tokens live 15 minutes; refresh tokens keep a user signed in beyond that. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'dream-analyzer';

export interface TokenSubject {
  sub: string;
  type: AccessTokenClaims['type'];
  sid: string;
  canAnalyze?: boolean;
}

/** The HMAC key of each secret, imported once: importing it on every request costs as much as the check. */
const keys = new Map<string, KeyObject>();

function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/**
 * Tokens whose signature and claims already checked out, per secret. A client sends the same token
 * with every request for its 15 minutes, so the signature is checked once; the expiry is still
 * compared with the clock on every use. Bounded: the oldest entry leaves first.
 */
const VERIFIED_LIMIT = 4096;
const verified = new Map<string, AccessTokenClaims>();

function remember(cacheKey: string, claims: AccessTokenClaims): void {
  if (verified.size >= VERIFIED_LIMIT) verified.delete(verified.keys().next().value!);
  verified.set(cacheKey, claims);
}

export async function signAccessToken(secret: string, subject: TokenSubject, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: Record<string, unknown> = { type: subject.type, sid: subject.sid };
  if (subject.canAnalyze !== undefined) claims.can_analyze = subject.canAnalyze;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject.sub)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** The verified claims, or undefined for any bad token (expired, tampered, other algorithm, wrong shape). */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AccessTokenClaims | undefined> {
  // The secret is part of the key, so a rotated secret never accepts a token checked under the old one.
  const cacheKey = `${secret}\u0000${token}`;
  const known = verified.get(cacheKey);
  if (known) {
    if (known.exp > Math.floor(now.getTime() / 1000)) return known;
    verified.delete(cacheKey);
    return undefined;
  }
  try {
    // Pinning the algorithm refuses `alg: none` and any algorithm confusion.
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const { sub, exp, iat, type, sid, can_analyze } = payload;
    if (typeof sub !== 'string' || typeof exp !== 'number' || typeof iat !== 'number') return undefined;
    // sid is a sessions.id (uuid): anything else would make the session lookup fail in the database.
    if ((type !== 'access' && type !== 'guest') || typeof sid !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sid)) return undefined;
    const claims: AccessTokenClaims = { sub, exp, iat, type, sid, ...(typeof can_analyze === 'boolean' ? { can_analyze } : {}) };
    remember(cacheKey, claims);
    return claims;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
    throw error;
  }
}
