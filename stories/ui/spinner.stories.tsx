import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingState, Spinner } from '../../lib/ui/spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ring: Story = {};
export const Loading: Story = { render: () => <LoadingState /> };
export const LoadingWithLabel: Story = { render: () => <LoadingState label="Loading your dreams…" /> };
