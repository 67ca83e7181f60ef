import type { Meta, StoryObj } from '@storybook/react-vite';
import { DreamCard } from '../../lib/ui/dream-card';
import { sampleDreams } from './sample-data';

const meta = {
  title: 'UI/DreamCard',
  component: DreamCard,
  args: { dream: sampleDreams[0]! },
} satisfies Meta<typeof DreamCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const Expanded: Story = { args: { expanded: true } };
export const ShortText: Story = { args: { dream: sampleDreams[2]!, expanded: true } };
export const NotAnalyzed: Story = { args: { dream: { ...sampleDreams[1]!, interpretation: null, keywords: [], sentiment: null, emotions: null } } };
export const PreviewOnly: Story = { args: { expandable: false } };
