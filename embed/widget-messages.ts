/** The guest-flow messages of SPEC §8, as the widget shows them. */
import { ERROR_CODES } from '../lib/core/api/contract';
import { hasErrorCode, isApiError, messageOf } from '../lib/core/api/errors';

export const GUEST_SESSION_FAILED = 'Failed to initialize guest session';
export const GUEST_ALREADY_USED =
  'This guest session has already been used for dream analysis. Please register or login for more analyses.';
export const ANALYZE_FAILED = 'Failed to analyze dream';
export const ANALYSIS_TIMEOUT = 'The analysis took too long. Please try again with a shorter dream.';

/** Guest session failure: the server's detail, else the generic message. */
export function guestSessionErrorMessage(error: unknown): string {
  return messageOf(error, GUEST_SESSION_FAILED);
}

/**
 * Guest analyze: a 403 shows the server's detail (else the spec's text); a missed deadline and a
 * limit say what to do next, so their detail is shown too; anything else is generic.
 */
export function guestAnalyzeErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 403) return messageOf(error, GUEST_ALREADY_USED);
  if (hasErrorCode(error, ERROR_CODES.analysisTimeout, 503)) return messageOf(error, ANALYSIS_TIMEOUT);
  if (hasErrorCode(error, ERROR_CODES.rateLimited, 429)) return messageOf(error, ANALYZE_FAILED);
  return ANALYZE_FAILED;
}
