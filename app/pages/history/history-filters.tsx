import { useId, useState, type FormEvent } from 'react';
import { SENTIMENTS, type Sentiment } from '../../../lib/core/api/contract';
import type { DreamFilters } from '../../../lib/core/api/dreams';
import { Button } from '../../../lib/ui/button';
import { inputClass } from '../../../lib/ui/text-field';

const SENTIMENT_LABELS: Record<Sentiment, string> = { positive: 'Positive', negative: 'Negative', neutral: 'Neutral', mixed: 'Mixed' };

export interface HistoryFiltersProps {
  /** The filters in the URL (the form starts from them). */
  filters: DreamFilters;
  /** Show the journal for these filters (the page puts them in its URL). */
  onApply: (filters: DreamFilters) => void;
}

/**
 * Search and filters of the history. Dates and sentiment apply as soon as they change; the search words
 * and the mood with Enter or the Search button.
 */
export function HistoryFilters({ filters, onApply }: HistoryFiltersProps) {
  const ids = { q: useId(), from: useId(), to: useId(), sentiment: useId(), mood: useId() };
  // The form keeps its own copy: the URL only changes once the page's data has loaded, and a second
  // change made meanwhile (From, then To at once) must build on the first, not on the stale URL.
  const [draft, setDraft] = useState<DreamFilters>(filters);
  const [q, setQ] = useState(filters.q ?? '');
  const [mood, setMood] = useState(filters.mood ?? '');
  // A URL this form did not ask for (Back, a link, Clear filters) starts the form afresh; keeping
  // the same inputs mounted keeps the focus where the reader is.
  const urlKey = filtersKey(filters);
  const [seenKey, setSeenKey] = useState(urlKey);
  const [appliedKey, setAppliedKey] = useState(urlKey);
  if (urlKey !== seenKey) {
    setSeenKey(urlKey);
    if (urlKey !== appliedKey) {
      setDraft(filters);
      setQ(filters.q ?? '');
      setMood(filters.mood ?? '');
      setAppliedKey(urlKey);
    }
  }
  const apply = (changed: Partial<DreamFilters>) => {
    const next = { ...draft, q: q.trim() || undefined, mood: mood.trim() || undefined, ...changed };
    setDraft(next);
    setAppliedKey(filtersKey(next));
    onApply(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply({});
  };
  return (
    <form role="search" aria-label="Dream search and filters" onSubmit={submit} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr] lg:items-end">
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
        <label htmlFor={ids.q} className="text-sm font-medium">Search</label>
        <div className="flex gap-2">
          <input id={ids.q} type="search" value={q} maxLength={200} placeholder="Words, keywords or a &quot;phrase&quot;" onChange={(e) => setQ(e.target.value)} className={inputClass} />
          <Button type="submit" variant="secondary">Search</Button>
        </div>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={ids.from} className="text-sm font-medium">From</label>
        <input id={ids.from} type="date" value={draft.from ?? ''} max={draft.to || undefined} onChange={(e) => apply({ from: e.target.value || undefined })} className={inputClass} />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={ids.to} className="text-sm font-medium">To</label>
        <input id={ids.to} type="date" value={draft.to ?? ''} min={draft.from || undefined} onChange={(e) => apply({ to: e.target.value || undefined })} className={inputClass} />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={ids.sentiment} className="text-sm font-medium">Sentiment</label>
        <select id={ids.sentiment} value={draft.sentiment ?? ''} onChange={(e) => apply({ sentiment: (e.target.value || undefined) as Sentiment | undefined })} className={inputClass}>
          <option value="">Any sentiment</option>
          {SENTIMENTS.map((s) => (
            <option key={s} value={s}>{SENTIMENT_LABELS[s]}</option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={ids.mood} className="text-sm font-medium">Mood</label>
        <input id={ids.mood} type="text" value={mood} maxLength={32} placeholder="Any mood" onChange={(e) => setMood(e.target.value)} className={inputClass} />
      </div>
    </form>
  );
}

/** The filters as one comparable string (unset and empty are the same). */
function filtersKey(f: DreamFilters): string {
  return [f.q, f.from, f.to, f.sentiment, f.mood].map((v) => v ?? '').join('\u0000');
}
