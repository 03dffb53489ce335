import type { UserView } from '@ea/contracts/identity';
import { generatePath, Link } from 'react-router-dom';
import { paths } from '@/app/paths.ts';
import type { Column } from '@/ui/data-table/data-table.tsx';
import { UserAccountActions } from './user-account-actions.tsx';
import { UserStatus } from './user-status.tsx';

const editPath = (id: number) => generatePath(paths.users.edit, { userId: String(id) });

/** The user list's columns: who, where, which roles, their status, and the account actions. */
export const userColumns: Column<UserView>[] = [
  { key: 'email', header: 'Email', sortable: true, render: (user) => <Link to={editPath(user.id)}>{user.email}</Link> },
  { key: 'userName', header: 'User name', sortable: true },
  { key: 'lastName', header: 'Name', sortable: true, render: (user) => `${user.firstName} ${user.lastName}` },
  { key: 'channel', header: 'Channel', render: (user) => user.channelName ?? '—' },
  { key: 'roles', header: 'Roles', render: (user) => user.roles.map((role) => role.name).join(', ') },
  { key: 'status', header: 'Status', sortable: true, width: '190px', render: (user) => <UserStatus user={user} /> },
  {
    key: 'actions',
    header: 'Actions',
    width: '190px',
    render: (user) => (
      <span className="user-actions">
        <Link className="button" to={editPath(user.id)} aria-label={`Edit ${user.email}`}>
          Edit
        </Link>
        <UserAccountActions user={user} compact />
      </span>
    ),
  },
];
