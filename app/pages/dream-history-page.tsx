import { PageFrame } from '../../lib/ui/page-frame';

export function Component() {
  return <PageFrame title="Dream History" />;
}
