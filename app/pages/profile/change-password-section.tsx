import { useRef, useState, type FormEvent } from 'react';
import { messageOf } from '../../../lib/core/api/errors';
import { isPasswordValid } from '../../../lib/core/password-rules';
import { Button } from '../../../lib/ui/button';
import { PasswordField } from '../../../lib/ui/password-field';
import { toast } from '../../toasts';
import { toastFailure } from '../../failure-toast';
import { focusOnMount } from '../../hooks/use-route-focus';
import { session } from '../../session';
import { ProfileSection } from './profile-section';

const EMPTY = { current: '', next: '', confirm: '' };

/** Security: the change-password form, collapsed until asked for so the profile stays short. */
export function ChangePasswordSection() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const toggle = useRef<HTMLButtonElement>(null);

  const close = () => {
    setValues(EMPTY);
    setOpen(false);
    // The form goes (Cancel, or the password changed): the focus stays on the button that opened it.
    toggle.current?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (values.next !== values.confirm) return void toast.error('New passwords do not match', { kind: 'password' });
    if (!isPasswordValid(values.next)) return void toast.error('Password does not meet requirements', { kind: 'password' });
    setBusy(true);
    try {
      await session.api.changePassword({ current_password: values.current, new_password: values.next });
      toast.success('Password changed successfully!', { kind: 'password' });
      close();
    } catch (error) {
      toastFailure(error, messageOf(error, 'Failed to change password'), { kind: 'password' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ProfileSection
      title="Security"
      action={
        <Button ref={toggle} variant="secondary" size="sm" aria-expanded={open} aria-controls="change-password-form" onClick={() => (open ? close() : setOpen(true))}>
          {open ? 'Cancel' : 'Change Password'}
        </Button>
      }
    >
      {open ? (
        <form id="change-password-form" onSubmit={submit} className="grid gap-4">
          <PasswordField label="Current password" autoComplete="current-password" required ref={focusOnMount} value={values.current} onValueChange={set('current')} />
          <PasswordField label="New password" autoComplete="new-password" required showRules value={values.next} onValueChange={set('next')} />
          <PasswordField label="Confirm new password" autoComplete="new-password" required value={values.confirm} onValueChange={set('confirm')} />
          <Button type="submit" busy={busy} className="justify-self-start">
            Update Password
          </Button>
        </form>
      ) : (
        <p id="change-password-form" className="text-slate-700 dark:text-night-200">
          Keep your journal safe with a strong password you use nowhere else.
        </p>
      )}
    </ProfileSection>
  );
}
