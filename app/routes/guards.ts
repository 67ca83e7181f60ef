/** The route guards: loaders that let a visitor through or redirect before the page loads. */
import { redirect } from 'react-router-dom';
import { session } from '../session';

/** Profile and Dream History are for signed-in users: guests and signed-out visitors go to /login. */
export function requireRealUser(): void {
  if (!session.state.isRealUser.peek()) throw redirect('/login');
}

/**
 * The dashboard: everyone who is not an admin goes home. That includes guests, whether or not this
 * tab holds their guest session yet (a new tab starts without one), and signed-out visitors.
 */
export function requireAdmin(): void {
  if (!session.state.isAdmin.peek()) throw redirect('/');
}

/** Login: a signed-in user has nothing to do there and is sent home. */
export function redirectSignedIn(): null {
  if (session.state.isRealUser.peek()) throw redirect('/');
  return null;
}
