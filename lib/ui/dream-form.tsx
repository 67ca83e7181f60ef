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
  /** The text, when the owner keeps it (a draft); without it the form keeps its own. */
  value?: string;
  onValueChange?: (dreamText: string) => void;
}

/** Why the button waits: said under it while the box is empty or holds only spaces. */
export const EMPTY_DREAM_HINT = 'Write your dream above to analyze it.';

/**
 * The dream text area and its submit button. The button stays disabled until there is text
 * (spaces alone do not count), with a hint that says so.
 */
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
  value,
  onValueChange,
  className,
  ...rest
}: DreamFormProps) {
  const [ownText, setOwnText] = useState('');
  const text = value ?? ownText;
  const setText = (next: string) => {
    if (value === undefined) setOwnText(next);
    onValueChange?.(next);
  };
  const id = useId();
  const hintId = `${id}-hint`;
  const blank = text.trim() === '';
  // Only when the text is what is missing: a locked or paused form says why elsewhere.
  const showHint = blank && !locked && !disabled && !busy;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy || locked || disabled || blank) return;
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
        // The text is the owner's (a draft, or none): after a reload the browser must not put back
        // what the box held before, which may be a previous visitor's dream. Under preact/compat,
        // which renders before the browser restores forms, it would show without the form knowing.
        autoComplete="off"
        required
        rows={6}
        maxLength={maxLength}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        disabled={locked}
        aria-describedby={showHint ? hintId : undefined}
        className="w-full resize-y rounded-xl border border-night-200 bg-white px-4 py-3 text-base text-slate-900 shadow-inner placeholder:text-slate-500 focus:border-night-500 focus:ring-2 focus:ring-night-300 focus:outline-none disabled:opacity-60 dark:border-night-700 dark:bg-night-900 dark:text-night-50 dark:placeholder:text-night-300"
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" busy={busy && !locked} disabled={locked || disabled || (blank && !busy)} aria-describedby={showHint ? hintId : undefined}>
          {locked ? lockedLabel : busy ? 'Analyzing…' : submitLabel}
        </Button>
        {showHint ? (
          <p id={hintId} className="text-sm text-slate-600 dark:text-night-200">
            {EMPTY_DREAM_HINT}
          </p>
        ) : null}
      </div>
    </form>
  );
}
