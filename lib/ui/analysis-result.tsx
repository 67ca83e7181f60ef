import { useEffect, useId, useState, type ComponentProps } from 'react';
import type { Analysis } from '../core/api/contract';
import { splitSupport } from '../core/reading';
import { Card } from './card';
import { EmotionScores, SentimentBadge } from './emotion-scores';
import { KeywordList } from './keyword-list';

/** What the result needs; stored dreams may lack the richer parts. */
export type AnalysisView = Pick<Analysis, 'interpretation' | 'keywords' | 'sentiment'> &
  Partial<Pick<Analysis, 'symbols' | 'archetypes' | 'support'>> & { emotions?: Analysis['emotions'] | null };

export interface AnalysisResultProps extends ComponentProps<'section'> {
  analysis: AnalysisView | null;
  /** The analysis is being prepared: shows progress in place of the result. */
  loading?: boolean;
  /** The heading above the result. */
  title?: string;
  headingLevel?: 2 | 3;
  /** The dream the reading is about, shown with it (the form has been emptied for the next one). */
  dream?: string | null;
}

const STEPS = ['Reading your dream…', 'Looking for symbols and archetypes…', 'Weighing the emotional tone…', 'Writing the interpretation…'];

/** The analysis progress: steps advance every 1.2 s so a slow engine still feels alive. */
function AnalysisProgress() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setStep((s) => Math.min(s + 1, STEPS.length - 1)), 1200);
    return () => clearInterval(id);
  }, []);
  return (
    <div role="status" className="flex min-h-64 flex-col justify-center gap-4">
      <p className="text-base font-medium text-night-800 dark:text-night-100">{STEPS[step]}</p>
      <div className="h-2 overflow-hidden rounded-full bg-night-100 dark:bg-night-800" aria-hidden="true">
        <div
          className="h-full rounded-full bg-gradient-to-r from-night-400 via-night-600 to-moon-500 transition-[width] duration-700"
          style={{ width: `${((step + 1) / STEPS.length) * 90}%` }}
        />
      </div>
      <div className="space-y-2" aria-hidden="true">
        <div className="h-3 w-11/12 animate-pulse rounded bg-night-100 motion-reduce:animate-none dark:bg-night-800" />
        <div className="h-3 w-10/12 animate-pulse rounded bg-night-100 motion-reduce:animate-none dark:bg-night-800" />
        <div className="h-3 w-8/12 animate-pulse rounded bg-night-100 motion-reduce:animate-none dark:bg-night-800" />
      </div>
    </div>
  );
}

const subheading = 'mb-2 text-sm font-semibold tracking-wide text-night-700 uppercase dark:text-night-200';

/**
 * The support message the safety check put at the head of a reading, shown apart and first: a
 * named region, so a screen reader can find it and a reader sees it before any interpretation.
 */
function SupportCallout({ lines, Heading }: { lines: string[]; Heading: 'h3' | 'h4' }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-moon-500 bg-moon-100 p-4 text-slate-900 dark:border-moon-300 dark:bg-night-950 dark:text-night-50">
      <Heading id={id} className="mb-2 flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-moon-100">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 fill-moon-700 dark:fill-moon-300">
          <path d="M10 17.5l-1.1-1C4.6 12.6 2 10.3 2 7.4 2 5 3.9 3.2 6.2 3.2c1.4 0 2.8.7 3.8 1.8 1-1.1 2.4-1.8 3.8-1.8C16.1 3.2 18 5 18 7.4c0 2.9-2.6 5.2-6.9 9.1L10 17.5z" />
        </svg>
        Support
      </Heading>
      <div className="grid gap-2 text-base leading-relaxed">
        {lines.map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </div>
    </section>
  );
}

/** The 'Analysis Results' section: interpretation (as C. G. Jung's reading), keywords, emotional tone, symbols, archetypes. */
export function AnalysisResult({ analysis, loading = false, title = 'Analysis Results', headingLevel = 2, dream, className, ...rest }: AnalysisResultProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const headingId = useId();
  // The API keeps the support message at the head of the text, so every client sees it first; here it gets its own place.
  const reading = analysis ? splitSupport(analysis.interpretation, analysis.support) : null;
  if (!loading && !analysis) return null;
  return (
    <Card as="section" aria-busy={loading} aria-labelledby={headingId} className={className} {...rest}>
      <Heading id={headingId} className="mb-4 font-serif text-2xl font-semibold text-night-950 dark:text-night-50">{title}</Heading>
      {loading || !analysis ? (
        <AnalysisProgress />
      ) : (
        <div className="grid gap-6">
          {reading?.support ? <SupportCallout lines={reading.support} Heading={Sub} /> : null}
          {dream ? (
            <div>
              <Sub className={subheading}>Your dream</Sub>
              <p className="text-base leading-relaxed whitespace-pre-line text-slate-800 [overflow-wrap:anywhere] dark:text-night-100">{dream}</p>
            </div>
          ) : null}
          <div>
            <Sub className={subheading}>Interpretation</Sub>
            <figure className="border-l-4 border-moon-500 pl-4">
              <blockquote className="font-serif text-lg leading-relaxed whitespace-pre-line text-slate-900 dark:text-night-50">
                {reading?.body}
              </blockquote>
              <figcaption className="mt-2 text-sm text-slate-600 italic dark:text-night-200">— a reading in the voice of C. G. Jung</figcaption>
            </figure>
          </div>
          <div>
            <Sub className={subheading}>Keywords</Sub>
            <KeywordList keywords={analysis.keywords} />
          </div>
          <div>
            <Sub className={subheading}>Emotional tone</Sub>
            <SentimentBadge sentiment={analysis.sentiment} />
            {analysis.emotions ? <EmotionScores emotions={analysis.emotions} className="mt-3 max-w-md" /> : null}
          </div>
          {analysis.symbols && analysis.symbols.length > 0 ? (
            <div>
              <Sub className={subheading}>Symbols</Sub>
              <dl className="grid gap-2">
                {analysis.symbols.map((s) => (
                  <div key={s.symbol}>
                    <dt className="font-semibold text-night-900 capitalize dark:text-night-100">{s.symbol}</dt>
                    <dd className="text-slate-700 dark:text-night-200">{s.meaning}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
          {analysis.archetypes && analysis.archetypes.length > 0 ? (
            <div>
              <Sub className={subheading}>Archetypes</Sub>
              <KeywordList keywords={analysis.archetypes} />
            </div>
          ) : null}
        </div>
      )}
    </Card>
  );
}
