import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatisticsCards } from '../../lib/ui/statistics-cards';

const meta = {
  title: 'UI/StatisticsCards',
  component: StatisticsCards,
  args: {
    items: [
      { label: 'Total dreams', value: 42 },
      { label: 'This week', value: 3, hint: 'Last 7 days' },
      { label: 'This month', value: 12, hint: 'Last 30 days' },
    ],
  },
} satisfies Meta<typeof StatisticsCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Unknown: Story = { args: { items: [{ label: 'Active sessions', value: null }, { label: 'Failed analyses', value: 0 }] } };
