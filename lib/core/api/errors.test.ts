import { describe, expect, it } from 'vitest';
import { ApiError, detailOf, isApiError, messageOf } from './errors';

describe('ApiError', () => {
  it('carries status and detail, and a readable message', () => {
    const e = new ApiError(403, 'Device has Already Used its analysis');
    expect(e).toBeInstanceOf(Error);
    expect(isApiError(e)).toBe(true);
    expect(e.message).toBe('Device has Already Used its analysis');
    expect(e.detailIncludes('already used')).toBe(true);
    expect(e.isNetworkError).toBe(false);
    expect(new ApiError(0, null).message).toBe('Network error');
    expect(new ApiError(0, null).detailIncludes('x')).toBe(false);
    expect(new ApiError(500, null).message).toMatch(/500/);
  });

  it('messageOf gives the detail, else the fallback of SPEC §8', () => {
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
});
