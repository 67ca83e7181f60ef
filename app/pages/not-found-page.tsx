import { Link } from 'react-router-dom';
import { buttonVariants } from '../../lib/ui/button';
import { PageFrame } from '../../lib/ui/page-frame';

/** Any unknown route. */
export function Component() {
  return (
    <PageFrame title="Page not found" lead="This page drifted away like a dream on waking.">
      <Link to="/" className={buttonVariants()}>
        Back to Home
      </Link>
    </PageFrame>
  );
}
