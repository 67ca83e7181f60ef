import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../lib/core/api/errors';
import { VERIFY_EMAIL_REDIRECT_MS } from '../../lib/core/timers';
import { buttonClass } from '../../lib/ui/button';
import { PageFrame } from '../../lib/ui/page-frame';
import { LoadingState } from '../../lib/ui/spinner';
import { AuthCard } from '../layout/auth-card';
import { session } from '../session';

type State = { kind: 'verifying' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

// A token can be used once; remembering the call per token keeps StrictMode's double effect harmless.
const calls = new Map<string, Promise<State>>();
function verify(token: string): Promise<State> {
  let call = calls.get(token);
  if (!call) {
    call = session.api
      .verifyEmail(token)
      .then((res): State => ({ kind: 'success', message: res?.message || 'Email verified successfully!' }))
      .catch((error: unknown): State => ({ kind: 'error', message: messageOf(error, 'Verification failed. Please try again.') }));
    calls.set(token, call);
  }
  return call;
}

/** /verify-email?token=…: verifying, then success (to /login after 3 s) or the error (SPEC §4). */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [state, setState] = useState<State>(token ? { kind: 'verifying' } : { kind: 'error', message: 'No verification token provided' });

  useEffect(() => {
    if (!token) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void verify(token).then((result) => {
      if (!live) return;
      setState(result);
      if (result.kind === 'success') {
        void session.actions.refreshUser().catch(() => {});
        timer = setTimeout(() => void navigate('/login'), VERIFY_EMAIL_REDIRECT_MS);
      }
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [token, navigate]);

  return (
    <PageFrame title="Email Verification" className="max-w-md">
      <AuthCard className="grid gap-4">
        {state.kind === 'verifying' ? (
          <LoadingState label="Verifying your email…" />
        ) : state.kind === 'success' ? (
          <>
            <p role="status" className="text-lg font-semibold text-emerald-800 dark:text-emerald-300">
              {state.message}
            </p>
            <p className="text-sm text-slate-700 dark:text-night-200">Taking you to the login page in a moment…</p>
          </>
        ) : (
          <>
            <p role="alert" className="text-lg font-semibold text-red-700 dark:text-red-300">
              {state.message}
            </p>
            <Link to="/login" className={buttonClass('secondary')}>
              Back to Login
            </Link>
          </>
        )}
      </AuthCard>
    </PageFrame>
  );
}
