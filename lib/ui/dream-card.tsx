import { useId, useState, type ComponentProps } from 'react';
import type { Dream, DreamSummary } from '../core/api/contract';
import { dreamKeywords, dreamPreview } from '../core/dream-helpers';
import { AnalysisResult } from './analysis-result';
import { Card } from './card';
import { cx } from './class-names';
import { formatDateTime } from './format';
import { KeywordList } from './keyword-list';
import { LoadingState } from './spinner';

export interface DreamCardProps extends Omit<ComponentProps<'article'>, 'onToggle'> {
  /** A dream in full, or its summary from a journal page (then `detail` brings the rest). */
  dream: Dream | DreamSummary;
  /** For a summary: the full dream once loaded (on opening the card); null or absent while it loads. */
  detail?: Dream | null;
  /** For a summary: why the full dream could not be loaded. */
  detailError?: string | null;
  /** Controlled expansion; omit to let the card keep its own state. */
  expanded?: boolean;
  onToggle?: (expanded: boolean) => void;
  /** false renders a non-interactive preview (home's Recent Dreams). */
  expandable?: boolean;
}

function isFullDream(dream: Dream | DreamSummary): dream is Dream {
  return 'dream_text' in dream;
}

/** One dream: date, preview and keywords; clicking reveals the full text and its analysis. */
export function DreamCard({ dream, detail, detailError, expanded, onToggle, expandable = true, className, ...rest }: DreamCardProps) {
  const [ownExpanded, setOwnExpanded] = useState(false);
  const isOpen = expandable && (expanded ?? ownExpanded);
  const panelId = useId();
  const keywords = dreamKeywords(dream);
  const full = isFullDream(dream) ? dream : (detail ?? null);
  const preview = isFullDream(dream) ? dreamPreview(dream.dream_text) : dream.preview;
  const analyzed = isFullDream(dream) ? Boolean(dream.interpretation) : dream.analysis_status === 'analyzed';
  const toggle = () => {
    setOwnExpanded(!isOpen);
    onToggle?.(!isOpen);
  };
  const summary = (
    <>
      <time dateTime={dream.date} className="block text-sm font-medium text-night-700 dark:text-night-200">
        {formatDateTime(dream.date)}
      </time>
      <span className="mt-1 block text-base text-slate-900 dark:text-night-50">{preview}</span>
    </>
  );
  return (
    <Card as="article" padding="none" className={className} {...rest}>
      {expandable ? (
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={toggle}
          className="flex w-full items-start justify-between gap-3 rounded-2xl px-5 pt-4 pb-2 text-left hover:bg-night-50 dark:hover:bg-night-800/60"
        >
          <span className="min-w-0 flex-1">{summary}</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className={cx('mt-1 h-5 w-5 shrink-0 fill-night-600 transition-transform dark:fill-night-200', isOpen && 'rotate-180')}>
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
          </svg>
        </button>
      ) : (
        <div className="px-5 pt-4 pb-2">{summary}</div>
      )}
      <div className="px-5 pb-4">
        {/* A dream read without keywords (one in another language) is analysed all the same. */}
        <KeywordList keywords={keywords} size="sm" emptyText={analyzed ? 'No keywords' : 'Not analyzed yet'} />
      </div>
      {isOpen ? (
        <div id={panelId} className="grid gap-4 border-t border-night-100 px-5 py-4 dark:border-night-800">
          {full ? (
            <FullDream dream={full} keywords={keywords} />
          ) : detailError ? (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {detailError}
            </p>
          ) : (
            <LoadingState label="Loading the full dream…" />
          )}
        </div>
      ) : null}
    </Card>
  );
}

/** The opened card: the whole text (unless the preview already showed it all) and the reading. */
function FullDream({ dream, keywords }: { dream: Dream; keywords: string[] }) {
  return (
    <>
      {dreamPreview(dream.dream_text) !== dream.dream_text ? <p className="whitespace-pre-line text-slate-800 dark:text-night-100">{dream.dream_text}</p> : null}
      {dream.interpretation ? (
        <AnalysisResult
          headingLevel={3}
          title="Analysis"
          className="border-0 bg-transparent p-0 shadow-none sm:p-0 dark:bg-transparent"
          analysis={{
            interpretation: dream.interpretation,
            keywords,
            sentiment: dream.sentiment ?? 'neutral',
            emotions: dream.emotions,
            symbols: dream.symbols,
            archetypes: dream.archetypes,
            support: dream.support,
          }}
        />
      ) : null}
    </>
  );
}
