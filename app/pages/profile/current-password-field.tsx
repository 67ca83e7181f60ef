import { useId, type ReactNode, type Ref } from 'react';
import { PasswordField } from '../../../lib/ui/password-field';

export interface CurrentPasswordFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  /** The server's refusal (wrong, missing, too many tries), said beside the field. */
  error: string | null;
  /** Why the password is asked for, when the form does not make it obvious. */
  hint?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The account's password asked again before a change a stolen session must not be able to make. */
export function CurrentPasswordField({ value, onValueChange, error, hint, className, ref }: CurrentPasswordFieldProps) {
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`grid gap-1.5 ${className ?? ''}`}>
      <PasswordField
        ref={ref}
        label="Current password"
        name="current_password"
        autoComplete="current-password"
        required
        value={value}
        onValueChange={onValueChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600 dark:text-night-200">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
