import { useState } from 'react';
import { useFetcher, useLoaderData, type ActionFunctionArgs } from 'react-router-dom';
import type { Settings } from '../../lib/core/api/contract';
import { MaintenanceBanner } from '../../lib/ui/banner';
import { Button } from '../../lib/ui/button';
import { Modal } from '../../lib/ui/modal';
import { PageFrame } from '../../lib/ui/page-frame';
import { SettingsForm } from '../../lib/ui/settings-form';
import { LoadingState } from '../../lib/ui/spinner';
import { StatisticsCards } from '../../lib/ui/statistics-cards';
import { toast } from '../toasts';
import { answerKey } from '../queries/answer-key';
import { useIdentityData } from '../queries/identity';
import type { adminLoader } from '../routes/page-loaders';
import { session } from '../session';
import { ActivityList } from './admin/activity-list';
import { LiveClock } from './admin/live-clock';
import { UserDirectory } from './admin/user-directory';

/** PUT one setting (JSON body `{ key, value }`); the route's loader then reads the settings again. */
export async function action({ request }: ActionFunctionArgs) {
  const { key, value } = (await request.json()) as { key: keyof Settings; value: Settings[keyof Settings] };
  try {
    await session.api.updateSetting(key, value);
    toast.success('Settings updated.', { kind: 'settings' });
  } catch {
    toast.error('Failed to update settings', { kind: 'settings' });
  }
  return null;
}

/** /admin: users, real figures from GET /admin/stats and the three settings (the route's guard admits admins only). */
export function Component() {
  const data = useIdentityData(useLoaderData<typeof adminLoader>());
  const save = useFetcher();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const saving = save.state === 'idle' ? null : ((save.json as { key?: keyof Settings } | undefined)?.key ?? null);
  const stats = data?.stats ?? null;
  const settings = data?.settings ?? null;

  const change = <K extends keyof Settings>(key: K, value: Settings[K]) => save.submit({ key, value }, { method: 'post', encType: 'application/json' });

  return (
    <PageFrame title="Admin Dashboard" lead={<LiveClock />} className="max-w-5xl">
      <div className="grid gap-8">
        {settings?.maintenance_mode ? <MaintenanceBanner message="Maintenance mode is on: only administrators can use the service." /> : null}
        <section aria-labelledby="overview-heading" className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="overview-heading" className="font-serif text-2xl font-semibold">Overview</h2>
            <Button variant="secondary" onClick={() => setSettingsOpen(true)} disabled={!settings}>
              Settings
            </Button>
          </div>
          <StatisticsCards
            loading={stats === null}
            items={[
              { label: 'Total users', value: stats?.users_total ?? null },
              { label: 'New this week', value: stats?.users_new_this_week ?? null, hint: 'Joined in the last 7 days' },
              { label: 'Verified users', value: stats?.users_verified ?? null },
              { label: 'Dreams recorded', value: stats?.dreams_total ?? null, hint: stats ? `${stats.dreams_today} today` : undefined },
              { label: 'Analyses', value: stats?.analyses_total ?? null, hint: stats ? `${stats.guest_analyses_total} by guests` : undefined },
              { label: 'Failed analyses', value: stats?.failed_analyses ?? null },
              { label: 'Active sessions', value: stats?.active_sessions ?? null },
            ]}
          />
        </section>
        <section aria-labelledby="activity-heading" className="grid gap-4">
          <h2 id="activity-heading" className="font-serif text-2xl font-semibold">Recent activity</h2>
          {stats ? <ActivityList entries={stats.recent_activity} /> : <LoadingState label="Loading activity…" />}
        </section>
        <section aria-labelledby="users-heading" className="grid gap-4">
          <h2 id="users-heading" className="font-serif text-2xl font-semibold">Users</h2>
          {/* Keyed on the loaded first page: a new search, or new data, starts the list afresh. */}
          {data ? <UserDirectory key={answerKey(data)} first={data.users} q={data.q} loaded /> : <UserDirectory first={null} q="" />}
        </section>
      </div>
      <Modal open={settingsOpen} title="Settings" onClose={() => setSettingsOpen(false)}>
        {settings ? <SettingsForm settings={settings} onChange={change} saving={saving} /> : <LoadingState />}
      </Modal>
    </PageFrame>
  );
}
