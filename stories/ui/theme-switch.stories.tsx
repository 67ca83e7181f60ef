import preview from '../../.storybook/preview';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { ThemeChoice } from '../../lib/core/theme';
import { ThemeSwitch, type ThemeSwitchProps } from '../../lib/ui/theme-switch';

/** The switch keeps its own choice here; in the app the device's theme preference does. */
function Stateful(props: ThemeSwitchProps) {
  const [value, setValue] = useState<ThemeChoice>(props.value);
  return (
    <ThemeSwitch
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'UI/ThemeSwitch',
  component: ThemeSwitch,
  // `as const`: a widened string would not count as the required `value`, and every story would need it again.
  args: { value: 'system' as const, onChange: fn() },
  render: (args) => (
    <div className="p-4">
      <Stateful {...args} />
    </div>
  ),
});

/** As in the phone menu: the legend and every option named. */
export const FollowsTheSystem = meta.story();
export const Light = meta.story({ args: { value: 'light' } });
export const Dark = meta.story({ args: { value: 'dark' } });
/** As in the wide header: icons only from 1280 px on, the names kept for screen readers and tooltips. */
export const CompactOnWideScreens = meta.story({ args: { display: 'wide-compact' } });
