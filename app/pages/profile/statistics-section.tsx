import type { DreamStats } from '../../../lib/core/api/contract';
import { EmotionChart } from '../../../lib/ui/emotion-chart';
import { KeywordList } from '../../../lib/ui/keyword-list';
import { StatisticsCards } from '../../../lib/ui/statistics-cards';
import { StreakDisplay } from '../../../lib/ui/streak-display';
import { ProfileSection } from './profile-section';

/** Dream statistics, common keywords, the streak and the tone chart, as the server computes them (GET /dreams/stats). */
export function StatisticsSection({ stats, error }: { stats: DreamStats | null; error: string | null }) {
  if (!stats) {
    return (
      <ProfileSection title="Dream Statistics">
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      </ProfileSection>
    );
  }
  return (
    <>
      <ProfileSection title="Dream Statistics">
        <StatisticsCards
          items={[
            { label: 'Total dreams', value: stats.total },
            { label: 'This week', value: stats.this_week, hint: 'Last 7 days' },
            { label: 'This month', value: stats.this_month, hint: 'Last 30 days' },
          ]}
        />
        <EmotionChart dreams={stats.tone} className="mt-4" />
      </ProfileSection>
      <ProfileSection title="Common Keywords">
        <KeywordList keywords={stats.top_keywords} emptyText="Your most frequent dream keywords will appear here." />
      </ProfileSection>
      <ProfileSection title="Dream Streak">
        <StreakDisplay streak={stats.streak} />
      </ProfileSection>
    </>
  );
}
