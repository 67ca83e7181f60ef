import preview from '../../.storybook/preview';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ConfirmationModal, type ConfirmationModalProps } from '../../lib/ui/confirmation-modal';
import { PasswordField } from '../../lib/ui/password-field';

const meta = preview.meta({
  title: 'UI/ConfirmationModal',
  component: ConfirmationModal,
  args: { open: true, title: 'Delete your account?', onClose: fn(), onConfirm: fn(), confirmLabel: 'Delete Account', children: <p>All your dreams will be removed.</p> },
  parameters: { layout: 'fullscreen' },
});

/** The account deletion of the profile page: the phrase and the current password, with the server's refusal when there is one. */
function WithPassword({ error, ...args }: ConfirmationModalProps & { error?: string }) {
  const [password, setPassword] = useState(error ? 'not-my-password' : '');
  return (
    <ConfirmationModal {...args} confirmDisabled={password === ''}>
      <p>All your dreams will be removed.</p>
      <PasswordField label="Current password" autoComplete="current-password" required value={password} onValueChange={setPassword} error={error} />
    </ConfirmationModal>
  );
}

export const RequiresPhrase = meta.story({ args: { requiredPhrase: 'Delete carl' } });
export const Simple = meta.story({ args: { title: 'Log out everywhere?', confirmLabel: 'Confirm', tone: 'primary' } });
export const Busy = meta.story({ args: { requiredPhrase: 'Delete carl', busy: true } });
export const RequiresPhraseAndPassword = meta.story({ args: { requiredPhrase: 'Delete carl' }, render: (args) => <WithPassword {...args} /> });
export const PasswordRefused = meta.story({
  args: { requiredPhrase: 'Delete carl' },
  render: (args) => <WithPassword {...args} error="Current password is incorrect." />,
});
