/** The route guards: loaders that let a visitor through or redirect before the page loads. */
import { redirect } from 'react-router-dom';
import { session } from '../session';

/** Profile and Dream History are for signed-in users: guests and signed-out visitors go to /login. */
export function requireRealUser(): void {
  if (!session.state.isRealUser.peek()) throw redirect('/login');
}

/** The dashboard: signed-out visitors go to /login; everyone else who is not an admin, guests included, goes home. */
export function requireAdmin(): void {
  if (session.state.status.peek() === 'none') throw redirect('/login');
  if (!session.state.isAdmin.peek()) throw redirect('/');
}

/** Login: a signed-in user has nothing to do there and is sent home. */
export function redirectSignedIn(): null {
  if (session.state.isRealUser.peek()) throw redirect('/');
  return null;
}
