import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CountdownButton } from '../../lib/ui/countdown-button';

const meta = {
  title: 'UI/CountdownButton',
  component: CountdownButton,
  args: { label: 'Try again', remaining: 42, variant: 'secondary', onClick: fn() },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counting: Story = {};
export const Done: Story = { args: { remaining: 0 } };
export const EnabledWhileCounting: Story = { args: { label: 'Go to Login Now', remaining: 7, enabledWhileCounting: true, variant: 'primary' } };
