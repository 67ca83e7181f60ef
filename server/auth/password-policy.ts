/** The shared password rules (lib/core/password-rules), enforced on the server with a 400. */
import { isPasswordValid, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '../../lib/core/password-rules';
import { ERROR_CODES } from '../../lib/core/api/contract';
import { ApiError } from '../http/errors';

export const PASSWORD_RULES_TEXT = `Password does not meet requirements: ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters with a lowercase letter, an uppercase letter, a digit and a special character (${PASSWORD_SPECIAL_CHARACTERS})`;

export function assertPasswordValid(password: string): void {
  if (!isPasswordValid(password)) throw ApiError.answer(400, ERROR_CODES.weakPassword, PASSWORD_RULES_TEXT);
}
