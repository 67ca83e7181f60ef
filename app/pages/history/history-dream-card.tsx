import { memo } from 'react';
import { useFetcher } from 'react-router-dom';
import type { DreamSummary } from '../../../lib/core/api/contract';
import { DreamCard } from '../../../lib/ui/dream-card';
import { useIdentityData } from '../../queries/identity';
import type { dreamLoader } from '../../routes/page-loaders';

/**
 * A history card: the summary from the page, and the full dream and reading loaded when it first
 * opens. Memoised: the list renders again as cards are added, and a card whose dream is the same
 * has nothing new to draw.
 */
export const HistoryDreamCard = memo(function HistoryDreamCard({ dream }: { dream: DreamSummary }) {
  const fetcher = useFetcher<typeof dreamLoader>();
  const loaded = fetcher.data ? fetcher.data : null;
  const detail = useIdentityData(loaded ?? { epoch: -1, data: null });
  const open = (expanded: boolean) => {
    // Loaded once; a failed load is tried again on the next opening.
    if (expanded && fetcher.state === 'idle' && !detail?.dream) fetcher.load(`/dream-history/${dream.id}`);
  };
  return <DreamCard dream={dream} detail={detail?.dream ?? null} detailError={fetcher.state === 'idle' ? (detail?.error ?? null) : null} onToggle={open} />;
});
