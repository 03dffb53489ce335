import type { AuditAction, UserView } from '@ea/contracts';
import { generatePath, Link, useParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { AuditLogScreen } from '../../../ui/audit-log/audit-log-screen.tsx';
import type { Column } from '../../../ui/data-table/data-table.tsx';
import { useListState } from '../../../ui/list-state/use-list-state.ts';
import { EmptyState } from '../../../ui/page/empty-state.tsx';
import { ListScreen } from '../../../ui/page/list-screen.tsx';
import { PageHeader } from '../../../ui/page/page-header.tsx';
import { useRouteTitle } from '../../../ui/page/route-title.ts';
import { SectionCard } from '../../../ui/page/section-card.tsx';
import { Skeleton } from '../../../ui/page/skeleton.tsx';
import { describeAuditEntry, useUserAuditLog } from '../api/user-audit-log-api.ts';
import { useUser, useUserList } from '../api/users-api.ts';
import { useSaveUser } from '../components/use-save-user.ts';
import { UserAccountActions } from '../components/user-account-actions.tsx';
import { UserForm } from '../components/user-form.tsx';
import { emptyUserForm, userFormValuesOf } from '../components/user-form-values.ts';
import { UserListFilters } from '../components/user-list-filters.tsx';
import { UserStatus } from '../components/user-status.tsx';
import '../components/user-form.css';

export { UserImportPage } from '../bulk-import/user-import-page.tsx';

const editPath = (id: number) => generatePath(paths.users.edit, { userId: String(id) });

const columns: Column<UserView>[] = [
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

export function UserListPage() {
  const list = useListState('users');
  const users = useUserList(list);
  return (
    <ListScreen<UserView>
      kind="users"
      columns={columns}
      rowKey={(row) => String(row.id)}
      rows={users.data?.items}
      total={users.data?.total}
      loading={users.isLoading}
      error={users.error ? (users.error as Error).message : null}
      searchParam="filter"
      description="People who can sign in, with their channel, roles and identity status."
      actions={
        <>
          <Link className="button" to={paths.users.bulkImport}>
            Bulk Import
          </Link>
          <Link className="button button--primary" to={paths.users.add}>
            Add user
          </Link>
        </>
      }
      filters={(state) => <UserListFilters list={state} />}
      emptyTitle="No users match"
      emptyMessage="Change the search or filters, or add a user."
    />
  );
}

export function AddUserPage() {
  const save = useSaveUser(null);
  return (
    <>
      <PageHeader title={useRouteTitle()} description="The new user gets an email with a link to choose a password." />
      <UserForm initial={emptyUserForm} submitLabel="Add user" onSave={save} />
    </>
  );
}

export function EditUserPage() {
  const id = Number(useParams().userId);
  const user = useUser(Number.isInteger(id) && id > 0 ? id : null);
  const save = useSaveUser(id);
  const title = useRouteTitle();
  if (user.error) {
    return (
      <>
        <PageHeader title={title} />
        <SectionCard>
          <EmptyState
            title="This user could not be opened"
            message={user.error.message}
            action={<Link to={paths.users.list}>Back to users</Link>}
          />
        </SectionCard>
      </>
    );
  }
  if (!user.data) {
    return (
      <>
        <PageHeader title={title} />
        <Skeleton lines={6} label="Loading user" />
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} description={user.data.email} />
      <section className="user-account card" aria-label="Account">
        <span className="user-account__facts">
          <UserStatus user={user.data} />
          <span>Updated {new Date(user.data.updatedAt).toLocaleString('en-US')}</span>
        </span>
        <span className="user-actions">
          <UserAccountActions user={user.data} />
        </span>
      </section>
      <UserForm key={user.data.id} initial={userFormValuesOf(user.data)} submitLabel="Save changes" onSave={save} />
    </>
  );
}

/** The spec's actions a user manager filters by; sign-ins and lockouts are listed too, under their own names. */
const USER_AUDIT_ACTIONS: readonly AuditAction[] = ['Create', 'Update', 'Delete', 'Revoke'];

export function UserAuditLogPage() {
  const list = useListState('auditLog');
  const log = useUserAuditLog(list);
  const rows = log.data?.items.map((entry) => ({
    id: String(entry.id),
    occurredAt: new Date(entry.occurredAt).toLocaleString('en-US'),
    user: entry.actorEmail ?? 'System',
    // Identity also records sign-ins, lockouts and password changes, shown under their own names.
    action: entry.action as AuditAction,
    details: describeAuditEntry(entry),
  }));
  return (
    <AuditLogScreen
      actions={USER_AUDIT_ACTIONS}
      rows={rows}
      total={log.data?.total}
      loading={log.isLoading}
      emptyTitle="No user changes recorded"
      emptyMessage="Sign-ins, role changes and account updates are recorded here."
    />
  );
}
