/** The web app's one session: state signals, typed API calls and the SPEC §4 transitions. */
import { signal } from '@preact/signals-react';
import { isApiError } from '../lib/core/api/errors';
import { APP_STORAGE_PREFIX, createDreamSession } from '../lib/core/session/core';

export const session = createDreamSession({ storagePrefix: APP_STORAGE_PREFIX });

/** The server's maintenance message once any call met maintenance mode; null otherwise. */
export const maintenanceNotice = signal<string | null>(null);

/**
 * Notes what an API failure tells the whole app (today: maintenance mode, a 503 whose detail
 * mentions maintenance). Returns the error so callers can keep handling it.
 */
export function noteApiError<E>(error: E): E {
  if (isApiError(error) && error.status === 503 && error.detailIncludes('maintenance')) maintenanceNotice.value = error.detail;
  return error;
}

/** Clears the maintenance notice after a call succeeded again. */
export function noteApiSuccess(): void {
  if (maintenanceNotice.peek() !== null) maintenanceNotice.value = null;
}
