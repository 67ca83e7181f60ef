import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, use, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFetcher, useLoaderData } from 'react-router-dom';
import type { GuestFailure } from '../../lib/core/guest-flow';
import { quoteOfTheDay } from '../../lib/core/quotes';
import { GuestBanner, VerificationBanner } from '../../lib/ui/banner';
import { Card } from '../../lib/ui/card';
import { DreamForm } from '../../lib/ui/dream-form';
import { PageFrame } from '../../lib/ui/page-frame';
import { QuoteOfTheDay } from '../../lib/ui/quote-of-the-day';
import type { DreamList } from '../queries/dreams';
import { useIdentityData, type IdentityData } from '../queries/identity';
import { currentDraftOwner, drafts } from '../dream-drafts';
import { useVerificationStatus } from '../hooks/use-verification-banner';
import { RouterLink } from '../router-link';
import { startGuestOnIntent, type analyzeAction, type homeLoader } from '../routes/home-route';
import { session } from '../session';

// Code the form does not need arrives after it: the result's with the first analysis, Recent
// Dreams' (the dream cards) for a signed-in person only. A guest's first view paints without either.
const AnalysisResult = lazy(() => import('../../lib/ui/analysis-result').then((m) => ({ default: m.AnalysisResult })));
const RecentDreams = lazy(() => import('../../lib/ui/recent-dreams').then((m) => ({ default: m.RecentDreams })));

/** Said once the guest session failed to start, unless maintenance (which has its own notice) is why. */
function SessionFailedAlert({ failure }: { failure: Promise<GuestFailure | null> }) {
  useSignals();
  if (!use(failure) || session.maintenance.value !== null) return null;
  return (
    <p role="alert" className="rounded-2xl border border-red-300 bg-red-50 px-5 py-3 font-medium text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-50">
      Failed to initialize session. Please refresh the page.
    </p>
  );
}

function LoadedRecentDreams({ list, className }: { list: Promise<IdentityData<DreamList>>; className: string }) {
  const dreams = useIdentityData(use(list));
  return <RecentDreams dreams={dreams?.dreams ?? null} error={dreams?.error} linkComponent={RouterLink} className={className} />;
}

/** Home: quotation of the day, banners, the dream form, the analysis and Recent Dreams. */
export function HomePage() {
  useSignals();
  const data = useLoaderData<typeof homeLoader>();
  const fetcher = useFetcher<typeof analyzeAction>();
  const quote = useMemo(() => quoteOfTheDay(), []);
  const { user, status, isGuest, isRealUser, isAdmin, guestHasSubmitted } = session.state;
  const realUser = isRealUser.value;
  const resultRef = useRef<HTMLDivElement>(null);
  const verification = useVerificationStatus(realUser && user.value?.email_verified === false);
  const analyzing = fetcher.state === 'submitting';
  const outcome = analyzing ? null : fetcher.data;
  const analysis = outcome?.status === 'result' ? outcome.analysis : null;
  // The page is keyed on the session's identity, so one mount has one draft owner.
  const [draftOwner] = useState(currentDraftOwner);
  const [draft, setDraft] = useState(() => drafts.read(draftOwner));

  // Whether starting the guest session failed (its alert then stands alone); null until known.
  const [guestFailed, setGuestFailed] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    void data.guest.then((failure) => current && setGuestFailed(failure !== null));
    return () => {
      current = false;
    };
  }, [data.guest]);
  // The guest banner is there from the first paint while the guest session starts, so its arrival
  // moves nothing; it goes only if the session could not start.
  const guestBanner = isGuest.value || (status.value === 'none' && guestFailed !== true);

  // Someone who focused the built first view's form before the app took it over turned to it already.
  useLayoutEffect(() => {
    if (document.activeElement?.closest('[data-guest-start]')) startGuestOnIntent();
  }, []);

  // Saved as part of the keystroke's own update: Preact runs plain effects only after the next
  // frame, and a reload (or a crash) right after typing would lose the last words.
  useLayoutEffect(() => drafts.save(draftOwner, draft), [draftOwner, draft]);
  useEffect(() => {
    // Read (and, for a user, saved): the box empties for the next dream, which the result now
    // shows; a text edited meanwhile stays. A failure keeps it for another try.
    if (outcome?.status === 'result') setDraft((current) => (current.trim() === outcome.dream ? '' : current));
  }, [outcome]);

  useEffect(() => {
    if (!analysis) return;
    // On phones the result starts below the fold: bring it into view.
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    requestAnimationFrame(() => resultRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' }));
  }, [analysis]);

  const recentClass = 'lg:col-start-2 lg:row-start-2';
  return (
    <PageFrame title="Dream Analyzer" lead="Describe a dream and receive a reading in the voice of C. G. Jung." className="max-w-6xl">
      <div className="grid gap-6">
        <Suspense fallback={null}>
          <SessionFailedAlert failure={data.guest} />
        </Suspense>
        {realUser && user.value && !user.value.email_verified ? (
          <VerificationBanner email={user.value.email} resending={verification.resending} onResend={() => void verification.resend(user.value?.email ?? '')} />
        ) : null}
        {guestBanner ? <GuestBanner used={guestHasSubmitted.value} linkComponent={RouterLink} /> : null}
        {/* Two columns on wide screens, so a growing result never pushes the side column around. */}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
          {/* data-daily: the build cannot know the visitor's date, so the first view keeps this hidden (app/first-view.css). */}
          <QuoteOfTheDay quote={quote} data-daily="" className="lg:col-start-2 lg:row-start-1" />
          <div className="grid gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <Card as="section" tone="muted" aria-label="Analyze a dream">
              {/* Turning to the form (focus, a press, a key) is when a new guest's session starts: see homeLoader. */}
              <DreamForm
                data-guest-start=""
                onFocusCapture={startGuestOnIntent}
                onPointerDownCapture={startGuestOnIntent}
                onKeyDownCapture={startGuestOnIntent}
                value={draft}
                onValueChange={setDraft}
                onAnalyze={(text) => fetcher.submit({ dream_text: text }, { method: 'post' })}
                busy={analyzing}
                locked={isGuest.value && guestHasSubmitted.value}
                disabled={session.maintenance.value !== null && !isAdmin.value}
              />
            </Card>
            <div ref={resultRef} className="scroll-mt-4">
              {analyzing || analysis ? (
                <Suspense fallback={null}>
                  <AnalysisResult analysis={analysis} loading={analyzing} dream={outcome?.status === 'result' ? outcome.dream : null} />
                </Suspense>
              ) : null}
            </div>
            {/* The progress announces itself; the finished result only says that it is there. */}
            <p role="status" className="sr-only">
              {analysis ? 'Your analysis is ready below.' : ''}
            </p>
          </div>
          {realUser && data.dreams ? (
            <Suspense fallback={<div className={recentClass} />}>
              <Suspense fallback={<RecentDreams dreams={null} linkComponent={RouterLink} className={recentClass} />}>
                <LoadedRecentDreams list={data.dreams} className={recentClass} />
              </Suspense>
            </Suspense>
          ) : null}
        </div>
      </div>
    </PageFrame>
  );
}
