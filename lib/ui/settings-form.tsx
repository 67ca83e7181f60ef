import { useId, useState, type ComponentProps } from 'react';
import { MAX_DREAMS_PER_DAY_RANGE, type Settings } from '../core/api/contract';
import { Button } from './button';
import { cx } from './class-names';
import { inputClass } from './text-field';

export interface SettingsFormProps extends Omit<ComponentProps<'div'>, 'onChange'> {
  settings: Settings;
  /** Called with the one setting that changed (the server takes exactly one key per PUT). */
  onChange: <K extends keyof Settings>(key: K, value: Settings[K]) => void | Promise<void>;
  /** The key being saved, if any. */
  saving?: keyof Settings | null;
}

function Toggle({ label, description, checked, busy, onToggle }: { label: string; description: string; checked: boolean; busy: boolean; onToggle: () => void }) {
  const descId = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p className="font-medium text-night-950 dark:text-night-50" aria-hidden="true">{label}</p>
        <p id={descId} className="text-sm text-slate-600 dark:text-night-200">{description}</p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        aria-describedby={descId}
        disabled={busy}
        onClick={onToggle}
        className={cx(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-60',
          checked ? 'bg-night-600' : 'bg-slate-400 dark:bg-night-700',
        )}
      >
        <span className={cx('inline-block h-5 w-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-6' : 'translate-x-1')} />
      </button>
    </div>
  );
}

/** The on/off settings, each a switch with what it does. */
const SWITCHES = [
  { key: 'allow_new_registrations', label: 'Allow new registrations', description: 'When off, nobody can create a new account.' },
  { key: 'maintenance_mode', label: 'Maintenance mode', description: 'When on, only administrators can use the service.' },
] as const;

/** The three admin settings: two switches and the daily dream cap (1–100). */
export function SettingsForm({ settings, onChange, saving = null, className, ...rest }: SettingsFormProps) {
  const capId = useId();
  const [cap, setCap] = useState(String(settings.max_dreams_per_day));
  const value = Number(cap);
  const capValid = Number.isInteger(value) && value >= MAX_DREAMS_PER_DAY_RANGE.min && value <= MAX_DREAMS_PER_DAY_RANGE.max;
  return (
    <div className={cx('grid gap-5', className)} {...rest}>
      {SWITCHES.map(({ key, label, description }) => (
        <Toggle
          key={key}
          label={label}
          description={description}
          checked={settings[key]}
          busy={saving === key}
          onToggle={() => void onChange(key, !settings[key])}
        />
      ))}
      <form
        className="grid gap-1.5"
        onSubmit={(e) => {
          e.preventDefault();
          if (capValid && value !== settings.max_dreams_per_day) void onChange('max_dreams_per_day', value);
        }}
      >
        <label htmlFor={capId} className="font-medium text-night-950 dark:text-night-50">
          Max dreams per day
        </label>
        <div className="flex gap-2">
          <input
            id={capId}
            type="number"
            inputMode="numeric"
            min={MAX_DREAMS_PER_DAY_RANGE.min}
            max={MAX_DREAMS_PER_DAY_RANGE.max}
            step={1}
            required
            value={cap}
            onChange={(e) => setCap(e.target.value)}
            aria-invalid={!capValid || undefined}
            aria-describedby={`${capId}-hint`}
            className={cx(inputClass, 'max-w-32')}
          />
          <Button type="submit" variant="secondary" busy={saving === 'max_dreams_per_day'} disabled={!capValid || value === settings.max_dreams_per_day}>
            Save
          </Button>
        </div>
        <p id={`${capId}-hint`} className={cx('text-sm', capValid ? 'text-slate-600 dark:text-night-200' : 'font-medium text-red-700 dark:text-red-300')}>
          A whole number from {MAX_DREAMS_PER_DAY_RANGE.min} to {MAX_DREAMS_PER_DAY_RANGE.max}.
        </p>
      </form>
    </div>
  );
}
