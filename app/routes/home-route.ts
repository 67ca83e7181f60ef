/** Home's data: the guest session it starts, the Recent Dreams, and the analysis action. */
import type { ActionFunctionArgs } from 'react-router-dom';
import { isApiError } from '../../lib/core/api/errors';
import { analysisFailure, type GuestFailure, type GuestFlowState } from '../../lib/core/guest-flow';
import { MESSAGES } from '../../lib/core/messages';
import { RECENT_DREAMS } from '../../lib/core/statistics';
import { toast } from '../toasts';
import { loadDreams } from '../queries/dreams';
import { guestFlow, session } from '../session';

export function homeLoader() {
  // Home with no session asks for a guest session, also right after a logout. The page shows
  // at once; the failure, if any, arrives later.
  const guest: Promise<GuestFailure | null> =
    session.state.status.peek() === 'none'
      ? guestFlow.start().then((failure) => {
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
