import preview from '../../.storybook/preview';
import { EmotionScores, SentimentBadge } from '../../lib/ui/emotion-scores';
import { sampleAnalysis } from './sample-data';

const meta = preview.meta({
  title: 'UI/EmotionScores',
  component: EmotionScores,
  args: { emotions: sampleAnalysis.emotions },
});

export const Scores = meta.story();
export const AllZero = meta.story({ args: { emotions: { apprehension: 0, happiness: 0, anger: 0, confusion: 0, sadness: 0 } } });
export const Sentiments = meta.story({
  render: () => (
    <div className="flex gap-2">
      {(['positive', 'negative', 'neutral', 'mixed'] as const).map((s) => (
        <SentimentBadge key={s} sentiment={s} />
      ))}
    </div>
  ),
});
