/** Reads (never verifies: the server does that) the claims of an access token. */
import type { AccessTokenClaims } from '../api/token-claims';

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or null when the token is not a readable JWT. */
export function decodeJwt(token: string): Partial<AccessTokenClaims> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    return claims !== null && typeof claims === 'object' ? (claims as Partial<AccessTokenClaims>) : null;
  } catch {
    return null;
  }
}

/** Expiry in epoch milliseconds, or null when the token has no numeric `exp`. */
export function tokenExpiryMs(token: string): number | null {
  const exp = decodeJwt(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

export function isGuestToken(token: string): boolean {
  return decodeJwt(token)?.type === 'guest';
}
