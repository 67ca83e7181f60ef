import preview from '../../.storybook/preview';
import { EmotionChart } from '../../lib/ui/emotion-chart';
import { sampleDreams } from './sample-data';

const meta = preview.meta({
  title: 'UI/EmotionChart',
  component: EmotionChart,
  args: { dreams: sampleDreams },
});

export const OverTime = meta.story();
export const SingleDream = meta.story({ args: { dreams: sampleDreams.slice(0, 1) } });
export const Empty = meta.story({ args: { dreams: [] } });
