import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NavigationBar } from '../../lib/ui/navigation-bar';
import { AnchorLink } from './sample-data';

const meta = {
  title: 'UI/NavigationBar',
  component: NavigationBar,
  args: { username: null, isRealUser: false, isAdmin: false, onLogout: fn(), linkComponent: AnchorLink },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavigationBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {};
export const SignedIn: Story = { args: { username: 'carl', isRealUser: true } };
export const Admin: Story = { args: { username: 'admin', isRealUser: true, isAdmin: true } };
export const LoggingOut: Story = { args: { username: 'carl', isRealUser: true, loggingOut: true } };
export const LongUsername: Story = { args: { username: 'a-dreamer-with-a-very-long-username', isRealUser: true } };
