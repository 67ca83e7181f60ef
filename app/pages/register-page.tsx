import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/ui/toast-host';
import { isApiError } from '../../lib/core/api/errors';
import { isPasswordValid } from '../../lib/core/password-rules';
import { REGISTER_REDIRECT_MS } from '../../lib/core/timers';
import { Button } from '../../lib/ui/button';
import { PageFrame } from '../../lib/ui/page-frame';
import { PasswordField } from '../../lib/ui/password-field';
import { TextField } from '../../lib/ui/text-field';
import { AuthCard, linkClass } from '../layout/auth-card';
import { noteApiError, session } from '../session';

/** /register: username, email and password with the live checklist; to /login 2 s after success. */
export function Component() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isPasswordValid(password)) return;
    setBusy(true);
    try {
      const res = await session.api.register({ username: username.trim(), email: email.trim(), password });
      toast.success(res?.message || 'Registration successful! Please check your email to verify your account.');
      setDone(true);
      timer.current = setTimeout(() => void navigate('/login'), REGISTER_REDIRECT_MS);
    } catch (error) {
      noteApiError(error);
      toast.error(isApiError(error) ? (error.detail ?? 'Registration failed. Please try again.') : 'An unexpected error occurred during registration.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title="Register" lead="Keep a journal of your dreams, with unlimited readings and statistics." className="max-w-md">
      <AuthCard>
        {done ? (
          <p role="status" className="text-base text-slate-800 dark:text-night-100">
            Your account is ready. Check your inbox for the verification link. Taking you to the login page…
          </p>
        ) : (
          <form onSubmit={submit} className="grid gap-4">
            <TextField label="Username" name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
            <TextField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
            <PasswordField label="Password" name="password" autoComplete="new-password" required showRules value={password} onValueChange={setPassword} />
            <Button type="submit" busy={busy} disabled={!isPasswordValid(password)} className="justify-self-start">
              Register
            </Button>
          </form>
        )}
        <p className="mt-6 text-sm text-slate-700 dark:text-night-200">
          Already registered?{' '}
          <Link to="/login" className={linkClass}>
            Log in
          </Link>
        </p>
      </AuthCard>
    </PageFrame>
  );
}
