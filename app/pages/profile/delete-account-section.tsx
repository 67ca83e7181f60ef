import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/ui/toast-host';
import { messageOf } from '../../../lib/core/api/errors';
import { Button } from '../../../lib/ui/button';
import { ConfirmationModal } from '../../../lib/ui/confirmation-modal';
import { noteApiError, session } from '../../session';
import { CurrentPasswordField } from './current-password-field';
import { passwordRefusal } from './password-refusal';
import { ProfileSection } from './profile-section';

/** Delete account, confirmed by typing exactly 'Delete {username}' and the current password. */
export function DeleteAccountSection({ username }: { username: string }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const close = () => {
    setOpen(false);
    setPassword('');
    setPasswordError(null);
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await session.actions.deleteAccount(password);
      toast.success('Account deleted successfully.');
      void navigate('/login');
    } catch (error) {
      noteApiError(error);
      const refusal = passwordRefusal(error);
      if (refusal !== null) {
        // Said inside the modal, beside the field: a toast would sit behind the modal, inert.
        setPasswordError(refusal);
        passwordRef.current?.focus();
        passwordRef.current?.select();
      } else {
        toast.error(messageOf(error, 'Failed to delete account'));
      }
      setBusy(false);
    }
  };

  return (
    <ProfileSection title="Delete Account">
      <p className="mb-4 text-slate-700 dark:text-night-200">Deleting your account removes your profile and every dream in your journal. This cannot be undone.</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <ConfirmationModal
        open={open}
        title="Delete your account?"
        requiredPhrase={`Delete ${username}`}
        confirmDisabled={password === ''}
        confirmLabel="Delete Account"
        busy={busy}
        onClose={close}
        onConfirm={confirm}
      >
        <p>All your dreams and analyses will be removed permanently.</p>
        <CurrentPasswordField
          ref={passwordRef}
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            setPasswordError(null);
          }}
          error={passwordError}
        />
      </ConfirmationModal>
    </ProfileSection>
  );
}
