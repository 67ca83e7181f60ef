/** The guest-flow messages of SPEC §8, as the widget shows them. */
import { isApiError, messageOf } from '../lib/core/api/errors';

export const GUEST_SESSION_FAILED = 'Failed to initialize guest session';
export const GUEST_ALREADY_USED =
  'This guest session has already been used for dream analysis. Please register or login for more analyses.';
export const ANALYZE_FAILED = 'Failed to analyze dream';

/** Guest session failure: the server's detail, else the generic message. */
export function guestSessionErrorMessage(error: unknown): string {
  return messageOf(error, GUEST_SESSION_FAILED);
}

/** Guest analyze: a 403 shows the server's detail (else the spec's text); anything else is generic. */
export function guestAnalyzeErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 403) return messageOf(error, GUEST_ALREADY_USED);
  return ANALYZE_FAILED;
}
