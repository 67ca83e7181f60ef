import preview from '../../.storybook/preview';
import { RecentDreams } from '../../lib/ui/recent-dreams';
import { AnchorLink, sampleDreams } from './sample-data';

const meta = preview.meta({
  title: 'UI/RecentDreams',
  component: RecentDreams,
  args: { dreams: sampleDreams, linkComponent: AnchorLink },
});

/** Six dreams: only the five newest are shown. */
export const FiveNewest = meta.story();
export const Empty = meta.story({ args: { dreams: [] } });
export const Loading = meta.story({ args: { dreams: null } });
export const Failed = meta.story({ args: { dreams: null, error: 'Failed to fetch dream history' } });
