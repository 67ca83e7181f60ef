/**
 * The API contract shared by the server and every client (app, widget, partners).
 * Pure types and constants only: no runtime dependencies, safe to import anywhere.
 */

export type Role = 'ADMIN' | 'USER';

/** A user as every endpoint returns it. The guest placeholder uses id -1. */
export interface User {
  id: number;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: Role;
  email_verified: boolean;
  created_at: string;
  is_active: boolean;
  photo: string | null;
}

export type Sentiment = 'positive' | 'negative' | 'neutral' | 'mixed';

/** The five emotion classes of Hall & Van de Castle's dream coding. */
export const EMOTION_CLASSES = ['apprehension', 'happiness', 'anger', 'confusion', 'sadness'] as const;
export type EmotionClass = (typeof EMOTION_CLASSES)[number];
/** Scores between 0 and 1 per emotion class. */
export type EmotionScores = Record<EmotionClass, number>;

export const ARCHETYPES = [
  'Shadow',
  'Anima',
  'Animus',
  'Persona',
  'Self',
  'Great Mother',
  'Wise Old Man',
  'Trickster',
  'Hero',
  'Child',
] as const;

export interface SymbolReading {
  symbol: string;
  meaning: string;
}

/** What the interpreter produces for one dream. */
export interface Analysis {
  interpretation: string;
  keywords: string[];
  sentiment: Sentiment;
  emotions: EmotionScores;
  symbols: SymbolReading[];
  archetypes: string[];
  /** `builtin` or `llm:<model>`. */
  engine: string;
  /**
   * The safety check found signs that the dreamer may be in danger (wishing to die, self-harm,
   * hopelessness…). The interpretation then opens with a support message that points to people
   * and crisis services: its first block, up to the first blank line ("\n\n"), which clients show
   * apart from the reading (see `splitSupport` in lib/core/reading.ts).
   */
  support: boolean;
}

export interface Dream {
  id: number;
  dream_text: string;
  date: string;
  mood: string;
  created_at: string;
  interpretation: string | null;
  keywords: string[];
  sentiment: Sentiment | null;
  emotions: EmotionScores | null;
  symbols: SymbolReading[];
  archetypes: string[];
  engine: string | null;
  /** As `Analysis.support`: the stored interpretation opens with the support message. False before analysis. */
  support: boolean;
  /** Older clients read keywords from here; kept for compatibility. */
  analysis?: { keywords: string[] } | null;
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  user: User;
}

export interface RefreshResponse {
  access_token: string;
  refresh_token?: string;
  token_type: 'bearer';
  user: User;
}

export interface GuestAccessResponse {
  access_token: string;
  token_type: 'bearer';
  can_analyze: boolean;
  user: User;
}

export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
}

export interface MessageResponse {
  message: string;
}

export interface RegisterResponse {
  message: string;
  user: User;
}

export interface UpdateMeRequest {
  username?: string;
  email?: string;
  first_name?: string | null;
  last_name?: string | null;
  /** Required when `email` changes (403 `reauth_required` otherwise): an access token alone must not move the account. */
  current_password?: string;
}

/** DELETE /auth/me: the password again, so an access token alone cannot destroy the account. */
export interface DeleteMeRequest {
  current_password: string;
}

export interface UpdateMeResponse extends User {
  email_changed?: boolean;
}

export interface ChangePasswordRequest {
  current_password: string;
  new_password: string;
}

export interface CreateDreamRequest {
  dream_text: string;
  date: string;
  mood: string;
}

export type GuestAnalyzeRequest = CreateDreamRequest;

export interface AnalyzeResponse extends Analysis {
  dream_id?: number;
}

export interface Settings {
  allow_new_registrations: boolean;
  maintenance_mode: boolean;
  max_dreams_per_day: number;
}

export const DEFAULT_SETTINGS: Settings = {
  allow_new_registrations: true,
  maintenance_mode: false,
  max_dreams_per_day: 10,
};

export const MAX_DREAMS_PER_DAY_RANGE = { min: 1, max: 100 } as const;
export const MAX_DREAM_LENGTH = 10_000;

export interface ActivityEntry {
  kind: 'registered' | 'dream' | 'analysis' | 'guest-analysis' | 'login';
  at: string;
  username: string | null;
}

export interface AdminStats {
  users_total: number;
  users_new_this_week: number;
  users_verified: number;
  dreams_total: number;
  dreams_today: number;
  analyses_total: number;
  guest_analyses_total: number;
  failed_analyses: number;
  active_sessions: number;
  recent_activity: ActivityEntry[];
}

export interface ErrorBody {
  detail: string;
  /** A stable reason for programs to branch on; `detail` is for people. */
  code?: string;
}

/** The error `code` values clients branch on. */
export const ERROR_CODES = {
  /** The current password is missing or wrong (email change, account deletion). */
  reauthRequired: 'reauth_required',
  /** Too many attempts; the answer carries Retry-After. */
  rateLimited: 'rate_limited',
  /** The analysis ran past its deadline. */
  analysisTimeout: 'analysis_timeout',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/* ---- Request bodies and token claims (added for lib/core; pure types and constants) ---- */

/** The id of the guest placeholder user. */
export const GUEST_USER_ID = -1;
/** The app never asks for a mood; every dream is sent with this one (SPEC §3). */
export const DEFAULT_MOOD = 'neutral';

/** POST /auth/login, form-encoded: `username` carries the email. */
export interface LoginRequest {
  username: string;
  password: string;
}

export interface RefreshRequest {
  refresh_token: string;
}

export interface GuestAccessRequest {
  fingerprint: string;
}

export interface EmailRequest {
  email: string;
}

export interface VerifyEmailRequest {
  token: string;
}

export interface ConfirmPasswordResetRequest {
  token: string;
  new_password: string;
}

/** PUT /admin/settings carries exactly one changed key. */
export type UpdateSettingRequest = { [K in keyof Settings]: Pick<Settings, K> }[keyof Settings];

/** Claims of an access token (JWT, HS256). Guest tokens carry `type: 'guest'` and `can_analyze`. */
export interface AccessTokenClaims {
  sub: string;
  exp: number;
  iat: number;
  type: 'access' | 'guest';
  sid: string;
  can_analyze?: boolean;
}

/** The user every guest is shown as (SPEC §3: id -1, username Guest), on the server and in clients. */
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
    photo: null,
  };
}
