/** The user every guest is shown as, on the server and in clients. */
import { GUEST_USER_ID, type User } from './contract';

export function guestUser(createdAt: string): User {
  return {
    id: GUEST_USER_ID,
    username: 'Guest',
    email: '',
    first_name: null,
    last_name: null,
    role: 'USER',
    email_verified: false,
    created_at: createdAt,
    is_active: true,
  };
}
