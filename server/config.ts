/** Server configuration, parsed once from the environment at start-up. */
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_INTERPRETER_TIMEOUT_MS } from './interpreter/deadline';

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);

const boolFlag = (defaultValue: boolean) =>
  z
    .enum(['on', 'off', 'true', 'false', '1', '0', 'yes', 'no'], { message: 'must be on or off' })
    .optional()
    .transform((v) => (v === undefined ? defaultValue : ['on', 'true', '1', 'yes'].includes(v)));

const positiveInt = (defaultValue: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`)
    .default(defaultValue);

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a port number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: optionalString.pipe(url(['postgres:', 'postgresql:']).optional()),
  PUBLIC_URL: optionalString.pipe(url(['http:', 'https:']).optional()),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: optionalString.pipe(url(['smtp:', 'smtps:']).optional()),
  MAIL_FROM: z.string().trim().min(3).default('Dream Analyzer <no-reply@dream-analyzer.local>'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  RATE_LIMITS: boolFlag(true),
  GUEST_DAILY_LIMIT_PER_IP: positiveInt(50),
  ANALYSES_PER_HOUR: positiveInt(30, 100_000),
  TRUST_PROXY: boolFlag(false),
  EMBED_ALLOWED_ORIGINS: z.string().trim().default('*'),
  LLM_BASE_URL: optionalString.pipe(url(['http:', 'https:']).optional()),
  LLM_MODEL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_TIMEOUT_MS: positiveInt(20_000, 600_000),
  INTERPRETER_TIMEOUT_MS: positiveInt(DEFAULT_INTERPRETER_TIMEOUT_MS, 600_000),
  STATIC_DIR: optionalString,
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: LogLevel;
  rateLimits: boolean;
  guestDailyLimitPerIp: number;
  /** Analyses one registered user may ask for per hour (each may cost an LLM request). */
  analysesPerHour: number;
  trustProxy: boolean;
  embedAllowedOrigins: '*' | string[];
  llm: { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number } | undefined;
  /** Deadline of the built-in reading of one dream; a miss answers 503 (the LLM has its own timeout on top). */
  interpreterTimeoutMs: number;
  /** Where the built SPA and widget live; undefined means the project's dist/. */
  staticDir: string | undefined;
}

/** Raised for a bad environment value; its message is one line naming the variable. */
export class ConfigError extends Error {}

/** Parse and validate the environment. Throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  if (e.LLM_BASE_URL && !e.LLM_MODEL) {
    throw new ConfigError('Invalid configuration: LLM_MODEL must be set when LLM_BASE_URL is set');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    rateLimits: e.RATE_LIMITS,
    guestDailyLimitPerIp: e.GUEST_DAILY_LIMIT_PER_IP,
    analysesPerHour: e.ANALYSES_PER_HOUR,
    trustProxy: e.TRUST_PROXY,
    embedAllowedOrigins:
      e.EMBED_ALLOWED_ORIGINS === '*'
        ? '*'
        : e.EMBED_ALLOWED_ORIGINS.split(',')
            .map((o) => o.trim().replace(/\/+$/, ''))
            .filter(Boolean),
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''), model: e.LLM_MODEL, apiKey: e.LLM_API_KEY, timeoutMs: e.LLM_TIMEOUT_MS }
        : undefined,
    interpreterTimeoutMs: e.INTERPRETER_TIMEOUT_MS,
    staticDir: e.STATIC_DIR ? path.resolve(e.STATIC_DIR) : undefined,
  };
}
