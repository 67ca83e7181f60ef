import { ERROR_CODES } from '../../../lib/core/api/contract';
import { hasErrorCode, isApiError } from '../../../lib/core/api/errors';

export const ANALYZE_FAILED = 'Failed to analyze dream';
export const SESSION_EXPIRED = 'Session expired. Please log in again.';
export const GUEST_USED_FALLBACK = 'This guest session has already been used for dream analysis. Please register or login for more analyses.';
export const ANALYSIS_TIMEOUT_FALLBACK = 'The analysis took too long. Please try again with a shorter dream.';

/** Which message an analysis failure shows, for guests and for registered users. */
export function analysisFailureMessage(error: unknown, guest: boolean): string {
  if (!isApiError(error)) return ANALYZE_FAILED;
  if (guest && error.status === 403) return error.detail ?? GUEST_USED_FALLBACK;
  if (!guest && error.status === 401) return SESSION_EXPIRED;
  // A deadline missed says what to do about it (a shorter dream), which a generic failure would hide.
  if (hasErrorCode(error, ERROR_CODES.analysisTimeout, 503)) return error.detail ?? ANALYSIS_TIMEOUT_FALLBACK;
  // The limits (analyses per hour, dreams per day, guests per network) and an unavailable service
  // carry their own explanation and when to come back; anything else stays generic.
  if ((error.status === 429 || error.status === 503) && error.detail) return error.detail;
  return ANALYZE_FAILED;
}
