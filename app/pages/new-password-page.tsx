import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../lib/ui/toast-host';
import { messageOf } from '../../lib/core/api/errors';
import { isPasswordValid } from '../../lib/core/password-rules';
import { Button, buttonClass } from '../../lib/ui/button';
import { PageFrame } from '../../lib/ui/page-frame';
import { PasswordField } from '../../lib/ui/password-field';
import { AuthCard } from '../layout/auth-card';
import { noteApiError, session } from '../session';

/** /new-password?token=…: set a new password; without a token, 'Invalid Link' (SPEC §2). */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  if (!token) {
    return (
      <PageFrame title="Invalid Link" lead="This password link is missing its token. Request a new one from the login page." className="max-w-md">
        <Link to="/login" className={buttonClass()}>
          Back to Login
        </Link>
      </PageFrame>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password !== confirm) return void toast.error('Passwords do not match');
    if (!isPasswordValid(password)) return void toast.error('Password does not meet requirements');
    setBusy(true);
    try {
      await session.api.confirmPasswordReset({ token, new_password: password });
      toast.success('Password successfully changed. Please log in with your new password.');
      void navigate('/login');
    } catch (error) {
      noteApiError(error);
      toast.error(messageOf(error, 'An error occurred while changing the password'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title="Set a New Password" lead="Choose a new password for your account." className="max-w-md">
      <AuthCard>
        <form onSubmit={submit} className="grid gap-4">
          <PasswordField label="New password" autoComplete="new-password" required showRules value={password} onValueChange={setPassword} />
          <PasswordField label="Confirm new password" autoComplete="new-password" required value={confirm} onValueChange={setConfirm} />
          <Button type="submit" busy={busy} disabled={!isPasswordValid(password)} className="justify-self-start">
            Set new password
          </Button>
        </form>
      </AuthCard>
    </PageFrame>
  );
}
