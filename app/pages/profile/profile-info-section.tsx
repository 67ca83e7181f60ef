import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ERROR_CODES, type UpdateMeRequest, type User } from '../../../lib/core/api/contract';
import { hasErrorCode } from '../../../lib/core/api/errors';
import { Button } from '../../../lib/ui/button';
import { formatDate } from '../../../lib/ui/format';
import { Modal } from '../../../lib/ui/modal';
import { TextField } from '../../../lib/ui/text-field';
import { toast } from '../../toasts';
import { toastFailure } from '../../failure-toast';
import { currentDraftOwner, forgetDrafts } from '../../dream-drafts';
import { useCountdown } from '../../hooks/use-countdown';
import { focusOnMount } from '../../hooks/use-route-focus';
import { session } from '../../session';
import { EMAIL_CHANGE_REDIRECT_SECONDS } from '../../timers';
import { CurrentPasswordField } from './current-password-field';
import { ProfileSection } from './profile-section';
import { useCurrentPassword } from './use-current-password';

/** The server's normalisation: a change of case or surrounding spaces is not a new email. */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const USERNAME_TAKEN = 'This username is already taken. Please choose another.';

function updateFailureMessage(error: unknown): string {
  if (hasErrorCode(error, ERROR_CODES.emailTaken)) return 'This email is already registered by another user.';
  if (hasErrorCode(error, ERROR_CODES.usernameTaken)) return USERNAME_TAKEN;
  return 'Failed to update profile';
}

/** Basic information with its edit mode and, after an email change, the confirmation that signs the user out. */
export function ProfileInfoSection({ user }: { user: User }) {
  useSignals();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form, setForm] = useState({ username: '', email: '', first_name: '', last_name: '' });
  const currentPassword = useCurrentPassword();
  const [changedEmail, setChangedEmail] = useState<string | null>(null);
  const emailChanging = editing && !sameEmail(form.email, user.email);
  const editButton = useRef<HTMLButtonElement>(null);
  // Set when the form closes (Cancel, saved): the focus goes back to the button that opened it.
  const refocusEdit = useRef(false);

  useEffect(() => {
    if (editing || !refocusEdit.current) return;
    refocusEdit.current = false;
    editButton.current?.focus();
  }, [editing]);

  const toLogin = () => {
    countdown.stop();
    forgetDrafts(currentDraftOwner());
    void session.actions.logout({ startGuest: false }).finally(() => void navigate('/login'));
  };
  const countdown = useCountdown(EMAIL_CHANGE_REDIRECT_SECONDS, toLogin);

  const startEditing = () => {
    setForm({ username: user.username, email: user.email, first_name: user.first_name ?? '', last_name: user.last_name ?? '' });
    currentPassword.reset();
    setEditing(true);
  };
  const stopEditing = () => {
    refocusEdit.current = true;
    setEditing(false);
    currentPassword.reset();
  };
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      const changes: UpdateMeRequest = {
        username: form.username.trim(),
        email: form.email.trim(),
        first_name: form.first_name.trim() || null,
        last_name: form.last_name.trim() || null,
      };
      // Only a new email needs the password; it is never sent along with other edits.
      if (emailChanging) changes.current_password = currentPassword.value;
      const res = await session.actions.updateProfile(changes);
      stopEditing();
      if (res.email_changed) {
        setChangedEmail(res.email);
        countdown.start();
      } else {
        toast.success('Profile updated successfully!', { kind: 'profile' });
      }
    } catch (error) {
      if (!currentPassword.refused(error)) toastFailure(error, updateFailureMessage(error), { kind: 'profile' });
    } finally {
      setSaving(false);
    }
  };

  const rows: [string, React.ReactNode][] = [
    ['First name', user.first_name || '–'],
    ['Last name', user.last_name || '–'],
    ['Username', user.username],
    [
      'Email',
      <span key="email" className="flex flex-wrap items-center gap-2">
        <span className="[overflow-wrap:anywhere]">{user.email}</span>
        <span
          className={
            user.email_verified
              ? 'rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100'
              : 'rounded-full bg-moon-100 px-2.5 py-0.5 text-xs font-semibold text-moon-700 dark:bg-moon-700/60 dark:text-moon-100'
          }
        >
          {user.email_verified ? 'Verified' : 'Unverified'}
        </span>
      </span>,
    ],
    ['Account type', user.role ? user.role.toLowerCase() : 'User'],
    ['Member since', formatDate(user.created_at)],
  ];

  return (
    <ProfileSection
      title="Basic Information"
      action={editing ? null : <Button ref={editButton} variant="secondary" size="sm" onClick={startEditing}>Edit Profile</Button>}
    >
      {editing ? (
        <form onSubmit={save} className="grid gap-4 sm:grid-cols-2">
          {/* The form replaces what the button showed: the focus starts in its first field. */}
          <TextField label="First name" autoComplete="given-name" ref={focusOnMount} {...field('first_name')} />
          <TextField label="Last name" autoComplete="family-name" {...field('last_name')} />
          <TextField label="Username" autoComplete="username" required {...field('username')} />
          <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
          {emailChanging ? (
            <CurrentPasswordField {...currentPassword.field} className="sm:col-span-2" hint="Changing your email needs your current password." />
          ) : null}
          <div className="flex gap-2 sm:col-span-2">
            <Button type="submit" busy={saving}>Save Changes</Button>
            <Button variant="secondary" onClick={stopEditing} disabled={saving}>Cancel</Button>
          </div>
        </form>
      ) : (
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600 dark:text-night-200">{label}</dt>
              <dd className="font-medium text-slate-900 dark:text-night-50">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <Modal
        open={changedEmail !== null}
        title="Email changed"
        footer={<Button onClick={toLogin}>Go to Login Now</Button>}
      >
        <p>
          Your email is now <strong className="[overflow-wrap:anywhere]">{changedEmail}</strong>. We sent a verification link there. Please log in again with your new
          email.
        </p>
        <p className="text-sm text-slate-700 dark:text-night-200">
          Redirecting to the login page in <span className="font-semibold tabular-nums">{countdown.remaining.value}</span> seconds…
        </p>
      </Modal>
    </ProfileSection>
  );
}
