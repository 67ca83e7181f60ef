/** Building blocks for reading configuration from environment variables with zod, failing fast. */
import { z } from 'zod';

/** Raised for a bad environment value; its message is one line naming the variable. */
export class ConfigError extends Error {}

/** An optional value; empty means unset. */
export const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A URL with one of `protocols` ('http:', 'postgres:', …). */
export const url = (protocols: string[]) =>
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

/** on/off (also true/false, 1/0, yes/no). */
export const boolFlag = (defaultValue: boolean) =>
  z
    .enum(['on', 'off', 'true', 'false', '1', '0', 'yes', 'no'], { message: 'must be on or off' })
    .optional()
    .transform((v) => (v === undefined ? defaultValue : ['on', 'true', '1', 'yes'].includes(v)));

/** A whole number from 1 to `max`. */
export const positiveInt = (defaultValue: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`)
    .default(defaultValue);

/** Parse `env` with `schema`; throws ConfigError naming the first bad variable. */
export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.output<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
}
