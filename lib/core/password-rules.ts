/** The password rules of the product, shared by the UI checklist and the server. */

/** The punctuation accepted as a "special character". One definition for client and server. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?`~';
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound keeps hashing cost bounded; far above what anyone types. */
export const PASSWORD_MAX_LENGTH = 256;

export interface PasswordRule {
  id: 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special';
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: `At least ${PASSWORD_MIN_LENGTH} characters`, test: (p) => [...p].length >= PASSWORD_MIN_LENGTH },
  { id: 'lowercase', label: 'One lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'uppercase', label: 'One uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'digit', label: 'One digit', test: (p) => /[0-9]/.test(p) },
  {
    id: 'special',
    label: 'One special character',
    test: (p) => [...p].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
  },
];

/** Each rule with whether the password satisfies it. */
export function checkPassword(password: string): { rule: PasswordRule; ok: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ rule, ok: rule.test(password) }));
}

/** True when every rule passes and the password is not absurdly long. */
export function isPasswordValid(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && PASSWORD_RULES.every((r) => r.test(password));
}
