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

/** Empty: the button waits for text, and the hint under it says why. */
export const Ready: Story = {};
/** With a dream written: the button is ready. */
export const WithText: Story = { args: { value: 'I was swimming through a library where the books were fish.' } };
/** Spaces and line breaks alone are no dream: the button still waits. */
export const OnlySpaces: Story = { args: { value: '   \n  ' } };
export const Analyzing: Story = { args: { busy: true } };
export const GuestAllowanceUsed: Story = { args: { locked: true } };
export const Maintenance: Story = { args: { disabled: true } };
