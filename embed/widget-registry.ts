/**
 * One session per API base, shared by every <dream-analyzer> on the page: two widgets share one
 * guest allowance, and an element removed and added again finds its state where it left it.
 */
import { signal, type Signal } from '@preact/signals-core';
import type { AnalyzeResponse } from '../lib/core/api/contract';
import { createDreamSession, WIDGET_STORAGE_PREFIX, type DreamSession } from '../lib/core/session/core';

export interface WidgetState {
  session: DreamSession;
  /** The last analysis shown, so a re-added element shows it again; gone with its session. */
  analysis: Signal<AnalyzeResponse | null>;
}

const states = new Map<string, WidgetState>();

/** The state of the widgets on one session: the analysis lives exactly as long as the session's identity. */
export function createWidgetState(session: DreamSession): WidgetState {
  const analysis = signal<AnalyzeResponse | null>(null);
  const { identityEpoch } = session.state;
  let epoch = identityEpoch.peek();
  // Guest tokens expire and a 401 clears the session: the reading of that session must not be
  // shown to whoever gets the next one.
  identityEpoch.subscribe((next) => {
    if (next === epoch) return;
    epoch = next;
    analysis.value = null;
  });
  return { session, analysis };
}

export function widgetState(apiBase: string): WidgetState {
  let state = states.get(apiBase);
  if (!state) {
    // The API base is part of the prefix: a page may embed widgets of two different hosts.
    const session = createDreamSession({ baseUrl: apiBase, storagePrefix: `${WIDGET_STORAGE_PREFIX}${apiBase}:` });
    session.start();
    state = createWidgetState(session);
    states.set(apiBase, state);
  }
  return state;
}
