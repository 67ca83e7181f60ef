import preview from '../../.storybook/preview';
import { StatisticsCards } from '../../lib/ui/statistics-cards';

const meta = preview.meta({
  title: 'UI/StatisticsCards',
  component: StatisticsCards,
  args: {
    items: [
      { label: 'Total dreams', value: 42 },
      { label: 'This week', value: 3, hint: 'Last 7 days' },
      { label: 'This month', value: 12, hint: 'Last 30 days' },
    ],
  },
});

export const Figures = meta.story();
export const Loading = meta.story({ args: { loading: true } });
export const Unknown = meta.story({ args: { items: [{ label: 'Active sessions', value: null }, { label: 'Failed analyses', value: 0 }] } });
