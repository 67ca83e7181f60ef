import { useMemo } from 'react';
import { quoteOfTheDay } from '../../lib/core/quotes';
import { DreamForm } from '../../lib/ui/dream-form';
import { PageFrame } from '../../lib/ui/page-frame';
import { QuoteOfTheDay } from '../../lib/ui/quote-of-the-day';

/** Home: the quotation of the day and the dream form (SPEC §2). */
export function HomePage() {
  const quote = useMemo(() => quoteOfTheDay(), []);
  return (
    <PageFrame title="Dream Analyzer" lead="Describe a dream and receive a reading in the voice of C. G. Jung.">
      <QuoteOfTheDay quote={quote} className="mb-6" />
      <DreamForm onAnalyze={() => {}} />
    </PageFrame>
  );
}
