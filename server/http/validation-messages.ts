/**
 * zod's own messages ("Invalid input: expected string, received number") are written for
 * developers; the API's validation answers read as short sentences about one field instead.
 */
import type { FieldError } from './errors';

/** The parts of a zod issue the wording needs. */
export interface ValidationIssue {
  code: string;
  message: string;
  path: PropertyKey[];
  expected?: unknown;
  keys?: string[];
  values?: unknown[];
  origin?: unknown;
}

/** What each expected type asks of a value, in words. */
const EXPECTED: Record<string, string> = {
  string: 'must be text',
  number: 'must be a number',
  int: 'must be a whole number',
  bigint: 'must be a whole number',
  boolean: 'must be true or false',
  object: 'must be an object',
  array: 'must be a list',
  date: 'must be a date',
  null: 'must be null',
};

/** The field an issue is about: its dotted path, or `body` for the body as a whole. */
export function fieldOf(issue: Pick<ValidationIssue, 'path'>): string {
  return issue.path.length ? issue.path.map(String).join('.') : 'body';
}

/** One issue as a sentence about its field ("must be text", "is required"). */
export function describeIssue(issue: ValidationIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      // Our schemas' own wording ("must be a whole number") wins over the generic one.
      if (!issue.message.startsWith('Invalid input')) return issue.message;
      if (issue.message.endsWith('received undefined')) return 'is required';
      if (issue.path.length === 0) return 'must be a JSON object';
      return EXPECTED[String(issue.expected)] ?? 'has the wrong type';
    case 'unrecognized_keys': {
      const keys = issue.keys ?? [];
      return `has ${keys.length === 1 ? 'an unknown field' : 'unknown fields'}: ${keys.join(', ')}`;
    }
    case 'invalid_value':
      if (!issue.message.startsWith('Invalid')) return issue.message;
      return `must be one of ${(issue.values ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return isGeneric(issue.message) ? (GENERIC[issue.code] ?? 'is invalid') : issue.message;
  }
}

/** zod's defaults start with a capital ("Too small: …", "Invalid string: …"); ours never do. */
function isGeneric(message: string): boolean {
  return /^[A-Z]/.test(message);
}

const GENERIC: Record<string, string> = {
  too_small: 'is too short or too small',
  too_big: 'is too long or too large',
  invalid_format: 'is not in the expected format',
  not_multiple_of: 'is not an allowed value',
  invalid_union: 'is invalid',
};

/** Every issue of a failed validation, one entry per field and rule. */
export function fieldErrors(issues: readonly ValidationIssue[]): FieldError[] {
  return issues.map((issue) => ({ field: fieldOf(issue), message: describeIssue(issue) }));
}
