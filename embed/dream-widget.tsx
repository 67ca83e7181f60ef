import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo } from 'react';
import { AnalysisResult } from '../lib/ui/analysis-result';
import { GuestBanner } from '../lib/ui/banner';
import { cx } from '../lib/ui/class-names';
import { DreamForm } from '../lib/ui/dream-form';
import type { NavLinkComponent } from '../lib/ui/navigation-bar';
import { toast, ToastHost } from '../lib/ui/toast-host';
import type { WidgetState } from './widget-registry';

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
  const toastContainerId = useId();
  const headingId = useId();
  const notify = (message: string) => toast.error(message, { containerId: toastContainerId });

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
    <div part="container" className={cx('da-root relative', theme !== 'auto' && theme)}>
      <section aria-labelledby={headingId} className="flex flex-col gap-4 p-5">
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
          <AnalysisResult analysis={current.status === 'result' ? current.analysis : null} loading={busy} headingLevel={3} />
        </div>
      </section>
      <ToastHost containerId={toastContainerId} />
    </div>
  );
}
