/** Creating the first admin and promoting users: used by `npm run create-admin`. */
import { eq } from 'drizzle-orm';
import { isPasswordValid } from '../../lib/core/password-rules';
import { hashPassword } from '../auth/passwords';
import { PASSWORD_RULES_TEXT } from '../auth/password-policy';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { findUserByEmail, findUserByUsername, normalizeEmail } from './user-store';

export class AdminAccountError extends Error {}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_RE = /^[\p{L}\p{N}_.-]{3,30}$/u;

/** Create a verified ADMIN account. Throws AdminAccountError with a message for people. */
export async function createAdminAccount(db: Database, input: { email: string; username: string; password: string }) {
  const email = normalizeEmail(input.email);
  const username = input.username.trim();
  if (!EMAIL_RE.test(email)) throw new AdminAccountError(`Not a valid email address: ${input.email}`);
  if (!USERNAME_RE.test(username)) throw new AdminAccountError('The username must be 3-30 letters, digits, dots, dashes or underscores.');
  if (!isPasswordValid(input.password)) throw new AdminAccountError(PASSWORD_RULES_TEXT);
  if (await findUserByEmail(db, email)) throw new AdminAccountError(`A user with the email ${email} exists already; use --promote ${email}.`);
  if (await findUserByUsername(db, username)) throw new AdminAccountError(`The username ${username} is taken.`);
  const [row] = await db
    .insert(users)
    .values({ email, username, passwordHash: await hashPassword(input.password), role: 'ADMIN', emailVerified: true })
    .returning({ id: users.id, email: users.email, username: users.username });
  return row!;
}

/** Give an existing user the ADMIN role. */
export async function promoteToAdmin(db: Database, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AdminAccountError(`No user has the email ${normalizeEmail(email)}.`);
  await db.update(users).set({ role: 'ADMIN', updatedAt: new Date() }).where(eq(users.id, user.id));
  return { id: user.id, email: user.email, username: user.username, wasAdmin: user.role === 'ADMIN' };
}
