import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, useState } from 'react';
import type { AnalyzeResponse } from '../lib/core/api/contract';
import { isApiError } from '../lib/core/api/errors';
import { AnalysisResult } from '../lib/ui/analysis-result';
import { GuestBanner } from '../lib/ui/banner';
import { DreamForm } from '../lib/ui/dream-form';
import type { NavLinkComponent } from '../lib/ui/navigation-bar';
import { toast, ToastHost } from '../lib/ui/toast-host';
import { guestAnalyzeErrorMessage, guestSessionErrorMessage } from './widget-messages';
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
  const { session, analysis } = state;
  const used = session.state.guestHasSubmitted.value;
  const [busy, setBusy] = useState(false);
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
    session.actions.ensureSession().then(
      () => live && onEvent('ready', { guestHasSubmitted: session.state.guestHasSubmitted.value }),
      (error: unknown) => {
        if (!live) return;
        notify(guestSessionErrorMessage(error));
        onEvent('error', { message: guestSessionErrorMessage(error) });
      },
    );
    return () => {
      live = false;
    };
    // Runs once per mount; the session outlives the element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);

  const analyze = async (dreamText: string) => {
    setBusy(true);
    const epoch = session.state.identityEpoch.peek();
    try {
      await session.actions.ensureSession();
      const result: AnalyzeResponse = await session.actions.analyzeGuestDream(dreamText);
      // A session cleared while the reading was on its way: the reading went with it.
      if (session.state.identityEpoch.peek() !== epoch) return;
      analysis.value = result;
      onEvent('analyzed', result);
      onEvent('limit-reached', { reason: 'used' });
    } catch (error) {
      const message = guestAnalyzeErrorMessage(error);
      notify(message);
      if (isApiError(error) && error.status === 403) onEvent('limit-reached', { reason: 'refused', message });
      else onEvent('error', { message });
    } finally {
      setBusy(false);
    }
  };

  const themeClass = theme === 'auto' ? '' : theme;
  return (
    <div part="container" className={`da-root relative ${themeClass}`}>
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
          <AnalysisResult analysis={analysis.value} loading={busy} headingLevel={3} />
        </div>
      </section>
      <ToastHost containerId={toastContainerId} />
    </div>
  );
}
