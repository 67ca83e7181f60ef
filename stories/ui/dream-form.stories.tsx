import preview from '../../.storybook/preview';
import { fn } from 'storybook/test';
import { DreamForm } from '../../lib/ui/dream-form';

const meta = preview.meta({
  title: 'UI/DreamForm',
  component: DreamForm,
  args: { onAnalyze: fn() },
});

/** Empty: the button waits for text, and the hint under it says why. */
export const Ready = meta.story();
/** With a dream written: the button is ready. */
export const WithText = meta.story({ args: { value: 'I was swimming through a library where the books were fish.' } });
/** Spaces and line breaks alone are no dream: the button still waits. */
export const OnlySpaces = meta.story({ args: { value: '   \n  ' } });
export const Analyzing = meta.story({ args: { busy: true } });
export const GuestAllowanceUsed = meta.story({ args: { locked: true } });
export const Maintenance = meta.story({ args: { disabled: true } });
