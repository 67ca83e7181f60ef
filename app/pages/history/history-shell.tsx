/**
 * Dream History before its first page of dreams is in: the page's heading and lead with the list's
 * loading line, as the page itself shows them. The router shows it while the route's code and data
 * load, and the build writes it as the page's first view for signed-in tabs (app/first-view.tsx),
 * so the heading paints before the script; the page then renders in its place.
 */
import { PageFrame } from '../../../lib/ui/page-frame';
import { LoadingState } from '../../../lib/ui/spinner';
import { useFirstPageLoading } from '../../layout/first-page-fallback';

export const HISTORY_PAGE = {
  title: 'Dream History',
  lead: 'Every dream you have recorded, newest first. Select a dream to read its full analysis.',
  loading: 'Loading your dreams…',
} as const;

export function HistoryShell() {
  // The list will push the footer down when it arrives: it stays out until then.
  useFirstPageLoading();
  return (
    <PageFrame title={HISTORY_PAGE.title} lead={HISTORY_PAGE.lead}>
      <LoadingState label={HISTORY_PAGE.loading} />
    </PageFrame>
  );
}
