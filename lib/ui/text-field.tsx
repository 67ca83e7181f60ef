import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from './class-names';

export const inputClass =
  'w-full rounded-xl border border-night-200 bg-white px-4 py-2.5 text-base text-slate-900 shadow-inner placeholder:text-slate-500 focus:border-night-500 focus:ring-2 focus:ring-night-300 focus:outline-none disabled:opacity-60 aria-[invalid=true]:border-red-600 dark:border-night-700 dark:bg-night-900 dark:text-night-50 dark:placeholder:text-night-300';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: ReactNode;
  /** A line under the field, e.g. a format hint. */
  hint?: ReactNode;
  /** An error shown under the field; marks the input invalid. */
  error?: ReactNode;
}

export interface FieldNotesProps {
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
}

/**
 * The lines under a field: a hint, then an error. Their ids are for the input's
 * aria-describedby, so a screen reader reads them with the field.
 */
export function FieldNotes({ hint, hintId, error, errorId }: FieldNotesProps) {
  return (
    <>
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
    </>
  );
}

/** A labelled input with an optional hint and error, wired up with aria-describedby. */
export function TextField({ label, hint, error, id, className, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-night-900 dark:text-night-100">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(hintId, errorId) || undefined}
        className={inputClass}
        {...rest}
      />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
