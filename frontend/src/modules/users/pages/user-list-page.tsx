import type { UserView } from '@ea/contracts/identity';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { userListKey, useUserList } from '@/api/identity/users.ts';
import { paths } from '@/app/paths.ts';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { ListScreen } from '@/ui/page/list-screen.tsx';
import { UserBulkActions } from '../components/user-bulk-actions.tsx';
import { userColumns } from '../components/user-columns.tsx';
import { UserListFilters } from '../components/user-list-filters.tsx';
import '../components/user-form.css';

export default function UserListPage() {
  const list = useListState('users');
  const users = useUserList(list);
  // Kept across pages and filters, so a selection can be built up page by page.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <ListScreen<UserView>
      kind="users"
      columns={userColumns}
      rowKey={(row) => String(row.id)}
      rows={users.data?.items}
      total={users.data?.total}
      loading={users.isLoading}
      error={users.error ? (users.error as Error).message : null}
      searchParam="filter"
      exportFrom={{ listAddress: userListKey(list), fileName: 'users' }}
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
      selection={{ selected, onChange: setSelected }}
      selectionLabel={(user) => `Select ${user.email}`}
      aboveTable={<UserBulkActions selectedIds={[...selected].map(Number)} onClear={() => setSelected(new Set())} />}
      emptyTitle="No users match"
      emptyMessage="Change the search or filters, or add a user."
    />
  );
}
