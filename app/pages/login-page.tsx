import { Form, Link, redirect, useNavigation, type ActionFunctionArgs } from 'react-router-dom';
import { isApiError } from '../../lib/core/api/errors';
import { Button } from '../../lib/ui/button';
import { Card } from '../../lib/ui/card';
import { PageFrame } from '../../lib/ui/page-frame';
import { PasswordField } from '../../lib/ui/password-field';
import { TextField } from '../../lib/ui/text-field';
import { toast } from '../toasts';
import { textLinkClass } from '../layout/text-link';
import { session } from '../session';
import { formText } from './form-text';

/** Signs in, then goes home; a refusal shows the server's reason and keeps the form. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  try {
    await session.actions.login(formText(form, 'email').trim(), formText(form, 'password'));
  } catch (error) {
    toast.error(isApiError(error) ? (error.detail ?? 'Login failed') : 'An error occurred during login', { kind: 'session' });
    return null;
  }
  toast.success('Login successful!', { kind: 'session' });
  return redirect('/');
}

/** /login: email and password; a signed-in user never gets here (the route's guard sends them home). */
export function Component() {
  const busy = useNavigation().state === 'submitting';
  return (
    <PageFrame title="Login" lead="Welcome back. Your dream journal is waiting." className="max-w-md">
      <Card>
        <Form method="post" className="grid gap-4">
          <TextField label="Email" type="email" name="email" autoComplete="email" required />
          <PasswordField label="Password" name="password" autoComplete="current-password" required />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button type="submit" busy={busy}>
              Login
            </Button>
            <Link to="/reset-password" className={textLinkClass}>
              Forgot password?
            </Link>
          </div>
        </Form>
        <p className="mt-6 text-sm text-slate-700 dark:text-night-200">
          No account yet?{' '}
          <Link to="/register" className={textLinkClass}>
            Create one on the Register page
          </Link>
        </p>
      </Card>
    </PageFrame>
  );
}
