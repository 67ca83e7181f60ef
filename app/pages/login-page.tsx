import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/ui/toast-host';
import { isApiError } from '../../lib/core/api/errors';
import { Button } from '../../lib/ui/button';
import { PageFrame } from '../../lib/ui/page-frame';
import { PasswordField } from '../../lib/ui/password-field';
import { TextField } from '../../lib/ui/text-field';
import { AuthCard, linkClass } from '../layout/auth-card';
import { noteApiError, session } from '../session';

/** /login: email and password; a real signed-in user is sent home (SPEC §2). */
export function Component() {
  useSignals();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [justLoggedIn, setJustLoggedIn] = useState(false);

  if (session.state.isRealUser.value && !justLoggedIn) return <Navigate to="/" replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      setJustLoggedIn(true);
      await session.actions.login(email.trim(), password);
      toast.success('Login successful!');
      void navigate('/');
    } catch (error) {
      setJustLoggedIn(false);
      noteApiError(error);
      toast.error(isApiError(error) ? (error.detail ?? 'Login failed') : 'An error occurred during login');
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title="Login" lead="Welcome back. Your dream journal is waiting." className="max-w-md">
      <AuthCard>
        <form onSubmit={submit} className="grid gap-4">
          <TextField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <PasswordField label="Password" name="password" autoComplete="current-password" required value={password} onValueChange={setPassword} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button type="submit" busy={busy}>
              Login
            </Button>
            <Link to="/reset-password" className={linkClass}>
              Forgot password?
            </Link>
          </div>
        </form>
        <p className="mt-6 text-sm text-slate-700 dark:text-night-200">
          No account yet?{' '}
          <Link to="/register" className={linkClass}>
            Create one on the Register page
          </Link>
        </p>
      </AuthCard>
    </PageFrame>
  );
}
