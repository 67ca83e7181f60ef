import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DEFAULT_SETTINGS } from '../../lib/core/api/contract';
import { SettingsForm } from '../../lib/ui/settings-form';

const meta = {
  title: 'UI/SettingsForm',
  component: SettingsForm,
  args: { settings: DEFAULT_SETTINGS, onChange: fn() },
} satisfies Meta<typeof SettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const MaintenanceOn: Story = { args: { settings: { allow_new_registrations: false, maintenance_mode: true, max_dreams_per_day: 100 } } };
export const Saving: Story = { args: { saving: 'maintenance_mode' } };
