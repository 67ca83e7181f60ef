/** Home's data: the guest session it starts, the Recent Dreams, and the analysis action. */
import type { ActionFunctionArgs } from 'react-router-dom';
import { isApiError } from '../../lib/core/api/errors';
import { analysisFailure, type GuestFailure, type GuestFlowState } from '../../lib/core/guest-flow';
import { rememberedFingerprint } from '../../lib/core/fingerprint';
import { MESSAGES } from '../../lib/core/messages';
import { RECENT_DREAMS } from '../../lib/core/statistics';
import { toast } from '../toasts';
import { loadDreams } from '../queries/dreams';
import { guestFlow, session } from '../session';

let startWaitingGuest = () => {};

/** The guest turned to the dream form: a guest session home's loader holds back starts now. */
export function startGuestOnIntent(): void {
  startWaitingGuest();
}

export function homeLoader() {
  // Home with no session asks for a guest session, also right after a logout. The page shows at
  // once; the failure, if any, arrives later. A device seen before sends its kept visitor id at
  // once. A new device waits until the guest turns to the dream form (startGuestOnIntent): working out
  // its fingerprint keeps a phone's main thread busy for about a second, which must not fall on
  // a visitor who is only reading the page, nor on the page's first seconds.
  const guest: Promise<GuestFailure | null> =
    session.state.status.peek() === 'none'
      ? new Promise<void>((resolve) => {
          startWaitingGuest = resolve;
          if (rememberedFingerprint()) return resolve();
          // The session's call would have told a maintenance notice; this small one does meanwhile
          // (the API client's maintenance watch hears its answer; any other failure waits for the session's).
          session.api.checkAvailability().catch(() => undefined);
        })
          .then(() => guestFlow.start())
          .then((failure) => {
            if (failure) toastFailure(failure);
            return failure;
          })
      : Promise.resolve(null);
  // Recent Dreams shows the five newest: that is all it asks for.
  return { guest, dreams: session.state.isRealUser.peek() ? loadDreams({ limit: RECENT_DREAMS }) : null };
}

/** A reading, with the dream it reads (shown with it once the form is empty again), or why there is none. */
export type AnalysisOutcome = (Extract<GuestFlowState, { status: 'result' }> & { dream: string }) | GuestFailure;

/** Maintenance has its banner on every page; a toast beside it would only say it twice. */
function toastFailure(failure: GuestFailure): void {
  if (failure.status !== 'maintenance') toast.error(failure.message, { kind: 'analysis' });
}

/** A signed-in user's analysis: the dream is saved, then read; a 401 means the session is over. */
async function analyzeAsUser(text: string): Promise<AnalysisOutcome> {
  try {
    return { status: 'result', analysis: (await session.actions.analyzeDream(text)).analysis, dream: text };
  } catch (error) {
    return isApiError(error) && error.status === 401 ? { status: 'error', message: MESSAGES.sessionExpired } : analysisFailure(error, false);
  }
}

/** POST to home: analyse the dream, as the guest flow for guests; the router then reloads Recent Dreams. */
export async function analyzeAction({ request }: ActionFunctionArgs): Promise<AnalysisOutcome | null> {
  const text = String((await request.formData()).get('dream_text') ?? '');
  if (session.state.isRealUser.peek()) {
    const outcome = await analyzeAsUser(text);
    if (outcome.status !== 'result') toastFailure(outcome);
    return outcome;
  }
  const outcome = await guestFlow.analyze(text);
  if (outcome.status === 'idle' || outcome.status === 'analysing') return null;
  if (outcome.status === 'result') return { ...outcome, dream: text };
  toastFailure(outcome);
  return outcome;
}
