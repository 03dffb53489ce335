import { AuditLogScreen } from '../../../ui/audit-log/audit-log-screen.tsx';
import type { Column } from '../../../ui/data-table/data-table.tsx';
import { ListScreen } from '../../../ui/page/list-screen.tsx';
import { PlaceholderPage } from '../../../ui/page/placeholder-page.tsx';
import { UserListFilters } from '../components/user-list-filters.tsx';

interface UserRow {
  id: string;
  email: string;
  userName: string;
  firstName: string;
  lastName: string;
  channel: string;
  roles: string;
}

const columns: Column<UserRow>[] = [
  { key: 'email', header: 'Email', sortable: true },
  { key: 'userName', header: 'User name', sortable: true },
  { key: 'firstName', header: 'First name' },
  { key: 'lastName', header: 'Last name' },
  { key: 'channel', header: 'Channel' },
  { key: 'roles', header: 'Roles' },
];

export function UserListPage() {
  return (
    <ListScreen<UserRow>
      kind="users"
      columns={columns}
      rowKey={(row) => row.id}
      searchParam="filter"
      description="People who can sign in, with their channel, roles and products."
      filters={(list) => <UserListFilters list={list} />}
      emptyTitle="Users will appear here"
      emptyMessage="Users of your channel are listed with their roles; filter them by channel and role."
    />
  );
}

export function AddUserPage() {
  return (
    <PlaceholderPage
      emptyTitle="The user form will appear here"
      emptyMessage="A user needs an email, a user name, a first and last name, a channel, roles and products."
    />
  );
}

export function UserAuditLogPage() {
  return (
    <AuditLogScreen emptyTitle="User changes will appear here" emptyMessage="Sign-ins, role changes and account updates are recorded." />
  );
}
