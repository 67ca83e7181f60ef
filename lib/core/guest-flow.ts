/**
 * The guest's one free analysis as a framework-free state machine, shared by the app's home page
 * and the widget so both say the same thing in the same situation:
 *
 *   idle → analysing → result | used | limited | maintenance | error
 *
 * Any state may go back to idle when the session's identity changes (a guest token refused, a
 * sign-in): a reading belongs to the session that asked for it.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { ERROR_CODES, type AnalyzeResponse } from './api/contract';
import { hasErrorCode, isApiError, messageOf } from './api/errors';
import { MESSAGES } from './messages';
import type { DreamSession } from './session/core';

export type GuestFailure = { status: 'used' | 'limited' | 'maintenance' | 'error'; message: string };
export type GuestFlowState = { status: 'idle' } | { status: 'analysing' } | { status: 'result'; analysis: AnalyzeResponse } | GuestFailure;

/**
 * What a failed analysis tells the person. A deadline missed, a limit and maintenance carry the
 * server's explanation (what to do, when to come back); anything unexplained stays generic. For a
 * guest, a 403 means the device's analysis is spent.
 */
export function analysisFailure(error: unknown, guest: boolean): GuestFailure {
  if (!isApiError(error)) return { status: 'error', message: MESSAGES.analyzeFailed };
  if (guest && error.status === 403) return { status: 'used', message: messageOf(error, MESSAGES.guestUsed) };
  if (hasErrorCode(error, ERROR_CODES.analysisTimeout)) return { status: 'error', message: messageOf(error, MESSAGES.analysisTimeout) };
  if (hasErrorCode(error, ERROR_CODES.maintenance)) return { status: 'maintenance', message: messageOf(error, MESSAGES.maintenance) };
  if (error.status === 429) return { status: 'limited', message: messageOf(error, MESSAGES.analyzeFailed) };
  if (error.status === 503) return { status: 'error', message: messageOf(error, MESSAGES.analyzeFailed) };
  return { status: 'error', message: MESSAGES.analyzeFailed };
}

/** Why a guest session could not start: the server's detail, else the generic text. */
export function guestSessionFailure(error: unknown): GuestFailure {
  const maintenance = hasErrorCode(error, ERROR_CODES.maintenance);
  return { status: maintenance ? 'maintenance' : 'error', message: messageOf(error, MESSAGES.guestSessionFailed) };
}

export interface GuestFlow {
  state: ReadonlySignal<GuestFlowState>;
  /** Makes sure there is a guest (or signed-in) session; resolves to the failure, or null when ready. */
  start(): Promise<GuestFailure | null>;
  /** The guest's analysis; resolves to the state it ended in (never rejects). */
  analyze(dreamText: string): Promise<GuestFlowState>;
}

export function createGuestFlow(session: DreamSession): GuestFlow {
  const state = signal<GuestFlowState>({ status: 'idle' });
  const { identityEpoch } = session.state;
  let epoch = identityEpoch.peek();
  identityEpoch.subscribe((next) => {
    if (next === epoch) return;
    epoch = next;
    state.value = { status: 'idle' };
  });

  async function start(): Promise<GuestFailure | null> {
    try {
      await session.actions.ensureSession();
      return null;
    } catch (error) {
      return (state.value = guestSessionFailure(error));
    }
  }

  async function analyze(dreamText: string): Promise<GuestFlowState> {
    state.value = { status: 'analysing' };
    try {
      await session.actions.ensureSession();
      const asked = identityEpoch.peek();
      const analysis = await session.actions.analyzeGuestDream(dreamText);
      // The session was cleared or replaced while the reading was on its way: it went with it.
      if (identityEpoch.peek() !== asked) return state.peek();
      return (state.value = { status: 'result', analysis });
    } catch (error) {
      return (state.value = analysisFailure(error, true));
    }
  }

  return { state, start, analyze };
}
