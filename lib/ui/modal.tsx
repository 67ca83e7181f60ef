import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { cx } from './class-names';

export interface ModalProps extends Omit<ComponentProps<'dialog'>, 'open' | 'title'> {
  open: boolean;
  title: ReactNode;
  /** Escape, the close button and a click on the backdrop call this; omit to make the modal blocking. */
  onClose?: () => void;
  /** Buttons at the bottom. */
  footer?: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: showModal() gives focus trapping, inertness of the
 * page behind and Escape handling for free, and focus returns to the opener on close.
 */
export function Modal({ open, title, onClose, footer, children, className, ...rest }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault(); // the parent owns `open`
        onClose?.();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose?.();
      }}
      className={cx(
        'm-auto w-[min(100%-2rem,32rem)] rounded-2xl border border-night-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-night-950/60 backdrop:backdrop-blur-sm dark:border-night-700 dark:bg-night-900 dark:text-night-50',
        className,
      )}
      {...rest}
    >
      {open ? (
        <div className="grid gap-4 p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="font-serif text-xl font-semibold text-night-950 dark:text-night-50">
              {title}
            </h2>
            {onClose ? (
              <button
                type="button"
                onClick={onClose}
                className="-mt-1 -mr-2 rounded-lg p-2 text-night-700 hover:bg-night-100 dark:text-night-200 dark:hover:bg-night-800"
              >
                <span aria-hidden="true">✕</span>
                <span className="sr-only">Close</span>
              </button>
            ) : null}
          </div>
          <div className="grid gap-3 text-base">{children}</div>
          {footer ? <div className="flex flex-wrap justify-end gap-2">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
