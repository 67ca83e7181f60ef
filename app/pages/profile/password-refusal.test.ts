import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/core/api/errors';
import { passwordRefusal } from './password-refusal';

const body = (detail: string, code?: string) => (code ? { detail, code } : { detail });

describe('passwordRefusal', () => {
  it("shows the server's detail for a missing or wrong password", () => {
    const missing = 'Please enter your current password to change your email.';
    expect(passwordRefusal(new ApiError(403, missing, body(missing, 'reauth_required')))).toBe(missing);
    expect(passwordRefusal(new ApiError(403, 'Current password is incorrect.', body('Current password is incorrect.', 'reauth_required')))).toBe(
      'Current password is incorrect.',
    );
  });

  it("shows the server's detail when wrong passwords were tried too often", () => {
    const detail = 'Too many failed attempts. Please try again in 15 minutes or reset your password.';
    expect(passwordRefusal(new ApiError(429, detail, body(detail, 'rate_limited')))).toBe(detail);
  });

  it('branches on the code and status, not on the words', () => {
    expect(passwordRefusal(new ApiError(403, 'Current password is incorrect.', body('Current password is incorrect.')))).toBeNull();
    expect(passwordRefusal(new ApiError(400, 'Email already registered', body('Email already registered', 'reauth_required')))).toBeNull();
    expect(passwordRefusal(new ApiError(503, 'Maintenance', body('Maintenance')))).toBeNull();
    expect(passwordRefusal(new Error('Current password is incorrect.'))).toBeNull();
  });

  it('still explains a refusal that came without a detail', () => {
    expect(passwordRefusal(new ApiError(403, null, { code: 'reauth_required' }))).toBe('Current password is incorrect.');
  });
});
