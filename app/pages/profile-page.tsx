import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { toast } from '../../lib/ui/toast-host';
import type { Dream } from '../../lib/core/api/contract';
import { PageFrame } from '../../lib/ui/page-frame';
import { LoadingState } from '../../lib/ui/spinner';
import { noteApiError, session } from '../session';
import { ChangePasswordSection } from './profile/change-password-section';
import { DeleteAccountSection } from './profile/delete-account-section';
import { ProfileInfoSection } from './profile/profile-info-section';
import { StatisticsSection } from './profile/statistics-section';

/** /profile: basic information, security, statistics and account deletion. Guests and signed-out visitors go to /login. */
export function Component() {
  useSignals();
  // Decided on arrival: later session changes (delete, email change) navigate on their own.
  const [allowed] = useState(() => session.state.isRealUser.peek());
  const [loadFailed, setLoadFailed] = useState(false);
  const [dreams, setDreams] = useState<Dream[] | null>(null);
  const [dreamsError, setDreamsError] = useState<string | null>(null);

  useEffect(() => {
    if (!allowed) return;
    session.actions.refreshUser().catch((error: unknown) => {
      noteApiError(error);
      setLoadFailed(true);
      toast.error('Failed to load profile data');
    });
    session.api
      .listDreams()
      .then(setDreams)
      .catch((error: unknown) => {
        noteApiError(error);
        setDreamsError('Failed to fetch dream history');
      });
  }, [allowed]);

  if (!allowed) return <Navigate to="/login" replace />;
  const user = session.state.user.value;
  return (
    <PageFrame title="Your Profile" lead="Your account, your security and the patterns in your dreams.">
      {user ? (
        <div className="grid gap-6">
          {loadFailed ? (
            <p role="alert" className="font-medium text-red-700 dark:text-red-300">
              Failed to load profile data
            </p>
          ) : null}
          <ProfileInfoSection user={user} />
          <StatisticsSection dreams={dreams} error={dreamsError} />
          <ChangePasswordSection />
          <DeleteAccountSection username={user.username} />
        </div>
      ) : (
        <LoadingState />
      )}
    </PageFrame>
  );
}
