/**
 * One session per API base, shared by every <dream-analyzer> on the page: two widgets share one
 * guest allowance, and an element removed and added again finds its state where it left it.
 */
import { signal, type Signal } from '@preact/signals-core';
import type { AnalyzeResponse } from '../lib/core/api/contract';
import { createDreamSession, WIDGET_STORAGE_PREFIX, type DreamSession } from '../lib/core/session/core';

export interface WidgetState {
  session: DreamSession;
  /** The last analysis shown, so a re-added element shows it again. */
  analysis: Signal<AnalyzeResponse | null>;
}

const states = new Map<string, WidgetState>();

export function widgetState(apiBase: string): WidgetState {
  let state = states.get(apiBase);
  if (!state) {
    // The API base is part of the prefix: a page may embed widgets of two different hosts.
    const session = createDreamSession({ baseUrl: apiBase, storagePrefix: `${WIDGET_STORAGE_PREFIX}${apiBase}:` });
    session.start();
    state = { session, analysis: signal(null) };
    states.set(apiBase, state);
  }
  return state;
}
