import type { Dream } from '../../../lib/core/api/contract';
import { dreamStatistics } from '../../../lib/core/statistics';
import { EmotionChart } from '../../../lib/ui/emotion-chart';
import { KeywordList } from '../../../lib/ui/keyword-list';
import { StatisticsCards } from '../../../lib/ui/statistics-cards';
import { StreakDisplay } from '../../../lib/ui/streak-display';
import { ProfileSection } from './profile-section';

/** Dream statistics, common keywords, the streak and the tone chart, all computed from the dream list (no extra server call). */
export function StatisticsSection({ dreams, error }: { dreams: Dream[] | null; error: string | null }) {
  if (!dreams) {
    return (
      <ProfileSection title="Dream Statistics">
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      </ProfileSection>
    );
  }
  const stats = dreamStatistics(dreams);
  return (
    <>
      <ProfileSection title="Dream Statistics">
        <StatisticsCards
          items={[
            { label: 'Total dreams', value: stats.total },
            { label: 'This week', value: stats.thisWeek, hint: 'Last 7 days' },
            { label: 'This month', value: stats.thisMonth, hint: 'Last 30 days' },
          ]}
        />
        <EmotionChart dreams={dreams} className="mt-4" />
      </ProfileSection>
      <ProfileSection title="Common Keywords">
        <KeywordList keywords={stats.commonKeywords} emptyText="Your most frequent dream keywords will appear here." />
      </ProfileSection>
      <ProfileSection title="Dream Streak">
        <StreakDisplay streak={stats.streak} />
      </ProfileSection>
    </>
  );
}
