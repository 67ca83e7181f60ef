import preview from '../../.storybook/preview';
import { PageFrame } from '../../lib/ui/page-frame';

const meta = preview.meta({
  title: 'UI/PageFrame',
  component: PageFrame,
  args: { title: 'Dream History', lead: 'Every dream you have recorded, newest first.', children: <p>Page content.</p> },
  parameters: { layout: 'fullscreen' },
});

export const WithLead = meta.story();
export const TitleOnly = meta.story({ args: { lead: undefined } });
