import type { UserView } from '@ea/contracts/identity';
import { generatePath, Link } from 'react-router-dom';
import { paths } from '@/app/paths.ts';
import type { Column } from '@/ui/data-table/data-table.tsx';
import { LastSignIn } from './last-sign-in.tsx';
import { UserAccountActions } from './user-account-actions.tsx';
import { UserStatus } from './user-status.tsx';

const editPath = (id: number) => generatePath(paths.users.edit, { userId: String(id) });

/**
 * The user list's columns: who (the name with the user name under it), where, which roles, when
 * they last signed in (or where their invitation stands), their status, and the account actions.
 * They fit a 1280 px window beside the menu.
 */
export const userColumns: Column<UserView>[] = [
  { key: 'email', header: 'Email', sortable: true, render: (user) => <Link to={editPath(user.id)}>{user.email}</Link> },
  {
    key: 'lastName',
    header: 'Name',
    sortable: true,
    render: (user) => (
      <span className="user-name user-words">
        {`${user.firstName} ${user.lastName}`}
        <span className="user-name__login" title="User name">
          {user.userName}
        </span>
      </span>
    ),
  },
  { key: 'channel', header: 'Channel', render: (user) => user.channelName ?? '—' },
  {
    key: 'roles',
    header: 'Roles',
    render: (user) => <span className="user-words">{user.roles.map((role) => role.name).join(', ')}</span>,
  },
  { key: 'lastSignIn', header: 'Last sign-in', width: '130px', render: (user) => <LastSignIn user={user} /> },
  { key: 'status', header: 'Status', sortable: true, width: '150px', render: (user) => <UserStatus user={user} /> },
  {
    key: 'actions',
    header: 'Actions',
    width: '180px',
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
