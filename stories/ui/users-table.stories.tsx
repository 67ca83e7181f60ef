import type { Meta, StoryObj } from '@storybook/react-vite';
import { UsersTable } from '../../lib/ui/users-table';
import { sampleUsers } from './sample-data';

const meta = {
  title: 'UI/UsersTable',
  component: UsersTable,
  args: { users: sampleUsers },
} satisfies Meta<typeof UsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Users: Story = {};
export const Empty: Story = { args: { users: [] } };
export const Loading: Story = { args: { users: null } };
