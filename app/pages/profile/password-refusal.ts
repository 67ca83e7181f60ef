import { ERROR_CODES } from '../../../lib/core/api/contract';
import { hasErrorCode } from '../../../lib/core/api/errors';

/**
 * The server's refusal of the current password (missing, wrong, or wrong too often), to show by
 * the password field; null for any other failure, which keeps its usual message.
 */
export function passwordRefusal(error: unknown): string | null {
  if (hasErrorCode(error, ERROR_CODES.reauthRequired, 403)) return error.detail ?? 'Current password is incorrect.';
  if (hasErrorCode(error, ERROR_CODES.rateLimited, 429)) return error.detail ?? 'Too many attempts. Please try again later.';
  return null;
}
