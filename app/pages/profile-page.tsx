import { useSignals } from '@preact/signals-react/runtime';
import { useLoaderData } from 'react-router-dom';
import { PageFrame } from '../../lib/ui/page-frame';
import { LoadingState } from '../../lib/ui/spinner';
import { useIdentityData } from '../queries/identity';
import type { profileLoader } from '../routes/page-loaders';
import { session } from '../session';
import { ChangePasswordSection } from './profile/change-password-section';
import { DeleteAccountSection } from './profile/delete-account-section';
import { ProfileInfoSection } from './profile/profile-info-section';
import { StatisticsSection } from './profile/statistics-section';

/** /profile: basic information, security, statistics and account deletion (the route's guard keeps guests out). */
export function Component() {
  useSignals();
  const { profileError, stats } = useLoaderData<typeof profileLoader>();
  const figures = useIdentityData(stats);
  const user = session.state.user.value;
  return (
    <PageFrame title="Your Profile" lead="Your account, your security and the patterns in your dreams.">
      {user && figures ? (
        <div className="grid gap-6">
          {profileError ? (
            <p role="alert" className="font-medium text-red-700 dark:text-red-300">
              {profileError}
            </p>
          ) : null}
          <ProfileInfoSection user={user} />
          <StatisticsSection stats={figures.stats} error={figures.error} />
          <ChangePasswordSection />
          <DeleteAccountSection username={user.username} />
        </div>
      ) : (
        <LoadingState />
      )}
    </PageFrame>
  );
}
