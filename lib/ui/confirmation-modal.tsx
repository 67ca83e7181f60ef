import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { Modal, type ModalProps } from './modal';
import { TextField } from './text-field';

export interface ConfirmationModalProps extends Omit<ModalProps, 'footer' | 'onClose' | 'onSubmit'> {
  onClose: () => void;
  onConfirm: () => void | Promise<void>;
  confirmLabel?: string;
  /** The exact text a person must type before confirming, e.g. 'Delete alice'. */
  requiredPhrase?: string;
  /** Keeps the confirm button disabled, e.g. until fields passed as children are filled. */
  confirmDisabled?: boolean;
  busy?: boolean;
  tone?: 'danger' | 'primary';
  children?: ReactNode;
}

/** A modal asking to confirm an action, optionally only after typing an exact phrase (e.g. 'Delete {username}' before deleting an account). */
export function ConfirmationModal({
  onClose,
  onConfirm,
  confirmLabel = 'Confirm',
  requiredPhrase,
  confirmDisabled = false,
  busy = false,
  tone = 'danger',
  open,
  children,
  ...rest
}: ConfirmationModalProps) {
  const [typed, setTyped] = useState('');
  const matches = requiredPhrase === undefined || typed === requiredPhrase;
  const ready = matches && !confirmDisabled;
  const close = () => {
    setTyped('');
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready && !busy) void onConfirm();
  };
  return (
    <Modal open={open} onClose={close} {...rest}>
      <form onSubmit={submit} className="grid gap-4">
        {children}
        {requiredPhrase !== undefined ? (
          <TextField
            label={
              <>
                Type <strong className="font-mono">{requiredPhrase}</strong> to confirm
              </>
            }
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant={tone} disabled={!ready} busy={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
