/** The admin's user list: newest first, keyset-paged, searchable by any part of a username or email. */
import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { User } from '../../lib/core/api/contract';
import type { Database } from '../db/client';
import { users, userSearchText } from '../db/schema';
import type { KeysetPosition } from '../http/keyset-cursor';
import { toUserJson } from './user-store';

/** `%`, `_` and `\` typed by the admin are matched as themselves, not as LIKE wildcards. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchConditions(q: string | undefined): SQL[] {
  const text = q?.trim();
  // The trigram index answers LIKE on the same lower-cased expression it was built on.
  return text ? [sql`${userSearchText(users.username, users.email)} like ${likePattern(text)}`] : [];
}

export function userPageQuery(db: Database, q: string | undefined, limit: number, after?: KeysetPosition) {
  const conditions = searchConditions(q);
  if (after) conditions.push(sql`(${users.createdAt}, ${users.id}) < (${after.at}::timestamptz, ${after.id})`);
  return db
    .select({ user: users, key: sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` })
    .from(users)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit + 1);
}

export async function listUserPage(db: Database, q: string | undefined, limit: number, after?: KeysetPosition): Promise<{ items: User[]; next: KeysetPosition | null }> {
  const rows = await userPageQuery(db, q, limit, after);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map((r) => toUserJson(r.user)), next: rows.length > limit && last ? { at: last.key, id: last.user.id } : null };
}

export async function countUsers(db: Database, q: string | undefined): Promise<number> {
  const conditions = searchConditions(q);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(conditions.length ? and(...conditions) : undefined);
  return row?.n ?? 0;
}
