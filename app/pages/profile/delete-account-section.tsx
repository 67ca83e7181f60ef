import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../../lib/core/api/errors';
import { Button } from '../../../lib/ui/button';
import { ConfirmationModal } from '../../../lib/ui/confirmation-modal';
import { toast } from '../../toasts';
import { toastFailure } from '../../failure-toast';
import { currentDraftOwner, forgetDrafts } from '../../dream-drafts';
import { session } from '../../session';
import { CurrentPasswordField } from './current-password-field';
import { ProfileSection } from './profile-section';
import { useCurrentPassword } from './use-current-password';

/** Delete account, confirmed by typing exactly 'Delete {username}' and the current password. */
export function DeleteAccountSection({ username }: { username: string }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const password = useCurrentPassword();

  const close = () => {
    setOpen(false);
    password.reset();
  };

  const confirm = async () => {
    setBusy(true);
    try {
      const owner = currentDraftOwner();
      await session.actions.deleteAccount(password.value);
      forgetDrafts(owner);
      toast.success('Account deleted successfully.');
      void navigate('/login');
    } catch (error) {
      if (!password.refused(error)) toastFailure(error, messageOf(error, 'Failed to delete account'), { kind: 'delete-account' });
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
        confirmDisabled={password.value === ''}
        confirmLabel="Delete Account"
        busy={busy}
        onClose={close}
        onConfirm={confirm}
      >
        <p>All your dreams and analyses will be removed permanently.</p>
        <CurrentPasswordField {...password.field} />
      </ConfirmationModal>
    </ProfileSection>
  );
}
