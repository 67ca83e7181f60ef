import { useId, type ComponentProps } from 'react';
import type { ThemeChoice } from '../core/theme';
import { cx } from './class-names';

/** The icons' drawings: a sun and a screen on a 20-unit grid, a crescent moon on a 32-unit one. */
const SUN = 'M10 14a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0-14a1 1 0 0 1 1 1v1.5a1 1 0 1 1-2 0V1a1 1 0 0 1 1-1zm0 16.5a1 1 0 0 1 1 1V19a1 1 0 1 1-2 0v-1.5a1 1 0 0 1 1-1zM20 10a1 1 0 0 1-1 1h-1.5a1 1 0 1 1 0-2H19a1 1 0 0 1 1 1zM3.5 10a1 1 0 0 1-1 1H1a1 1 0 1 1 0-2h1.5a1 1 0 0 1 1 1zm13.57-7.07a1 1 0 0 1 0 1.41l-1.06 1.06a1 1 0 0 1-1.41-1.41l1.06-1.06a1 1 0 0 1 1.41 0zM5.4 14.6a1 1 0 0 1 0 1.41l-1.06 1.06a1 1 0 0 1-1.41-1.41l1.06-1.06a1 1 0 0 1 1.41 0zm11.67 2.47a1 1 0 0 1-1.41 0l-1.06-1.06a1 1 0 0 1 1.41-1.41l1.06 1.06a1 1 0 0 1 0 1.41zM5.4 5.4a1 1 0 0 1-1.41 0L2.93 4.34a1 1 0 0 1 1.41-1.41L5.4 3.99a1 1 0 0 1 0 1.41z';
const MOON = 'M20 4a12 12 0 1 0 8 20A10 10 0 0 1 20 4z';
const SCREEN = 'M3 3h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-5v1.5h2a.75.75 0 0 1 0 1.5H6a.75.75 0 0 1 0-1.5h2V15H3a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm0 2v8h14V5H3z';

interface ThemeOption {
  value: ThemeChoice;
  label: string;
  /** The icon: its viewBox, its fill classes for light and dark, and its path. */
  icon: { viewBox: string; fill: string; path: string };
}

const OPTIONS: ThemeOption[] = [
  { value: 'light', label: 'Light', icon: { viewBox: '0 0 20 20', fill: 'fill-moon-700 dark:fill-moon-300', path: SUN } },
  { value: 'dark', label: 'Dark', icon: { viewBox: '0 0 32 32', fill: 'fill-night-600 dark:fill-night-300', path: MOON } },
  { value: 'system', label: 'System', icon: { viewBox: '0 0 20 20', fill: 'fill-slate-600 dark:fill-night-200', path: SCREEN } },
];

function OptionIcon({ icon }: Pick<ThemeOption, 'icon'>) {
  return (
    <svg aria-hidden="true" viewBox={icon.viewBox} className={cx('h-4 w-4 shrink-0', icon.fill)}>
      <path d={icon.path} />
    </svg>
  );
}

export interface ThemeSwitchProps extends Omit<ComponentProps<'fieldset'>, 'onChange'> {
  value: ThemeChoice;
  onChange: (choice: ThemeChoice) => void;
  /**
   * `full` shows the legend and every option's name; `wide-compact` keeps them only for screen
   * readers from the `xl` breakpoint (1280 px) on (icons with tooltips in a one-row header).
   */
  display?: 'full' | 'wide-compact';
}

/**
 * The colour theme: Light, Dark or System (follow the device). Native radio buttons, so arrow
 * keys move between the options and screen readers announce a group named "Theme".
 */
export function ThemeSwitch({ value, onChange, display = 'full', className, ...rest }: ThemeSwitchProps) {
  const name = useId();
  const compact = display === 'wide-compact';
  return (
    <fieldset className={cx('min-w-0', className)} {...rest}>
      <legend className={cx('mb-1.5 text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-night-200', compact && 'xl:sr-only')}>
        Theme
      </legend>
      <div className="inline-flex gap-0.5 rounded-xl border border-night-200 bg-white p-0.5 dark:border-night-700 dark:bg-night-900">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            title={option.label}
            className={cx(
              'flex min-h-9 cursor-pointer items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-night-900 select-none hover:bg-night-50 dark:text-night-100 dark:hover:bg-night-800',
              'has-checked:bg-night-100 has-checked:text-night-950 dark:has-checked:bg-night-700 dark:has-checked:text-white',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-night-500',
              compact && 'xl:px-2.5',
            )}
          >
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="sr-only" />
            <OptionIcon icon={option.icon} />
            <span className={cx(compact && 'xl:sr-only')}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
