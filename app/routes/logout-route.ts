/** POST /logout: ends the session here and on the server, then goes home, where a guest session starts. */
import { redirect } from 'react-router-dom';
import { isApiError } from '../../lib/core/api/errors';
import { toast } from '../toasts';
import { currentDraftOwner, forgetDrafts } from '../dream-drafts';
import { session } from '../session';

export async function logoutAction() {
  // The dream box's draft goes with the person who leaves, so the next one at this browser never sees it.
  forgetDrafts(currentDraftOwner());
  try {
    // Home's loader starts the new guest session, so it is not started twice.
    await session.actions.logout({ startGuest: false });
  } catch (error) {
    toast.error(isApiError(error) ? 'Logout failed. Please try again.' : 'An error occurred during logout. Please refresh the page.', { kind: 'session' });
    return null;
  }
  toast.success('Logged out successfully.', { kind: 'session' });
  return redirect('/');
}
