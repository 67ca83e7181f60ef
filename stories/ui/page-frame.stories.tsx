import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageFrame } from '../../lib/ui/page-frame';

const meta = {
  title: 'UI/PageFrame',
  component: PageFrame,
  args: { title: 'Dream History', lead: 'Every dream you have recorded, newest first.', children: <p>Page content.</p> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLead: Story = {};
export const TitleOnly: Story = { args: { lead: undefined } };
