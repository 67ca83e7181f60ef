/** The token pair a signed-in user receives from login and refresh. */
import type { TokenResponse } from '../../lib/core/api/contract';
import type { AppContext } from '../context';
import { toUserJson, type UserRow } from '../users/user-store';
import { signAccessToken } from './jwt';

export async function tokenResponse(ctx: AppContext, user: UserRow, sessionId: string, refreshToken: string): Promise<TokenResponse> {
  const accessToken = await signAccessToken(ctx.jwtSecret, { sub: String(user.id), type: 'access', sid: sessionId }, ctx.now());
  return { access_token: accessToken, refresh_token: refreshToken, token_type: 'bearer', user: toUserJson(user) };
}
