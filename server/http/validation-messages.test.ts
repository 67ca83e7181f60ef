/** Validation answers read as sentences about a field, whatever zod's own wording. */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './validation-messages';

function errorsFor(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return fieldErrors(result.error.issues);
}

describe('validation messages', () => {
  it.each([
    ['text', z.object({ v: z.string() }), { v: 5 }, 'must be text'],
    ['a number', z.object({ v: z.number() }), { v: 'x' }, 'must be a number'],
    ['a whole number', z.object({ v: z.int() }), { v: 2.5 }, 'must be a whole number'],
    ['a boolean', z.object({ v: z.boolean() }), { v: 'yes' }, 'must be true or false'],
    ['a list', z.object({ v: z.array(z.string()) }), { v: 'a' }, 'must be a list'],
    ['an object', z.object({ v: z.object({}) }), { v: 1 }, 'must be an object'],
    ['a missing field', z.object({ v: z.string() }), {}, 'is required'],
    ['an enum', z.object({ v: z.enum(['a', 'b']) }), { v: 'c' }, 'must be one of "a", "b"'],
    ['a bound', z.object({ v: z.string().min(3) }), { v: 'x' }, 'is too short or too small'],
  ] as const)('%s', (_label, schema, value, message) => {
    expect(errorsFor(schema, value)).toEqual([{ field: 'v', message }]);
  });

  it('keeps the schema\'s own wording', () => {
    expect(errorsFor(z.object({ n: z.number({ message: 'must be a whole number' }).int('must be a whole number') }), { n: 2.5 })).toEqual([{ field: 'n', message: 'must be a whole number' }]);
  });

  it('names the body as a whole, unknown fields, nested fields, and lists every problem', () => {
    expect(errorsFor(z.object({ a: z.string() }), [1])).toEqual([{ field: 'body', message: 'must be a JSON object' }]);
    expect(errorsFor(z.strictObject({}), { colour: 'red' })).toEqual([{ field: 'body', message: 'has an unknown field: colour' }]);
    expect(errorsFor(z.object({ user: z.object({ name: z.string() }) }), { user: { name: 1 } })).toEqual([{ field: 'user.name', message: 'must be text' }]);
    expect(errorsFor(z.object({ a: z.string(), b: z.number() }), { a: 1, b: 'x' })).toEqual([
      { field: 'a', message: 'must be text' },
      { field: 'b', message: 'must be a number' },
    ]);
  });
});
