import { useEffect, useState } from 'react';
import { Form, Link, useActionData, useNavigate, useNavigation, type ActionFunctionArgs } from 'react-router-dom';
import { isApiError } from '../../lib/core/api/errors';
import { isPasswordValid } from '../../lib/core/password-rules';
import { Button } from '../../lib/ui/button';
import { Card } from '../../lib/ui/card';
import { PageFrame } from '../../lib/ui/page-frame';
import { PasswordField } from '../../lib/ui/password-field';
import { TextField } from '../../lib/ui/text-field';
import { toast } from '../toasts';
import { toastFailure } from '../failure-toast';
import { textLinkClass } from '../layout/text-link';
import { session } from '../session';
import { REGISTER_REDIRECT_MS } from '../timers';
import { formText } from './form-text';

/** Creates the account; the page then says so and moves on to /login. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const password = formText(form, 'password');
  if (!isPasswordValid(password)) return { registered: false };
  try {
    const res = await session.api.register({ username: formText(form, 'username').trim(), email: formText(form, 'email').trim(), password });
    toast.success(res?.message || 'Registration successful! Please check your email to verify your account.', { kind: 'register' });
    return { registered: true };
  } catch (error) {
    toastFailure(error, isApiError(error) ? (error.detail ?? 'Registration failed. Please try again.') : 'An unexpected error occurred during registration.', { kind: 'register' });
    return { registered: false };
  }
}

/** /register: username, email and password with the live checklist; to /login 2 s after success. */
export function Component() {
  const navigate = useNavigate();
  const busy = useNavigation().state === 'submitting';
  const done = useActionData<typeof action>()?.registered === true;
  const [password, setPassword] = useState('');

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/login'), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  return (
    <PageFrame title="Register" lead="Keep a journal of your dreams, with unlimited readings and statistics." className="max-w-md">
      <Card>
        {done ? (
          <p role="status" className="text-base text-slate-800 dark:text-night-100">
            Your account is ready. Check your inbox for the verification link. Taking you to the login page…
          </p>
        ) : (
          <Form method="post" className="grid gap-4">
            <TextField label="Username" name="username" autoComplete="username" required />
            <TextField label="Email" type="email" name="email" autoComplete="email" required />
            <PasswordField label="Password" name="password" autoComplete="new-password" required showRules value={password} onValueChange={setPassword} />
            <Button type="submit" busy={busy} disabled={!isPasswordValid(password)} className="justify-self-start">
              Register
            </Button>
          </Form>
        )}
        <p className="mt-6 text-sm text-slate-700 dark:text-night-200">
          Already registered?{' '}
          <Link to="/login" className={textLinkClass}>
            Log in
          </Link>
        </p>
      </Card>
    </PageFrame>
  );
}
