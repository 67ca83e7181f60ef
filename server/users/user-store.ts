/** Reading users and shaping them as the API's `User`. */
import { eq, sql } from 'drizzle-orm';
import type { User } from '../../lib/core/api/contract';
import { guestUser as sharedGuestUser } from '../../lib/core/api/guest-user';
import type { Database } from '../db/client';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export function toUserJson(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    email_verified: row.emailVerified,
    created_at: row.createdAt.toISOString(),
    is_active: row.isActive,
  };
}

/** The user every guest sees. */
export function guestUser(now: Date): User {
  return sharedGuestUser(now.toISOString());
}

/** Emails compare case-insensitively and without surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${normalizeEmail(email)}`);
  return row;
}

export async function findUserByUsername(db: Database, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** True for PostgreSQL's unique-violation error, raised when two requests claim one email at once. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
