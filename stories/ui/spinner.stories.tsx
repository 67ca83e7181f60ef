import preview from '../../.storybook/preview';
import { LoadingState, Spinner } from '../../lib/ui/spinner';

const meta = preview.meta({
  title: 'UI/Spinner',
  component: Spinner,
});

export const Ring = meta.story();
export const Loading = meta.story({ render: () => <LoadingState /> });
export const LoadingWithLabel = meta.story({ render: () => <LoadingState label="Loading your dreams…" /> });
