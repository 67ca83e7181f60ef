/** The web app's one session (state signals, typed API calls, transitions) and its guest flow. */
import { createGuestFlow } from '../lib/core/guest-flow';
import { APP_STORAGE_PREFIX, createDreamSession } from '../lib/core/session/core';

export const session = createDreamSession({ storagePrefix: APP_STORAGE_PREFIX });

/** The guest's one analysis, as the widget runs it too. */
export const guestFlow = createGuestFlow(session);
