import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DreamForm } from '../../lib/ui/dream-form';

const meta = {
  title: 'UI/DreamForm',
  component: DreamForm,
  args: { onAnalyze: fn() },
} satisfies Meta<typeof DreamForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Analyzing: Story = { args: { busy: true } };
export const GuestAllowanceUsed: Story = { args: { locked: true } };
export const Maintenance: Story = { args: { disabled: true } };
