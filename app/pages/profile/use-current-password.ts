import { useRef, useState } from 'react';
import { passwordRefusal } from './password-refusal';

/**
 * The current password asked again before a sensitive change: its value, and the server's refusal
 * said beside the field, which takes the focus (a toast would sit behind a modal, and only repeat it).
 */
export function useCurrentPassword() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  return {
    value,
    field: {
      ref,
      value,
      error,
      onValueChange: (next: string) => {
        setValue(next);
        setError(null);
      },
    },
    reset() {
      setValue('');
      setError(null);
    },
    /** True when the failure was a refusal of the password (now shown by the field); false for any other. */
    refused(failure: unknown): boolean {
      const refusal = passwordRefusal(failure);
      if (refusal === null) return false;
      setError(refusal);
      ref.current?.focus();
      ref.current?.select();
      return true;
    },
  };
}
