import preview from '../../.storybook/preview';
import { fn } from 'storybook/test';
import { Button } from '../../lib/ui/button';

const meta = preview.meta({
  title: 'UI/Button',
  component: Button,
  args: { children: 'Analyze Dream', onClick: fn() },
});

export const Primary = meta.story();
export const Secondary = meta.story({ args: { variant: 'secondary' } });
export const Ghost = meta.story({ args: { variant: 'ghost' } });
export const Danger = meta.story({ args: { variant: 'danger', children: 'Delete Account' } });
export const Small = meta.story({ args: { size: 'sm' } });
export const Busy = meta.story({ args: { busy: true } });
export const Disabled = meta.story({ args: { disabled: true } });
