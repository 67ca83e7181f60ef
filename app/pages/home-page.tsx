import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../lib/ui/toast-host';
import type { AnalyzeResponse, Dream } from '../../lib/core/api/contract';
import { isApiError, messageOf } from '../../lib/core/api/errors';
import { quoteOfTheDay } from '../../lib/core/quotes';
import { AnalysisResult } from '../../lib/ui/analysis-result';
import { GuestBanner, VerificationBanner } from '../../lib/ui/banner';
import { DreamForm } from '../../lib/ui/dream-form';
import { PageFrame } from '../../lib/ui/page-frame';
import { QuoteOfTheDay } from '../../lib/ui/quote-of-the-day';
import { RecentDreams } from '../../lib/ui/recent-dreams';
import { useVerificationStatus } from '../hooks/use-verification-banner';
import { RouterLink } from '../router-link';
import { maintenanceNotice, noteApiError, noteApiSuccess, session } from '../session';
import { analysisFailureMessage, SESSION_EXPIRED } from './home/analysis-failure-message';

/** Home: quotation of the day, banners, the dream form, the analysis and Recent Dreams (SPEC §2). */
export function HomePage() {
  useSignals();
  const quote = useMemo(() => quoteOfTheDay(), []);
  const { status, user, isGuest, isRealUser, isAdmin, guestHasSubmitted } = session.state;
  const realUser = isRealUser.value;
  const [initFailed, setInitFailed] = useState(false);
  const [analyzing, setAnalyzing] = useState(false);
  const [analysis, setAnalysis] = useState<AnalyzeResponse | null>(null);
  const [dreams, setDreams] = useState<Dream[] | null>(null);
  const [dreamsError, setDreamsError] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const verification = useVerificationStatus(realUser && user.value?.email_verified === false);

  const startSession = useCallback(async () => {
    try {
      await session.actions.ensureSession();
      setInitFailed(false);
      noteApiSuccess();
    } catch (error) {
      noteApiError(error);
      setInitFailed(true);
      toast.error(messageOf(error, 'Failed to initialize guest session'));
    }
  }, []);

  // Home with no session asks for a guest session (SPEC §4), also right after a logout.
  useEffect(() => {
    if (status.value === 'none') void startSession();
  }, [status.value, startSession]);

  const loadDreams = useCallback(async () => {
    try {
      setDreams(await session.api.listDreams());
      setDreamsError(null);
    } catch (error) {
      noteApiError(error);
      setDreamsError(isApiError(error) && error.status === 401 ? SESSION_EXPIRED : 'Failed to fetch dream history');
    }
  }, []);

  useEffect(() => {
    if (realUser) void loadDreams();
    else setDreams(null);
  }, [realUser, loadDreams]);

  const analyze = async (text: string) => {
    const guest = !session.state.isRealUser.value;
    setAnalyzing(true);
    setAnalysis(null);
    try {
      if (session.state.status.value === 'none') await session.actions.ensureSession();
      const result = guest ? await session.actions.analyzeGuestDream(text) : (await session.actions.analyzeDream(text)).analysis;
      noteApiSuccess();
      setAnalysis(result);
      // On phones the result starts below the fold: bring it into view.
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      requestAnimationFrame(() => resultRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' }));
      if (!guest) void loadDreams();
    } catch (error) {
      noteApiError(error);
      toast.error(analysisFailureMessage(error, guest));
    } finally {
      setAnalyzing(false);
    }
  };

  const guestLocked = isGuest.value && guestHasSubmitted.value;
  return (
    <PageFrame title="Dream Analyzer" lead="Describe a dream and receive a reading in the voice of C. G. Jung." className="max-w-6xl">
      <div className="grid gap-6">
        {initFailed && !maintenanceNotice.value ? (
          <p role="alert" className="rounded-2xl border border-red-300 bg-red-50 px-5 py-3 font-medium text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-50">
            Failed to initialize session. Please refresh the page.
          </p>
        ) : null}
        {realUser && user.value && !user.value.email_verified ? (
          <VerificationBanner email={user.value.email} resending={verification.resending} onResend={() => void verification.resend(user.value?.email ?? '')} />
        ) : null}
        {isGuest.value ? <GuestBanner used={guestHasSubmitted.value} linkComponent={RouterLink} /> : null}
        {/* Two columns on wide screens, so a growing result never pushes the side column around. */}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
          <QuoteOfTheDay quote={quote} className="lg:col-start-2 lg:row-start-1" />
          <div className="grid gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <section aria-label="Analyze a dream" className="rounded-2xl border border-night-200/70 bg-white/70 p-5 shadow-sm sm:p-6 dark:border-night-800 dark:bg-night-900/60">
              <DreamForm
                onAnalyze={analyze}
                busy={analyzing}
                locked={guestLocked}
                disabled={maintenanceNotice.value !== null && !isAdmin.value}
              />
            </section>
            <div ref={resultRef} className="scroll-mt-4">
              <AnalysisResult analysis={analysis} loading={analyzing} />
            </div>
            {/* The progress announces itself; the finished result only says that it is there. */}
            <p role="status" className="sr-only">
              {analysis && !analyzing ? 'Your analysis is ready below.' : ''}
            </p>
          </div>
          {realUser ? <RecentDreams dreams={dreams} error={dreamsError} linkComponent={RouterLink} className="lg:col-start-2 lg:row-start-2" /> : null}
        </div>
      </div>
    </PageFrame>
  );
}
