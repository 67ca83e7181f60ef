import type { ComponentProps } from 'react';
import type { User } from '../core/api/contract';
import { Card } from './card';
import { cx } from './class-names';
import { formatDate } from './format';
import { LoadingState } from './spinner';

export interface UsersTableProps extends ComponentProps<'div'> {
  /** null while loading. */
  users: readonly User[] | null;
  /** Said in the table when there are no users to show. */
  emptyText?: string;
}

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-night-800 uppercase dark:text-night-100';
const td = 'px-3 py-2 text-sm text-slate-800 dark:text-night-100';

/** The admin's user list; scrolls sideways on phones instead of squeezing the columns or breaking an email mid-word. */
export function UsersTable({ users, emptyText = 'No users yet', className, ...rest }: UsersTableProps) {
  if (users === null) return <LoadingState label="Loading users…" />;
  return (
    // The scroll container is focusable so keyboard users can scroll it too.
    <Card tabIndex={0} role="region" aria-label="Users" padding="none" className={cx('overflow-x-auto shadow-none', className)} {...rest}>
      <table className="w-full min-w-[40rem] border-collapse">
        <caption className="sr-only">Registered users</caption>
        <thead className="bg-night-100/70 dark:bg-night-800/70">
          <tr>
            <th scope="col" className={th}>Username</th>
            <th scope="col" className={th}>Email</th>
            <th scope="col" className={th}>Role</th>
            <th scope="col" className={th}>Verified</th>
            <th scope="col" className={th}>Status</th>
            <th scope="col" className={th}>Joined</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-night-100 dark:divide-night-800">
          {users.length === 0 ? (
            <tr>
              <td colSpan={6} className={cx(td, 'py-6 text-center')}>{emptyText}</td>
            </tr>
          ) : (
            users.map((u) => (
              <tr key={u.id}>
                <th scope="row" className={cx(td, 'text-left font-semibold')}>{u.username}</th>
                <td className={cx(td, 'whitespace-nowrap')}>{u.email}</td>
                <td className={td}>{u.role === 'ADMIN' ? 'Admin' : 'User'}</td>
                <td className={td}>{u.email_verified ? 'Yes' : 'No'}</td>
                <td className={td}>{u.is_active ? 'Active' : 'Inactive'}</td>
                <td className={td}>
                  <time dateTime={u.created_at}>{formatDate(u.created_at)}</time>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </Card>
  );
}
