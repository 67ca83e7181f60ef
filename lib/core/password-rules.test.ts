import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  isPasswordValid,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  PASSWORD_SPECIAL_CHARACTERS,
  type PasswordRule,
} from './password-rules';

const VALID = 'Abcdef1!';

function failing(password: string): PasswordRule['id'][] {
  return checkPassword(password)
    .filter((r) => !r.ok)
    .map((r) => r.rule.id);
}

describe('password rules', () => {
  it('has the five password rules in checklist order', () => {
    expect(PASSWORD_RULES.map((r) => r.id)).toEqual(['length', 'lowercase', 'uppercase', 'digit', 'special']);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    for (const rule of PASSWORD_RULES) expect(rule.label.length).toBeGreaterThan(0);
  });

  it('accepts a password meeting every rule', () => {
    expect(failing(VALID)).toEqual([]);
    expect(isPasswordValid(VALID)).toBe(true);
  });

  // Each rule alone: a password that breaks only that rule fails only that rule.
  it.each([
    ['length', 'Abcde1!'],
    ['lowercase', 'ABCDEF1!'],
    ['uppercase', 'abcdef1!'],
    ['digit', 'Abcdefg!'],
    ['special', 'Abcdefg1'],
  ] as const)('fails only the %s rule', (id, password) => {
    expect(failing(password)).toEqual([id]);
    expect(isPasswordValid(password)).toBe(false);
  });

  it('counts length in characters: exactly 8 passes, 7 fails, emoji count once', () => {
    expect(failing('Abcde1!x')).toEqual([]);
    expect(failing('Abcde1!')).toEqual(['length']);
    expect(failing('Ab1!😀😀😀')).toEqual(['length']); // 7 characters, 10 UTF-16 units
    expect(failing('Ab1!😀😀😀😀')).toEqual([]);
  });

  it('only ASCII letters and digits count; the special set is fixed', () => {
    expect(failing('ÄBCDEF1!')).toContain('lowercase');
    expect(failing('äbcdef1!')).toContain('uppercase');
    expect(failing('Abcdefg١!')).toContain('digit'); // Arabic-Indic digit one
    expect(failing('Abcdefg1 ')).toEqual(['special']); // a space is not special
    expect(failing('Abcdefg1€')).toEqual(['special']);
    for (const c of PASSWORD_SPECIAL_CHARACTERS) expect(failing(`Abcdefg1${c}`)).toEqual([]);
  });

  it('rejects the empty string on every rule', () => {
    expect(failing('')).toEqual(['length', 'lowercase', 'uppercase', 'digit', 'special']);
  });

  it(`rejects passwords longer than ${PASSWORD_MAX_LENGTH} characters`, () => {
    const atMax = VALID + 'a'.repeat(PASSWORD_MAX_LENGTH - VALID.length);
    expect(isPasswordValid(atMax)).toBe(true);
    expect(isPasswordValid(atMax + 'a')).toBe(false);
  });

  it('isPasswordValid agrees with the checklist for any string up to the maximum', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (p) => {
        expect(isPasswordValid(p)).toBe(checkPassword(p).every((r) => r.ok));
      }),
    );
  });
});
