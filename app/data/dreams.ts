/** The signed-in user's dream list, loaded the one way every page reads it. */
import type { Dream } from '../../lib/core/api/contract';
import { isApiError } from '../../lib/core/api/errors';
import { MESSAGES } from '../../lib/core/messages';
import { session } from '../session';
import { loadForIdentity, type IdentityData } from './identity';

export const DREAMS_FAILED = 'Failed to fetch dream history';

/** The dreams, newest first; or why they could not be read (`expired`: the session is over). */
export type DreamList = { dreams: Dream[]; error: null; expired: false } | { dreams: null; error: string; expired: boolean };

/** GET /dreams, newest first; a 401 means the session has expired. */
export function loadDreams(): Promise<IdentityData<DreamList>> {
  return loadForIdentity<DreamList, DreamList>(
    async () => ({ dreams: (await session.api.listDreams()).sort((a, b) => Date.parse(b.date) - Date.parse(a.date)), error: null, expired: false }),
    (error) => {
      const expired = isApiError(error) && error.status === 401;
      return { dreams: null, error: expired ? MESSAGES.sessionExpired : DREAMS_FAILED, expired };
    },
  );
}
