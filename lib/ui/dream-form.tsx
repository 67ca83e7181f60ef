import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { Button } from './button';
import { cx } from './class-names';

export interface DreamFormProps extends Omit<ComponentProps<'form'>, 'onSubmit'> {
  onAnalyze: (dreamText: string) => void | Promise<void>;
  /** An analysis is running. */
  busy?: boolean;
  /** The form can no longer be used (e.g. the guest allowance is spent). */
  locked?: boolean;
  /** The service cannot take dreams right now (e.g. maintenance); the text stays editable. */
  disabled?: boolean;
  /** Button text while locked, e.g. 'Please login to get more.'. */
  lockedLabel?: string;
  submitLabel?: string;
  placeholder?: string;
  label?: string;
  maxLength?: number;
}

/** The dream text area and its submit button. */
export function DreamForm({
  onAnalyze,
  busy = false,
  locked = false,
  disabled = false,
  lockedLabel = 'Please login to get more.',
  submitLabel = 'Analyze Dream',
  placeholder = 'Describe your dream here...',
  label = 'Your dream',
  maxLength = 10_000,
  className,
  ...rest
}: DreamFormProps) {
  const [text, setText] = useState('');
  const id = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy || locked || disabled || !text.trim()) return;
    void onAnalyze(text.trim());
  };
  return (
    <form className={cx('flex flex-col gap-3', className)} onSubmit={submit} {...rest}>
      <label htmlFor={id} className="text-sm font-medium text-night-900 dark:text-night-100">
        {label}
      </label>
      <textarea
        id={id}
        name="dream_text"
        required
        rows={6}
        maxLength={maxLength}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        disabled={locked}
        className="w-full resize-y rounded-xl border border-night-200 bg-white px-4 py-3 text-base text-slate-900 shadow-inner placeholder:text-slate-500 focus:border-night-500 focus:ring-2 focus:ring-night-300 focus:outline-none disabled:opacity-60 dark:border-night-700 dark:bg-night-900 dark:text-night-50 dark:placeholder:text-night-300"
      />
      <Button type="submit" busy={busy && !locked} disabled={locked || disabled} className="self-start">
        {locked ? lockedLabel : busy ? 'Analyzing…' : submitLabel}
      </Button>
    </form>
  );
}
