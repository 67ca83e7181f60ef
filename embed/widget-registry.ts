/**
 * One session per API base, shared by every <dream-analyzer> on the page: two widgets share one
 * guest allowance, and an element removed and added again finds its state where it left it (the
 * guest flow keeps the last reading exactly as long as its session's identity).
 */
import { createGuestFlow, type GuestFlow } from '../lib/core/guest-flow';
import { createDreamSession, WIDGET_STORAGE_PREFIX, type DreamSession } from '../lib/core/session/core';

export interface WidgetState {
  session: DreamSession;
  flow: GuestFlow;
}

const states = new Map<string, WidgetState>();

export function widgetState(apiBase: string): WidgetState {
  let state = states.get(apiBase);
  if (!state) {
    // The API base is part of the prefix: a page may embed widgets of two different hosts.
    const session = createDreamSession({ baseUrl: apiBase, storagePrefix: `${WIDGET_STORAGE_PREFIX}${apiBase}:` });
    session.start();
    state = { session, flow: createGuestFlow(session) };
    states.set(apiBase, state);
  }
  return state;
}
