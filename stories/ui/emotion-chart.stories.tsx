import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmotionChart } from '../../lib/ui/emotion-chart';
import { sampleDreams } from './sample-data';

const meta = {
  title: 'UI/EmotionChart',
  component: EmotionChart,
  args: { dreams: sampleDreams },
} satisfies Meta<typeof EmotionChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OverTime: Story = {};
export const SingleDream: Story = { args: { dreams: sampleDreams.slice(0, 1) } };
export const Empty: Story = { args: { dreams: [] } };
