import { Link } from 'react-router-dom';
import { buttonClass } from '../../lib/ui/button';
import { PageFrame } from '../../lib/ui/page-frame';

/** Any unknown route. */
export function Component() {
  return (
    <PageFrame title="Page not found" lead="This page drifted away like a dream on waking.">
      <Link to="/" className={buttonClass()}>
        Back to Home
      </Link>
    </PageFrame>
  );
}
