import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmotionScores, SentimentBadge } from '../../lib/ui/emotion-scores';
import { sampleAnalysis } from './sample-data';

const meta = {
  title: 'UI/EmotionScores',
  component: EmotionScores,
  args: { emotions: sampleAnalysis.emotions },
} satisfies Meta<typeof EmotionScores>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scores: Story = {};
export const AllZero: Story = { args: { emotions: { apprehension: 0, happiness: 0, anger: 0, confusion: 0, sadness: 0 } } };
export const Sentiments: Story = {
  render: () => (
    <div className="flex gap-2">
      {(['positive', 'negative', 'neutral', 'mixed'] as const).map((s) => (
        <SentimentBadge key={s} sentiment={s} />
      ))}
    </div>
  ),
};
