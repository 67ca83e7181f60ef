import preview from '../../.storybook/preview';
import { fn } from 'storybook/test';
import { CountdownButton } from '../../lib/ui/countdown-button';

const meta = preview.meta({
  title: 'UI/CountdownButton',
  component: CountdownButton,
  // `as const`: a widened string would not fit `variant`, and the meta's args would not count as given.
  args: { label: 'Try again', remaining: 42, variant: 'secondary' as const, onClick: fn() },
});

export const Counting = meta.story();
export const Done = meta.story({ args: { remaining: 0 } });
export const EnabledWhileCounting = meta.story({ args: { label: 'Go to Login Now', remaining: 7, enabledWhileCounting: true, variant: 'primary' } });
