import preview from '../../.storybook/preview';
import { UsersTable } from '../../lib/ui/users-table';
import { sampleUsers } from './sample-data';

const meta = preview.meta({
  title: 'UI/UsersTable',
  component: UsersTable,
  args: { users: sampleUsers },
});

export const Users = meta.story();
export const Empty = meta.story({ args: { users: [] } });
export const Loading = meta.story({ args: { users: null } });
