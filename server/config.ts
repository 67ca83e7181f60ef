/** Server configuration, parsed once from the environment at start-up. */
import path from 'node:path';
import { z } from 'zod';
import { INTERPRETER_ENV, interpreterConfig, type InterpreterConfig } from './interpreter/config';
import { boolFlag, ConfigError, optionalString, parseEnv, positiveInt, url } from './util/env';

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

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
  ...INTERPRETER_ENV,
  STATIC_DIR: optionalString,
  WORKERS: positiveInt(1, 64),
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
  /** The deadline of an analysis and the optional LLM. */
  interpreter: InterpreterConfig;
  /** Where the built SPA and widget live; undefined means the project's dist/. */
  staticDir: string | undefined;
  /** Server processes sharing the port (node:cluster); more than one needs PostgreSQL. */
  workers: number;
}

/** Parse and validate the environment. Throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(envSchema, env);
  // PGlite is one process per data folder: several processes would each need their own database.
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new ConfigError('Invalid configuration: WORKERS must be 1 with the embedded database (PGlite opens its data folder in one process only); set DATABASE_URL to a PostgreSQL server to run several');
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
    interpreter: interpreterConfig(e),
    staticDir: e.STATIC_DIR ? path.resolve(e.STATIC_DIR) : undefined,
    workers: e.WORKERS,
  };
}
