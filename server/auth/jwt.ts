/** Access tokens: HS256 JWTs naming a live session (`sid`); every request re-checks that session. */
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

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
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
    return { sub, exp, iat, type, sid, ...(typeof can_analyze === 'boolean' ? { can_analyze } : {}) };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
    throw error;
  }
}
