import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/core/api/errors';
import { ANALYSIS_TIMEOUT, ANALYZE_FAILED, GUEST_ALREADY_USED, GUEST_SESSION_FAILED, guestAnalyzeErrorMessage, guestSessionErrorMessage } from './widget-messages';

const error = (status: number, detail: string | null, code?: string) => new ApiError(status, detail, detail === null && !code ? undefined : { detail, ...(code ? { code } : {}) });

describe('guestAnalyzeErrorMessage', () => {
  it("a 403 shows the server's detail, else the spec's text", () => {
    expect(guestAnalyzeErrorMessage(error(403, 'This device has already used its free analysis'))).toBe('This device has already used its free analysis');
    expect(guestAnalyzeErrorMessage(error(403, null))).toBe(GUEST_ALREADY_USED);
  });

  it("a missed deadline (503 analysis_timeout) shows the server's detail, else its own text", () => {
    expect(guestAnalyzeErrorMessage(error(503, 'The analysis took too long. Please try again with a shorter dream.', 'analysis_timeout'))).toBe(ANALYSIS_TIMEOUT);
    expect(guestAnalyzeErrorMessage(new ApiError(503, null, { code: 'analysis_timeout' }))).toBe(ANALYSIS_TIMEOUT);
  });

  it("a limit (429 rate_limited) shows the server's detail", () => {
    const detail = 'Too many guest analyses from this network today. Please register or log in to continue.';
    expect(guestAnalyzeErrorMessage(error(429, detail, 'rate_limited'))).toBe(detail);
  });

  it('anything else is the generic failure, whatever its words', () => {
    expect(guestAnalyzeErrorMessage(error(503, 'The analysis took too long.'))).toBe(ANALYZE_FAILED);
    expect(guestAnalyzeErrorMessage(error(500, 'Internal Server Error'))).toBe(ANALYZE_FAILED);
    expect(guestAnalyzeErrorMessage(error(0, null))).toBe(ANALYZE_FAILED);
    expect(guestAnalyzeErrorMessage(new Error('boom'))).toBe(ANALYZE_FAILED);
  });
});

describe('guestSessionErrorMessage', () => {
  it("shows the server's detail, else the generic text", () => {
    expect(guestSessionErrorMessage(error(503, 'The service is under maintenance. Please try again later.'))).toBe(
      'The service is under maintenance. Please try again later.',
    );
    expect(guestSessionErrorMessage(error(0, null))).toBe(GUEST_SESSION_FAILED);
  });
});
