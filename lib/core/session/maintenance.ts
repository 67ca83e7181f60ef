/** Whether the service is in maintenance mode, learnt from every answer of one API client. */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { RequestObserver } from '../api/client';
import { ERROR_CODES } from '../api/contract';
import { MESSAGES } from '../messages';

export interface MaintenanceWatch {
  /** The service's maintenance message while it refuses calls for maintenance; null otherwise. */
  notice: ReadonlySignal<string | null>;
  observe: RequestObserver;
}

export function createMaintenanceWatch(): MaintenanceWatch {
  const notice = signal<string | null>(null);
  return {
    notice,
    observe(error, options) {
      if (error?.code === ERROR_CODES.maintenance) notice.value = error.detail ?? MESSAGES.maintenance;
      // Any other answer to a call that maintenance mode would have refused means the mode is over.
      else if (!options.servedInMaintenance && (error === null || error.status !== 0)) notice.value = null;
    },
  };
}
