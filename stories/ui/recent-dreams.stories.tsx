import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecentDreams } from '../../lib/ui/recent-dreams';
import { AnchorLink, sampleDreams } from './sample-data';

const meta = {
  title: 'UI/RecentDreams',
  component: RecentDreams,
  args: { dreams: sampleDreams, linkComponent: AnchorLink },
} satisfies Meta<typeof RecentDreams>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six dreams: only the five newest are shown. */
export const FiveNewest: Story = {};
export const Empty: Story = { args: { dreams: [] } };
export const Loading: Story = { args: { dreams: null } };
export const Failed: Story = { args: { dreams: null, error: 'Failed to fetch dream history' } };
