/**
 * The API contract shared by the server and every client (app, widget, partners): the constants
 * both sides spell once, and readable names for the request and response types that
 * `npm run contract` generates from the server's OpenAPI document (openapi.ts). Types and
 * constants only: no runtime dependencies, safe to import anywhere.
 */
import type { components } from './openapi';

type Schemas = components['schemas'];

/** The overall tone of a dream's analysis; the server's schema is built from this list. */
export const SENTIMENTS = ['positive', 'negative', 'neutral', 'mixed'] as const;

/** The five emotion classes of Hall & Van de Castle's dream coding. */
export const EMOTION_CLASSES = ['apprehension', 'happiness', 'anger', 'confusion', 'sadness'] as const;
export type EmotionClass = (typeof EMOTION_CLASSES)[number];

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

/** The id of the guest placeholder user. */
export const GUEST_USER_ID = -1;
/** The app never asks for a mood; every dream is sent with this one. */
export const DEFAULT_MOOD = 'neutral';
export const MAX_DREAM_LENGTH = 10_000;
export const MAX_DREAMS_PER_DAY_RANGE = { min: 1, max: 100 } as const;

/**
 * Every error `code` the API sends, beside the human `detail`. Clients branch on these only; the
 * server's OpenAPI document lists them as the enum of `Error.code`.
 */
export const ERROR_CODES = {
  /** A field broke a rule; `errors` lists each field with its message. */
  validationFailed: 'validation_failed',
  /** The body could not be parsed (broken JSON or form data). */
  malformedBody: 'malformed_body',
  /** The body's content type is not the one the call takes. */
  unsupportedMediaType: 'unsupported_media_type',
  /** The body is over the size limit. */
  bodyTooLarge: 'body_too_large',
  /** No such route or record. */
  notFound: 'not_found',
  /** No valid access token (missing, expired, revoked). */
  notAuthenticated: 'not_authenticated',
  /** Sign-in with an unknown email or a wrong password. */
  invalidCredentials: 'invalid_credentials',
  /** The refresh token is unknown, spent or expired: sign in again. */
  invalidRefreshToken: 'invalid_refresh_token',
  /** The account has been disabled by an administrator. */
  accountDisabled: 'account_disabled',
  /** A guest token where a registered account is needed. */
  accountRequired: 'account_required',
  /** A registered user's token on a call meant for guest sessions. */
  guestOnly: 'guest_only',
  /** A registered user without the ADMIN role. */
  adminRequired: 'admin_required',
  /** Refused for another reason the detail explains. */
  forbidden: 'forbidden',
  /** The current password is missing or wrong (email change, account deletion). */
  reauthRequired: 'reauth_required',
  /** The current password given to change the password is wrong. */
  wrongPassword: 'wrong_password',
  /** The new password breaks the password rules. */
  weakPassword: 'weak_password',
  /** Another account uses this email address. */
  emailTaken: 'email_taken',
  /** Another account uses this username. */
  usernameTaken: 'username_taken',
  /** Another account took the email or username at the same moment. */
  conflict: 'conflict',
  /** The administrators have closed registration. */
  registrationClosed: 'registration_closed',
  /** The link's token (email verification, password reset) is unknown, used or expired. */
  invalidToken: 'invalid_token',
  /** This device has already used its free guest analysis. */
  guestUsed: 'guest_used',
  /** Too many attempts in a short window; the answer carries Retry-After. */
  rateLimited: 'rate_limited',
  /** A daily allowance is spent (dreams per day, guest analyses per network); Retry-After names the next UTC midnight. */
  dailyLimit: 'daily_limit',
  /** The service is in maintenance mode. */
  maintenance: 'maintenance',
  /** The analysis ran past its deadline. */
  analysisTimeout: 'analysis_timeout',
  /** The interpreter failed; trying again later may work. */
  interpreterUnavailable: 'interpreter_unavailable',
  /** Any other malformed request. */
  badRequest: 'bad_request',
  /** An unexpected fault of the server. */
  internalError: 'internal_error',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/* ---- Generated types under their names (see openapi.ts for the fields and their descriptions) ---- */

/** Every error answer: `{ detail, code }`, with per-field `errors` for `validation_failed`. */
export type ErrorBody = Schemas['Error'];
/** A user as every endpoint returns it. The guest placeholder uses id -1. */
export type User = Schemas['User'];
export type Sentiment = Schemas['Sentiment'];
/** Scores between 0 and 1 per emotion class. */
export type EmotionScores = Schemas['EmotionScores'];
export type SymbolReading = Schemas['SymbolReading'];
/**
 * What the interpreter produces for one dream. When `support` is true the interpretation opens
 * with a support message, its first block up to the first blank line, which clients show apart
 * from the reading (see `splitSupport` in lib/core/reading.ts).
 */
export type Analysis = Schemas['Analysis'];
export type AnalyzeResponse = Schemas['AnalyzeResponse'];
export type Dream = Schemas['Dream'];
/** A dream as GET /dreams lists it: a preview of the text, keywords, tone and whether it has its reading. */
export type DreamSummary = Schemas['DreamSummary'];
/** The figures of GET /dreams/stats for the profile. */
export type DreamStats = Schemas['DreamStats'];
export type TonePoint = Schemas['TonePoint'];
/** GET /dreams/export?format=json. */
export type JournalExport = Schemas['JournalExport'];
export type CreateDreamRequest = Schemas['CreateDreamRequest'];

export type TokenResponse = Schemas['TokenResponse'];
/** Refresh tokens rotate: the answer carries the next one. */
export type RefreshResponse = Schemas['TokenResponse'];
export type GuestAccessResponse = Schemas['GuestAccessResponse'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type RegisterResponse = Schemas['RegisterResponse'];
export type MessageResponse = Schemas['Message'];
/** `current_password` is required when `email` changes (403 `reauth_required` otherwise). */
export type UpdateMeRequest = Schemas['UpdateMeRequest'];
export type UpdateMeResponse = Schemas['UpdateMeResponse'];
/** DELETE /auth/me: the password again, so an access token alone cannot destroy the account. */
export type DeleteMeRequest = Schemas['DeleteMeRequest'];
export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
export type ConfirmPasswordResetRequest = Schemas['ConfirmPasswordResetRequest'];

export type Settings = Schemas['Settings'];
/** PUT /admin/settings carries exactly one changed key. */
export type UpdateSettingRequest = Schemas['UpdateSettingRequest'];
export type AdminStats = Schemas['AdminStats'];
export type ActivityEntry = Schemas['ActivityEntry'];

export const DEFAULT_SETTINGS: Settings = {
  allow_new_registrations: true,
  maintenance_mode: false,
  max_dreams_per_day: 10,
};
