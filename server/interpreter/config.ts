/**
 * The interpreter's configuration, read from the environment in one place: the server's start-up
 * configuration includes it, and the command-line tools read it alone.
 */
import { z } from 'zod';
import { boolFlag, ConfigError, optionalString, parseEnv, positiveInt, url } from '../util/env';
import { DEFAULT_INTERPRETER_TIMEOUT_MS } from './deadline';

/** An OpenAI-compatible chat API that reads dreams after the built-in engine. */
export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  timeoutMs: number;
}

export interface InterpreterConfig {
  /** Deadline of the built-in reading of one dream; a miss answers 503 (the LLM has its own timeout on top). */
  timeoutMs: number;
  /** When set, the LLM reads each dream; the built-in reading is its fallback. */
  llm: LlmConfig | undefined;
  /** Workers go on warming up in their idle moments after start, so the first visitors' readings are not the slow ones. */
  idleWarmUp: boolean;
}

/** The engine name an interpreter with (or without) an LLM reports. */
export function engineName(llm: LlmConfig | undefined): string {
  return llm ? `llm:${llm.model}` : 'builtin';
}

/** The interpreter's environment variables, for the server's configuration schema to include. */
export const INTERPRETER_ENV = {
  LLM_BASE_URL: optionalString.pipe(url(['http:', 'https:']).optional()),
  LLM_MODEL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_TIMEOUT_MS: positiveInt(20_000, 600_000),
  INTERPRETER_TIMEOUT_MS: positiveInt(DEFAULT_INTERPRETER_TIMEOUT_MS, 600_000),
  INTERPRETER_IDLE_WARM_UP: boolFlag(true),
};

const interpreterEnvSchema = z.object(INTERPRETER_ENV);

/** The interpreter's configuration from variables already parsed with INTERPRETER_ENV. */
export function interpreterConfig(e: z.output<typeof interpreterEnvSchema>): InterpreterConfig {
  if (e.LLM_BASE_URL && !e.LLM_MODEL) {
    throw new ConfigError('Invalid configuration: LLM_MODEL must be set when LLM_BASE_URL is set');
  }
  return {
    timeoutMs: e.INTERPRETER_TIMEOUT_MS,
    idleWarmUp: e.INTERPRETER_IDLE_WARM_UP,
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''), model: e.LLM_MODEL, apiKey: e.LLM_API_KEY, timeoutMs: e.LLM_TIMEOUT_MS }
        : undefined,
  };
}

/** Read the interpreter's configuration alone (command-line tools); throws ConfigError for a bad value. */
export function interpreterConfigFromEnv(env: NodeJS.ProcessEnv = process.env): InterpreterConfig {
  return interpreterConfig(parseEnv(interpreterEnvSchema, env));
}
