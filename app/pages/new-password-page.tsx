import { useState } from 'react';
import { Form, Link, redirect, useNavigation, useSearchParams, type ActionFunctionArgs } from 'react-router-dom';
import { messageOf } from '../../lib/core/api/errors';
import { isPasswordValid } from '../../lib/core/password-rules';
import { Button, buttonVariants } from '../../lib/ui/button';
import { Card } from '../../lib/ui/card';
import { PageFrame } from '../../lib/ui/page-frame';
import { PasswordField } from '../../lib/ui/password-field';
import { toast } from '../toasts';
import { toastFailure } from '../failure-toast';
import { session } from '../session';
import { formText } from './form-text';

/** Sets the new password with the link's token; success goes to /login. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const password = formText(form, 'password');
  if (password !== formText(form, 'confirm')) return void toast.error('Passwords do not match', { kind: 'password' });
  if (!isPasswordValid(password)) return void toast.error('Password does not meet requirements', { kind: 'password' });
  try {
    await session.api.confirmPasswordReset({ token: new URL(request.url).searchParams.get('token') ?? '', new_password: password });
  } catch (error) {
    return void toastFailure(error, messageOf(error, 'An error occurred while changing the password'), { kind: 'password' });
  }
  toast.success('Password successfully changed. Please log in with your new password.', { kind: 'password' });
  return redirect('/login');
}

/** /new-password?token=…: set a new password; without a token, 'Invalid Link'. */
export function Component() {
  const [params] = useSearchParams();
  const busy = useNavigation().state === 'submitting';
  const [password, setPassword] = useState('');

  if (!params.get('token')) {
    return (
      <PageFrame title="Invalid Link" lead="This password link is missing its token. Request a new one from the login page." className="max-w-md">
        <Link to="/login" className={buttonVariants()}>
          Back to Login
        </Link>
      </PageFrame>
    );
  }

  return (
    <PageFrame title="Set a New Password" lead="Choose a new password for your account." className="max-w-md">
      <Card>
        <Form method="post" className="grid gap-4">
          <PasswordField label="New password" name="password" autoComplete="new-password" required showRules value={password} onValueChange={setPassword} />
          <PasswordField label="Confirm new password" name="confirm" autoComplete="new-password" required />
          <Button type="submit" busy={busy} disabled={!isPasswordValid(password)} className="justify-self-start">
            Set new password
          </Button>
        </Form>
      </Card>
    </PageFrame>
  );
}
