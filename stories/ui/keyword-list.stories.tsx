import type { Meta, StoryObj } from '@storybook/react-vite';
import { KeywordList } from '../../lib/ui/keyword-list';

const meta = {
  title: 'UI/KeywordList',
  component: KeywordList,
  args: { keywords: ['forest', 'tower', 'lantern', 'old man'] },
} satisfies Meta<typeof KeywordList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chips: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const WithCounts: Story = {
  args: { keywords: [{ keyword: 'water', count: 5 }, { keyword: 'house', count: 3 }, { keyword: 'mother', count: 2 }, { keyword: 'snake', count: 1 }] },
};
export const Empty: Story = { args: { keywords: [] } };
export const Many: Story = { args: { keywords: Array.from({ length: 30 }, (_, i) => `keyword-${i + 1}`) } };
