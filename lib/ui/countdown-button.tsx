import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

export interface CountdownButtonProps extends ButtonProps {
  /** Seconds left; 0 means the countdown is over. */
  remaining: number;
  /** The text, e.g. 'Try again'; while counting it reads 'Try again (42s)'. */
  label: string;
  /** Keep the button usable while the countdown runs (e.g. 'Go to Login Now'). */
  enabledWhileCounting?: boolean;
  children?: ReactNode;
}

/** A button that shows the seconds left, e.g. 'Try again (42s)' during the reset-email cooldown. */
export function CountdownButton({ remaining, label, enabledWhileCounting = false, disabled, ...rest }: CountdownButtonProps) {
  const counting = remaining > 0;
  return (
    <Button disabled={disabled || (counting && !enabledWhileCounting)} {...rest}>
      <span className="tabular-nums">{counting ? `${label} (${remaining}s)` : label}</span>
    </Button>
  );
}
