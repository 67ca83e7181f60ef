/** Real figures for the admin dashboard, straight from the database. */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { ActivityEntry, AdminStats } from '../../lib/core/api/contract';
import { countActiveSessions } from '../auth/sessions';
import type { Database } from '../db/client';
import { analysisEvents, dreams, sessions, users } from '../db/schema';

const RECENT = 20;
const count = sql<number>`count(*)::int`;

export async function adminStats(db: Database, now: Date): Promise<AdminStats> {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 3600 * 1000);
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [u] = await db
    .select({
      total: count,
      newThisWeek: sql<number>`count(*) filter (where ${users.createdAt} >= ${weekAgo.toISOString()})::int`,
      verified: sql<number>`count(*) filter (where ${users.emailVerified})::int`,
    })
    .from(users);
  const [d] = await db
    .select({ total: count, today: sql<number>`count(*) filter (where ${dreams.createdAt} >= ${midnight.toISOString()})::int` })
    .from(dreams);
  const [a] = await db
    .select({
      total: sql<number>`count(*) filter (where ${analysisEvents.status} = 'ok')::int`,
      guest: sql<number>`count(*) filter (where ${analysisEvents.kind} = 'guest' and ${analysisEvents.status} = 'ok')::int`,
      // A fallback still answered, but not with the engine the service is configured for.
      failed: sql<number>`count(*) filter (where ${analysisEvents.status} <> 'ok')::int`,
    })
    .from(analysisEvents);
  return {
    users_total: u?.total ?? 0,
    users_new_this_week: u?.newThisWeek ?? 0,
    users_verified: u?.verified ?? 0,
    dreams_total: d?.total ?? 0,
    dreams_today: d?.today ?? 0,
    analyses_total: a?.total ?? 0,
    guest_analyses_total: a?.guest ?? 0,
    failed_analyses: a?.failed ?? 0,
    active_sessions: await countActiveSessions(db, now),
    recent_activity: await recentActivity(db),
  };
}

/** The latest registrations, dreams, analyses and sign-ins, merged newest first. */
async function recentActivity(db: Database): Promise<ActivityEntry[]> {
  const registered = await db.select({ at: users.createdAt, username: users.username }).from(users).orderBy(desc(users.createdAt)).limit(RECENT);
  const dreamed = await db
    .select({ at: dreams.createdAt, username: users.username })
    .from(dreams)
    .innerJoin(users, eq(users.id, dreams.userId))
    .orderBy(desc(dreams.createdAt))
    .limit(RECENT);
  const analyzed = await db
    .select({ at: analysisEvents.createdAt, kind: analysisEvents.kind, username: users.username })
    .from(analysisEvents)
    .leftJoin(users, eq(users.id, analysisEvents.userId))
    .where(eq(analysisEvents.status, 'ok'))
    .orderBy(desc(analysisEvents.createdAt))
    .limit(RECENT);
  const logins = await db
    .select({ at: sessions.createdAt, username: users.username })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.kind, 'user'), gte(sessions.createdAt, new Date(0))))
    .orderBy(desc(sessions.createdAt))
    .limit(RECENT);
  const entries: ActivityEntry[] = [
    ...registered.map((r) => ({ kind: 'registered' as const, at: r.at.toISOString(), username: r.username })),
    ...dreamed.map((r) => ({ kind: 'dream' as const, at: r.at.toISOString(), username: r.username })),
    ...analyzed.map((r) => ({ kind: r.kind === 'guest' ? ('guest-analysis' as const) : ('analysis' as const), at: r.at.toISOString(), username: r.username })),
    ...logins.map((r) => ({ kind: 'login' as const, at: r.at.toISOString(), username: r.username })),
  ];
  return entries.sort((x, y) => y.at.localeCompare(x.at)).slice(0, RECENT);
}
