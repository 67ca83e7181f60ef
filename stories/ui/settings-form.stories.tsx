import preview from '../../.storybook/preview';
import { fn } from 'storybook/test';
import { DEFAULT_SETTINGS } from '../../lib/core/api/contract';
import { SettingsForm } from '../../lib/ui/settings-form';

const meta = preview.meta({
  title: 'UI/SettingsForm',
  component: SettingsForm,
  args: { settings: DEFAULT_SETTINGS, onChange: fn() },
});

export const Defaults = meta.story();
export const MaintenanceOn = meta.story({ args: { settings: { allow_new_registrations: false, maintenance_mode: true, max_dreams_per_day: 100 } } });
export const Saving = meta.story({ args: { saving: 'maintenance_mode' } });
