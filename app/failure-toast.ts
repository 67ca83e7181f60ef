/** How a failed call is told in a toast: once, and never beside the maintenance banner. */
import { ERROR_CODES } from '../lib/core/api/contract';
import { hasErrorCode } from '../lib/core/api/errors';
import type { NoticeOptions } from '../lib/ui/toast-host';
import { toast } from './toasts';

/**
 * Shows `message` as an error toast, unless maintenance is why the call failed: the maintenance
 * banner on every page already says so, and the same words twice only crowd a phone's screen.
 */
export function toastFailure(error: unknown, message: string, options?: NoticeOptions): void {
  if (hasErrorCode(error, ERROR_CODES.maintenance)) return;
  toast.error(message, options);
}
