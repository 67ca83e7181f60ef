import type { Meta, StoryObj } from '@storybook/react-vite';
import { StreakDisplay } from '../../lib/ui/streak-display';

const meta = {
  title: 'UI/StreakDisplay',
  component: StreakDisplay,
  args: { streak: 3 },
} satisfies Meta<typeof StreakDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeDays: Story = {};
export const NoStreak: Story = { args: { streak: 0 } };
export const OneDay: Story = { args: { streak: 1 } };
export const LongStreak: Story = { args: { streak: 23 } };
