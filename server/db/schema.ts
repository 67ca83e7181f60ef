/**
 * The database schema: one definition for PGlite and PostgreSQL.
 * SQL migrations in server/db/migrations are generated from it by drizzle-kit.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { EmotionScores, SymbolReading } from '../../lib/core/api/contract';

/** How an analysis attempt ended; every status but `ok` counts as a failed analysis. */
export const ANALYSIS_EVENT_STATUSES = ['ok', 'fallback', 'timeout', 'error'] as const;
export type AnalysisEventStatus = (typeof ANALYSIS_EVENT_STATUSES)[number];

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * What the admin's user search looks in: username and email, lower-cased. Queries must spell it
 * exactly like the trigram index does, or PostgreSQL cannot use the index.
 */
export function userSearchText(username: AnyPgColumn, email: AnyPgColumn): SQL {
  return sql`(lower(${username}) || ' ' || lower(${email}))`;
}

/**
 * The words of a dream for full-text search: its text and its keywords, stemmed as English.
 * Queries must spell it exactly like the GIN index does, or PostgreSQL cannot use the index.
 */
export function dreamSearchVector(dreamText: AnyPgColumn, keywords: AnyPgColumn): SQL {
  return sql`(to_tsvector('english'::regconfig, ${dreamText}) || jsonb_to_tsvector('english'::regconfig, ${keywords}, '["string"]'::jsonb))`;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role', { enum: ['ADMIN', 'USER'] }).notNull().default('USER'),
    emailVerified: boolean('email_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Raised by a trigger with every change to the user's dreams, in the same transaction. The
     * session check reads it with the account, so a cached page of the journal is known to be
     * current without asking the database again.
     */
    journalVersion: bigint('journal_version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    // The admin's list: newest first, paged by (created_at, id).
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    // The admin's search: any part of a username or email (pg_trgm, created by migration 0003).
    index('users_search_idx').using('gin', sql`${userSearchText(t.username, t.email)} gin_trgm_ops`),
  ],
);

/** A sign-in: one per login (user) or guest-access (guest). Access tokens name it in `sid`. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: ['user', 'guest'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestDeviceHash: text('guest_device_hash'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens, stored only as hashes. A rotated token replayed revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /** Hash of the token that replaced this one; tells a lost race from a replayed theft. */
    replacedBy: text('replaced_by'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Single-use, purpose-bound tokens sent by email (verification, password reset). */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Guest devices, known only by a keyed hash of their fingerprint. */
export const guestDevices = pgTable('guest_devices', {
  fingerprintHash: text('fingerprint_hash').primaryKey(),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  analyzedAt: timestamp('analyzed_at', { withTimezone: true }),
});

export const dreams = pgTable(
  'dreams',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dreamText: text('dream_text').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    mood: text('mood').notNull().default('neutral'),
    createdAt: createdAt(),
    analyzedAt: timestamp('analyzed_at', { withTimezone: true }),
    interpretation: text('interpretation'),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    sentiment: text('sentiment', { enum: ['positive', 'negative', 'neutral', 'mixed'] }),
    emotions: jsonb('emotions').$type<EmotionScores>(),
    symbols: jsonb('symbols').$type<SymbolReading[]>().notNull().default([]),
    archetypes: jsonb('archetypes').$type<string[]>().notNull().default([]),
    engine: text('engine'),
    /** The safety check fired: the stored interpretation opens with the support message. */
    support: boolean('support').notNull().default(false),
  },
  (t) => [
    // The journal: a user's dreams newest first, paged by (date, id); also the date filters and statistics.
    index('dreams_user_date_id_idx').on(t.userId, t.date, t.id),
    // The tone and mood filters, still newest first without sorting.
    index('dreams_user_sentiment_date_id_idx').on(t.userId, t.sentiment, t.date, t.id),
    index('dreams_user_mood_date_id_idx').on(t.userId, sql`lower(${t.mood})`, t.date, t.id),
    index('dreams_created_at_idx').on(t.createdAt),
    // Full-text search over the text and the keywords.
    index('dreams_search_idx').using('gin', dreamSearchVector(t.dreamText, t.keywords)),
  ],
);

/**
 * How many of a user's dreams name each keyword (lower-cased and trimmed), kept by a trigger on
 * `dreams` (migration 0006) in the same transaction as every change, so the profile's top
 * keywords are read from a few rows instead of every reading of a long journal.
 */
export const dreamKeywordCounts = pgTable(
  'dream_keyword_counts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    dreams: integer('dreams').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.keyword] })],
);

/** Admin settings as key/value rows, so adding a setting needs no migration. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters shared by every server process (rate limits, guest ceilings). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** One row per analysis attempt, for the admin statistics and activity feed. */
export const analysisEvents = pgTable(
  'analysis_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['user', 'guest'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    engine: text('engine').notNull(),
    /** How the attempt ended: `ok`, `fallback` (the LLM failed, the built-in engine answered), `timeout` or `error` (no analysis). */
    status: text('status', { enum: ANALYSIS_EVENT_STATUSES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('analysis_events_created_at_idx').on(t.createdAt)],
);
