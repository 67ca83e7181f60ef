import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router-dom';
import { Button } from '../../lib/ui/button';
import { PageFrame } from '../../lib/ui/page-frame';
import { focusPageHeading } from '../hooks/use-route-focus';

/** What went wrong, in words a visitor can act on. */
function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `The page answered ${error.status}${error.statusText ? ` (${error.statusText})` : ''}.`;
  return 'Something went wrong while showing this page.';
}

/**
 * The routed pages' error element: shown inside the layout (the navigation stays), with a retry
 * that loads the page's data again.
 */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const retry = async () => {
    await revalidator.revalidate();
    // The page that replaced this one (or this one again) starts with the focus on its heading.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body || document.activeElement === null) focusPageHeading();
    });
  };
  return (
    <PageFrame title="Something went wrong" lead={describe(error)}>
      <Button busy={revalidator.state === 'loading'} onClick={() => void retry()}>
        Try again
      </Button>
    </PageFrame>
  );
}

/** The layout's own error element: the frame itself failed, so the retry reloads the whole app. */
export function AppError() {
  const error = useRouteError();
  return (
    <main id="main" className="dream-sky min-h-dvh">
      <PageFrame title="Something went wrong" lead={describe(error)}>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </PageFrame>
    </main>
  );
}
