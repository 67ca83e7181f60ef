import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { checkPassword, isPasswordValid } from '../core/password-rules';
import { cx } from './class-names';
import { FieldNotes, inputClass } from './text-field';

export const PASSWORD_INVALID_MESSAGE = 'Password does not meet requirements.';

export interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange'> {
  label: ReactNode;
  /** Omit to let the field keep its own value (a plain form field, read on submit). */
  value?: string;
  onValueChange?: (value: string) => void;
  /** Show the live requirements checklist (registration, reset, change). */
  showRules?: boolean;
  /** A line under the field, e.g. why the password is asked for. */
  hint?: ReactNode;
  /** The server's refusal, said under the field; marks the input invalid. */
  error?: ReactNode;
}

/** A password input with a show/hide toggle and, optionally, the password-rules checklist (tick or cross per rule). */
export function PasswordField({ label, value: controlled, onValueChange, showRules = false, hint, error, id, className, onBlur, ...rest }: PasswordFieldProps) {
  const autoId = useId();
  const [own, setOwn] = useState('');
  const value = controlled ?? own;
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  const [touched, setTouched] = useState(false);
  const results = checkPassword(value);
  const invalid = showRules && touched && !isPasswordValid(value);
  const rulesId = `${inputId}-rules`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const shownError = error ?? (invalid ? PASSWORD_INVALID_MESSAGE : null);
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-night-900 dark:text-night-100">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => {
            setOwn(e.target.value);
            onValueChange?.(e.target.value);
            if (showRules) setTouched(true);
          }}
          onBlur={(e) => {
            if (value) setTouched(true);
            onBlur?.(e);
          }}
          aria-invalid={invalid || Boolean(error) || undefined}
          aria-describedby={cx(showRules && rulesId, hint && hintId, shownError && errorId) || undefined}
          className={cx(inputClass, 'pr-20')}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-lg px-2 py-1 text-sm font-medium text-night-700 hover:bg-night-100 dark:text-night-200 dark:hover:bg-night-800"
        >
          {visible ? 'Hide' : 'Show'}
          <span className="sr-only"> password</span>
        </button>
      </div>
      {showRules ? (
        <ul id={rulesId} aria-label="Password requirements" className="grid gap-1 text-sm sm:grid-cols-2">
          {results.map(({ rule, ok }) => (
            <li key={rule.id} className={cx('flex items-center gap-2', ok ? 'text-emerald-800 dark:text-emerald-300' : 'text-slate-700 dark:text-night-200')}>
              <span aria-hidden="true" className="w-4 text-center font-bold">
                {ok ? '✓' : '✗'}
              </span>
              <span>
                {rule.label}
                <span className="sr-only">{ok ? ' (met)' : ' (not met)'}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldNotes hint={hint} hintId={hintId} error={shownError} errorId={errorId} />
    </div>
  );
}
