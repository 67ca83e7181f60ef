import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { messageOf } from '../../lib/core/api/errors';
import { Button } from '../../lib/ui/button';
import { Card } from '../../lib/ui/card';
import { CountdownButton } from '../../lib/ui/countdown-button';
import { PageFrame } from '../../lib/ui/page-frame';
import { TextField } from '../../lib/ui/text-field';
import { toast } from '../toasts';
import { toastFailure } from '../failure-toast';
import { useCountdown } from '../hooks/use-countdown';
import { textLinkClass } from '../layout/text-link';
import { session } from '../session';
import { RESET_COOLDOWN_SECONDS } from '../timers';

/** /reset-password: request the email; afterwards the field locks and 'Try again (Ns)' counts 60 s. */
export function Component() {
  useSignals();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const countdown = useCountdown(RESET_COOLDOWN_SECONDS);
  const emailField = useRef<HTMLInputElement>(null);
  // Set by 'Try again': once the field is enabled again it takes the focus, ready for the address.
  const refocusEmail = useRef(false);

  useEffect(() => {
    if (sent || !refocusEmail.current) return;
    refocusEmail.current = false;
    emailField.current?.focus();
  }, [sent]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await session.api.requestPasswordReset(email.trim());
      toast.success('Password reset instructions have been sent to your email', { kind: 'reset' });
      setSent(true);
      countdown.start();
    } catch (error) {
      toastFailure(error, messageOf(error, 'An error occurred while resetting the password'), { kind: 'reset' });
    } finally {
      setBusy(false);
    }
  };

  const tryAgain = () => {
    refocusEmail.current = true;
    setEmail('');
    setSent(false);
    countdown.reset();
  };

  return (
    <PageFrame title="Reset Password" lead="Enter the email of your account and we will send you a link to set a new password." className="max-w-md">
      <Card>
        <form onSubmit={submit} className="grid gap-4">
          <TextField
            ref={emailField}
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            disabled={sent}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            hint={sent ? 'If an account exists for this address, the email is on its way.' : undefined}
          />
          {sent ? (
            <CountdownButton variant="secondary" className="justify-self-start" remaining={countdown.remaining.value} label="Try again" onClick={tryAgain} />
          ) : (
            <Button type="submit" busy={busy} className="justify-self-start">
              Send reset link
            </Button>
          )}
        </form>
        <p className="mt-6 text-sm text-slate-700 dark:text-night-200">
          Remembered it?{' '}
          <Link to="/login" className={textLinkClass}>
            Back to Login
          </Link>
        </p>
      </Card>
    </PageFrame>
  );
}
