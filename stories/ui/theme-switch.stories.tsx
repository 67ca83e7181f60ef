import type { Meta, StoryObj } from '@storybook/react-vite';
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

const meta = {
  title: 'UI/ThemeSwitch',
  component: ThemeSwitch,
  args: { value: 'system', onChange: fn() },
  render: (args) => (
    <div className="p-4">
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As in the phone menu: the legend and every option named. */
export const FollowsTheSystem: Story = {};
export const Light: Story = { args: { value: 'light' } };
export const Dark: Story = { args: { value: 'dark' } };
/** As in the wide header: icons only from 1280 px on, the names kept for screen readers and tooltips. */
export const CompactOnWideScreens: Story = { args: { display: 'wide-compact' } };
