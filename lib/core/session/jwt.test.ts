import { describe, expect, it } from 'vitest';
import { makeJwt } from '../testing/fake-api-server';
import { decodeJwt, isGuestToken, tokenExpiryMs } from './jwt';

describe('jwt', () => {
  it('reads the claims of a base64url JWT, including non-ASCII and url-safe characters', () => {
    const token = makeJwt({ sub: 'Jürgen ~?>', exp: 1_800_000_000, type: 'access' });
    expect(decodeJwt(token)).toMatchObject({ sub: 'Jürgen ~?>', exp: 1_800_000_000 });
    expect(tokenExpiryMs(token)).toBe(1_800_000_000_000);
    expect(isGuestToken(token)).toBe(false);
    expect(isGuestToken(makeJwt({ type: 'guest', can_analyze: true }))).toBe(true);
  });

  it('returns null for anything that is not a readable JWT', () => {
    for (const bad of ['', 'opaque-token', 'a.b.c', 'a.%%%.c', `x.${Buffer.from('"str"').toString('base64url')}.y`]) {
      expect(decodeJwt(bad)).toBeNull();
      expect(tokenExpiryMs(bad)).toBeNull();
      expect(isGuestToken(bad)).toBe(false);
    }
    expect(tokenExpiryMs(makeJwt({ exp: 'tomorrow' }))).toBeNull();
  });
});
