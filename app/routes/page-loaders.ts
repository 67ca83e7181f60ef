/** The data of the guarded pages and of the email verification, loaded before they render. */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { AdminStats, Settings, User } from '../../lib/core/api/contract';
import { messageOf } from '../../lib/core/api/errors';
import { toast } from '../../lib/ui/toast-host';
import { loadDreams } from '../data/dreams';
import { loadForIdentity } from '../data/identity';
import { session } from '../session';
import { requireAdmin, requireRealUser } from './guards';

/** Dream History: a failure is said in a toast too; the page sends an expired session to /login. */
export async function historyLoader() {
  requireRealUser();
  const loaded = await loadDreams();
  if (loaded.data.error) toast.error(loaded.data.error);
  return loaded;
}

export const PROFILE_FAILED = 'Failed to load profile data';

/** Profile: the account re-read from the server, and the dreams its statistics come from. */
export async function profileLoader() {
  requireRealUser();
  const [profileError, dreams] = await Promise.all([
    session.actions.refreshUser().then(
      () => null,
      () => {
        toast.error(PROFILE_FAILED);
        return PROFILE_FAILED;
      },
    ),
    loadDreams(),
  ]);
  // The session ended while the profile loaded (a revoked token): nothing here is theirs any more.
  requireRealUser();
  return { profileError, dreams };
}

export interface AdminData {
  users: User[];
  stats: AdminStats | null;
  settings: Settings | null;
}

const NO_ADMIN_DATA: AdminData = { users: [], stats: null, settings: null };

/** Admin: users and figures, and the settings, each failure with its own message. */
export async function adminLoader() {
  requireAdmin();
  return loadForIdentity(async (): Promise<AdminData> => {
    const [figures, settings] = await Promise.all([
      Promise.all([session.api.listUsers(), session.api.getAdminStats()]).catch(() => {
        toast.error('Failed to load dashboard data');
        return null;
      }),
      session.api.getSettings().catch(() => {
        toast.error('Failed to load settings');
        return null;
      }),
    ]);
    return { users: figures?.[0] ?? [], stats: figures?.[1] ?? null, settings };
  }, () => NO_ADMIN_DATA);
}

export type VerifyResult = { kind: 'success' | 'error'; message: string };

// A token can be used once: a revalidation must not send it again.
const verifications = new Map<string, Promise<VerifyResult>>();

/** Verify-email: the token's result (success or the server's reason), checked once per token. */
export function verifyEmailLoader({ request }: LoaderFunctionArgs): Promise<VerifyResult> {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return Promise.resolve({ kind: 'error', message: 'No verification token provided' });
  let result = verifications.get(token);
  if (!result) {
    result = session.api.verifyEmail(token).then(
      (res): VerifyResult => {
        void session.actions.refreshUser().catch(() => {});
        return { kind: 'success', message: res?.message || 'Email verified successfully!' };
      },
      (error: unknown): VerifyResult => ({ kind: 'error', message: messageOf(error, 'Verification failed. Please try again.') }),
    );
    verifications.set(token, result);
  }
  return result;
}
