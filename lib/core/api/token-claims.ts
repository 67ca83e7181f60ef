/** What an access token (an HS256 JWT) claims; the API treats tokens as opaque, the session core reads them. */

/** Claims of an access token. Guest tokens carry `type: 'guest'` and `can_analyze`. */
export interface AccessTokenClaims {
  sub: string;
  exp: number;
  iat: number;
  type: 'access' | 'guest';
  sid: string;
  /** As `can_analyze` of the guest-access answer. */
  can_analyze?: boolean;
}
