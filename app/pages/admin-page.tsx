import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { toast } from '../../lib/ui/toast-host';
import type { AdminStats, Settings, User } from '../../lib/core/api/contract';
import { countWithinDays, WEEK_DAYS } from '../../lib/core/statistics';
import { MaintenanceBanner } from '../../lib/ui/banner';
import { Button } from '../../lib/ui/button';
import { Modal } from '../../lib/ui/modal';
import { PageFrame } from '../../lib/ui/page-frame';
import { SettingsForm } from '../../lib/ui/settings-form';
import { LoadingState } from '../../lib/ui/spinner';
import { StatisticsCards } from '../../lib/ui/statistics-cards';
import { UsersTable } from '../../lib/ui/users-table';
import { noteApiError, session } from '../session';
import { ActivityList } from './admin/activity-list';
import { LiveClock } from './admin/live-clock';

/** /admin: users, real figures from GET /admin/stats and the three settings. ADMIN only (SPEC §2, §6). */
export function Component() {
  useSignals();
  const [access] = useState(() => (session.state.status.peek() === 'none' ? 'login' : session.state.isAdmin.peek() ? 'ok' : 'home'));
  const [users, setUsers] = useState<User[] | null>(null);
  const [stats, setStats] = useState<AdminStats | null>(null);
  const [settings, setSettings] = useState<Settings | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [saving, setSaving] = useState<keyof Settings | null>(null);

  useEffect(() => {
    if (access !== 'ok') return;
    Promise.all([session.api.listUsers(), session.api.getAdminStats()])
      .then(([u, s]) => {
        setUsers(u);
        setStats(s);
      })
      .catch((error: unknown) => {
        noteApiError(error);
        setUsers((u) => u ?? []);
        toast.error('Failed to load dashboard data');
      });
    session.api
      .getSettings()
      .then(setSettings)
      .catch((error: unknown) => {
        noteApiError(error);
        toast.error('Failed to load settings');
      });
  }, [access]);

  if (access === 'login') return <Navigate to="/login" replace />;
  if (access === 'home') return <Navigate to="/" replace />;

  const change = async <K extends keyof Settings>(key: K, value: Settings[K]) => {
    setSaving(key);
    try {
      await session.api.updateSetting(key, value);
      setSettings((s) => (s ? { ...s, [key]: value } : s));
      toast.success('Settings updated.');
    } catch (error) {
      noteApiError(error);
      toast.error('Failed to update settings');
    } finally {
      setSaving(null);
    }
  };

  const newThisWeek = users ? countWithinDays(users.map((u) => ({ date: u.created_at })), WEEK_DAYS) : null;
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
              { label: 'Total users', value: stats?.users_total ?? users?.length ?? null },
              { label: 'New this week', value: newThisWeek, hint: 'Joined in the last 7 days' },
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
          <UsersTable users={users} />
        </section>
      </div>
      <Modal open={settingsOpen} title="Settings" onClose={() => setSettingsOpen(false)}>
        {settings ? <SettingsForm settings={settings} onChange={change} saving={saving} /> : <LoadingState />}
      </Modal>
    </PageFrame>
  );
}
