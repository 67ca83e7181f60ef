import preview from '../../.storybook/preview';
import { StreakDisplay } from '../../lib/ui/streak-display';

const meta = preview.meta({
  title: 'UI/StreakDisplay',
  component: StreakDisplay,
  args: { streak: 3 },
});

export const ThreeDays = meta.story();
export const NoStreak = meta.story({ args: { streak: 0 } });
export const OneDay = meta.story({ args: { streak: 1 } });
export const LongStreak = meta.story({ args: { streak: 23 } });
