import type { ReactNode, Ref } from 'react';
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
  return (
    <PasswordField
      ref={ref}
      className={className}
      label="Current password"
      name="current_password"
      autoComplete="current-password"
      required
      value={value}
      onValueChange={onValueChange}
      hint={hint}
      error={error}
    />
  );
}
