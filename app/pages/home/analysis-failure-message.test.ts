import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/core/api/errors';
import { ANALYSIS_TIMEOUT_FALLBACK, ANALYZE_FAILED, analysisFailureMessage, GUEST_USED_FALLBACK, SESSION_EXPIRED } from './analysis-failure-message';

const error = (status: number, detail: string | null, code?: string) => new ApiError(status, detail, { ...(detail === null ? {} : { detail }), ...(code ? { code } : {}) });

describe('analysisFailureMessage', () => {
  it("guests: a 403 shows the server's detail, else the spec's text", () => {
    expect(analysisFailureMessage(error(403, 'This device has already used its free analysis'), true)).toBe('This device has already used its free analysis');
    expect(analysisFailureMessage(error(403, null), true)).toBe(GUEST_USED_FALLBACK);
  });

  it('registered users: a 401 is an expired session', () => {
    expect(analysisFailureMessage(error(401, 'Not authenticated'), false)).toBe(SESSION_EXPIRED);
  });

  it("the hourly analysis limit (429 rate_limited) shows the server's detail", () => {
    const detail = 'You have reached the limit of 20 analyses per hour. Please try again in 42 minutes.';
    expect(analysisFailureMessage(error(429, detail, 'rate_limited'), false)).toBe(detail);
    expect(analysisFailureMessage(error(429, 'Too many guest analyses from this network today.', 'rate_limited'), true)).toBe(
      'Too many guest analyses from this network today.',
    );
  });

  it("the daily dream cap (429 without a code) still shows the server's detail", () => {
    expect(analysisFailureMessage(error(429, 'You have reached the limit of 10 dreams per day. Please come back tomorrow.'), false)).toBe(
      'You have reached the limit of 10 dreams per day. Please come back tomorrow.',
    );
  });

  it("a missed deadline (503 analysis_timeout) shows the server's detail, else its own text", () => {
    expect(analysisFailureMessage(error(503, ANALYSIS_TIMEOUT_FALLBACK, 'analysis_timeout'), false)).toBe(ANALYSIS_TIMEOUT_FALLBACK);
    expect(analysisFailureMessage(error(503, null, 'analysis_timeout'), true)).toBe(ANALYSIS_TIMEOUT_FALLBACK);
  });

  it("maintenance (503) shows the server's detail", () => {
    expect(analysisFailureMessage(error(503, 'The service is under maintenance. Please try again later.'), false)).toBe(
      'The service is under maintenance. Please try again later.',
    );
  });

  it('anything else is the generic failure', () => {
    expect(analysisFailureMessage(error(500, 'Internal Server Error'), false)).toBe(ANALYZE_FAILED);
    expect(analysisFailureMessage(error(429, null), false)).toBe(ANALYZE_FAILED);
    expect(analysisFailureMessage(error(403, 'Forbidden'), false)).toBe(ANALYZE_FAILED);
    expect(analysisFailureMessage(error(401, 'Not authenticated'), true)).toBe(ANALYZE_FAILED);
    expect(analysisFailureMessage(error(0, null), false)).toBe(ANALYZE_FAILED);
    expect(analysisFailureMessage(new TypeError('boom'), false)).toBe(ANALYZE_FAILED);
  });
});
