import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './contract';
import { ApiError, codeOf, detailOf, hasErrorCode, isApiError, messageOf } from './errors';

describe('ApiError', () => {
  it('carries status and detail, and a readable message', () => {
    const e = new ApiError(403, 'Device has Already Used its analysis');
    expect(e).toBeInstanceOf(Error);
    expect(isApiError(e)).toBe(true);
    expect(e.message).toBe('Device has Already Used its analysis');
    expect(e.isNetworkError).toBe(false);
    expect(new ApiError(0, null).message).toBe('Network error');
    // Programs read the code; the words are only for people.
    expect('detailIncludes' in e).toBe(false);
    expect(new ApiError(500, null).message).toMatch(/500/);
  });

  it('messageOf gives the server detail, else the caller\'s fixed fallback text', () => {
    expect(messageOf(new ApiError(400, 'Email already registered'), 'Failed')).toBe('Email already registered');
    expect(messageOf(new ApiError(500, null), 'Failed to update profile')).toBe('Failed to update profile');
    expect(messageOf(new Error('boom'), 'Login failed')).toBe('Login failed');
  });

  it('detailOf reads detail, message, validation lists and text', () => {
    expect(detailOf({ detail: 'd', message: 'm' })).toBe('d');
    expect(detailOf({ message: 'm' })).toBe('m');
    expect(detailOf({ detail: [{ msg: 'a' }, 'b', { x: 1 }] })).toBe('a; b');
    expect(detailOf('plain text')).toBe('plain text');
    expect(detailOf('  ')).toBeNull();
    expect(detailOf(null)).toBeNull();
    expect(detailOf({ detail: 42 })).toBeNull();
  });

  it("exposes the server's code from the parsed body, else null", () => {
    const refused = new ApiError(403, 'Current password is incorrect.', { detail: 'Current password is incorrect.', code: 'reauth_required' });
    expect(refused.code).toBe(ERROR_CODES.reauthRequired);
    expect(new ApiError(403, 'Admins only', { detail: 'Admins only' }).code).toBeNull();
    expect(new ApiError(0, null).code).toBeNull();
    expect(new ApiError(500, 'oops', 'plain text body').code).toBeNull();
    expect(new ApiError(429, 'slow down', { detail: 'slow down', code: 42 }).code).toBeNull();
    expect(new ApiError(429, 'slow down', { detail: 'slow down', code: '' }).code).toBeNull();
  });

  it('codeOf reads only string codes', () => {
    expect(codeOf({ detail: 'd', code: 'rate_limited' })).toBe('rate_limited');
    expect(codeOf({ detail: 'd' })).toBeNull();
    expect(codeOf(null)).toBeNull();
    expect(codeOf('rate_limited')).toBeNull();
    expect(codeOf({ code: ['rate_limited'] })).toBeNull();
  });

  it('hasErrorCode matches the code, and the status when given', () => {
    const timeout = new ApiError(503, 'The analysis took too long.', { detail: 'The analysis took too long.', code: 'analysis_timeout' });
    expect(hasErrorCode(timeout, ERROR_CODES.analysisTimeout)).toBe(true);
    expect(hasErrorCode(timeout, ERROR_CODES.analysisTimeout, 503)).toBe(true);
    expect(hasErrorCode(timeout, ERROR_CODES.analysisTimeout, 500)).toBe(false);
    expect(hasErrorCode(timeout, ERROR_CODES.rateLimited)).toBe(false);
    // The same words in a detail without the code are not the code.
    expect(hasErrorCode(new ApiError(503, 'analysis_timeout'), ERROR_CODES.analysisTimeout)).toBe(false);
    expect(hasErrorCode(new Error('analysis_timeout'), ERROR_CODES.analysisTimeout)).toBe(false);
  });
});
