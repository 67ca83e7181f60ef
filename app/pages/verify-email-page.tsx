import { useEffect } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { buttonVariants } from '../../lib/ui/button';
import { Card } from '../../lib/ui/card';
import { PageFrame } from '../../lib/ui/page-frame';
import type { verifyEmailLoader } from '../routes/page-loaders';
import { VERIFY_EMAIL_REDIRECT_MS } from '../timers';

/** /verify-email?token=…: the result (the route's loader verified while the page loaded); success goes to /login after 3 s. */
export function Component() {
  const result = useLoaderData<typeof verifyEmailLoader>();
  const navigate = useNavigate();

  useEffect(() => {
    if (result.kind !== 'success') return;
    const timer = setTimeout(() => void navigate('/login'), VERIFY_EMAIL_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [result, navigate]);

  return (
    <PageFrame title="Email Verification" className="max-w-md">
      <Card className="grid gap-4">
        {result.kind === 'success' ? (
          <>
            <p role="status" className="text-lg font-semibold text-emerald-800 dark:text-emerald-300">
              {result.message}
            </p>
            <p className="text-sm text-slate-700 dark:text-night-200">Taking you to the login page in a moment…</p>
          </>
        ) : (
          <>
            <p role="alert" className="text-lg font-semibold text-red-700 dark:text-red-300">
              {result.message}
            </p>
            <Link to="/login" className={buttonVariants({ variant: 'secondary' })}>
              Back to Login
            </Link>
          </>
        )}
      </Card>
    </PageFrame>
  );
}
