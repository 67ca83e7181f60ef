import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { GuestBanner } from '../lib/ui/banner';
import { cx } from '../lib/ui/class-names';
import { DreamForm } from '../lib/ui/dream-form';
import type { NavLinkComponent } from '../lib/ui/navigation-bar';
import type { WidgetState } from './widget-registry';

// What shows only after a dream is sent (the reading, the toasts) comes in chunks of its own, so
// the text box appears sooner on the partner's page. The reading's chunk is fetched as soon as
// someone puts the cursor in the form, well before the analysis ends.
const loadResult = () => import('../lib/ui/analysis-result');
const prefetchResult = () => void loadResult().catch(() => undefined);
// A chunk can be gone when the page outlived a deploy: say so instead of breaking the widget.
const AnalysisResult = lazy(() =>
  loadResult().then(
    (m) => ({ default: m.AnalysisResult }),
    () => ({ default: ResultUnavailable }),
  ),
);
const loadToasts = () => import('./widget-toasts');
type ToastsModule = Awaited<ReturnType<typeof loadToasts>>;

// react-toastify's container ids are global to the page; useId is only unique within one root
// under preact/compat, and every widget is a root of its own.
let widgetCount = 0;

/** The reading could not be loaded; the `analyzed` event has still told the page. */
const RESULT_UNAVAILABLE = 'The reading could not be shown. Please reload the page.';

function ResultUnavailable() {
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-300">
      {RESULT_UNAVAILABLE}
    </p>
  );
}

export type WidgetTheme = 'light' | 'dark' | 'auto';

export interface DreamWidgetProps {
  state: WidgetState;
  /** The product's own address, for the Register and Login links. */
  productUrl: string;
  theme: WidgetTheme;
  heading: string;
  placeholder?: string | undefined;
  onEvent: (name: 'ready' | 'analyzed' | 'error' | 'limit-reached', detail: unknown) => void;
}

/** The guest flow of the app, inside a partner's page: one analysis per device. */
export function DreamWidget({ state, productUrl, theme, heading, placeholder, onEvent }: DreamWidgetProps) {
  useSignals();
  const { session, flow } = state;
  const used = session.state.guestHasSubmitted.value;
  const current = flow.state.value;
  const [toastContainerId] = useState(() => `dream-analyzer-toasts-${++widgetCount}`);
  const headingId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [toasts, setToasts] = useState<ToastsModule | null>(null);
  const waitingMessages = useRef<string[]>([]);

  // Messages said before the toasts' chunk arrived: its container mounts in the same commit as
  // this effect and subscribes in a child's effect, which runs before this one.
  useEffect(() => {
    if (toasts) for (const message of waitingMessages.current.splice(0)) toasts.toast.error(message, { containerId: toastContainerId });
  }, [toasts, toastContainerId]);

  const notify = (message: string) => {
    if (toasts) {
      toasts.toast.error(message, { containerId: toastContainerId });
      return;
    }
    waitingMessages.current.push(message);
    loadToasts().then(
      (loaded) => {
        const root = rootRef.current?.getRootNode();
        if (root instanceof ShadowRoot) loaded.adoptToastStyles(root);
        setToasts(() => loaded);
      },
      // Without its chunk (the network went away) the message cannot be shown; the event still tells the page.
      () => undefined,
    );
  };

  // Links open the product in a new tab: the partner's page stays where it is.
  const ProductLink = useMemo<NavLinkComponent>(
    () =>
      function ProductLink({ to, className, children }) {
        return (
          <a href={`${productUrl}${to}`} target="_blank" rel="noopener" className={className}>
            {children}
          </a>
        );
      },
    [productUrl],
  );

  useEffect(() => {
    let live = true;
    void flow.start().then((failure) => {
      if (!live) return;
      if (!failure) return onEvent('ready', { guestHasSubmitted: session.state.guestHasSubmitted.value });
      notify(failure.message);
      onEvent('error', { message: failure.message });
    });
    return () => {
      live = false;
    };
    // Runs once per mount; the session outlives the element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flow]);

  const analyze = async (dreamText: string) => {
    const outcome = await flow.analyze(dreamText);
    if (outcome.status === 'result') {
      onEvent('analyzed', outcome.analysis);
      onEvent('limit-reached', { reason: 'used' });
    } else if ('message' in outcome) {
      notify(outcome.message);
      if (outcome.status === 'used') onEvent('limit-reached', { reason: 'refused', message: outcome.message });
      else onEvent('error', { message: outcome.message });
    }
  };

  const busy = current.status === 'analysing';
  return (
    <div ref={rootRef} part="container" className={cx('da-root relative', theme !== 'auto' && theme)}>
      <section aria-labelledby={headingId} className="flex flex-col gap-4 p-5" onFocusCapture={prefetchResult}>
        <h2 id={headingId} part="heading" className="font-serif text-2xl font-semibold">
          {heading}
        </h2>
        {used ? <GuestBanner used linkComponent={ProductLink} part="banner" /> : null}
        {/* Keyed on the session's identity, so its text goes when the session is cleared or replaced. */}
        <DreamForm
          key={session.state.identityEpoch.value}
          part="form"
          onAnalyze={analyze}
          busy={busy}
          locked={used}
          {...(placeholder ? { placeholder } : {})}
        />
        <div aria-live="polite" part="result">
          {busy || current.status === 'result' ? (
            <Suspense fallback={null}>
              <AnalysisResult analysis={current.status === 'result' ? current.analysis : null} loading={busy} headingLevel={3} />
            </Suspense>
          ) : null}
        </div>
      </section>
      {toasts ? <toasts.ToastHost containerId={toastContainerId} /> : null}
    </div>
  );
}
