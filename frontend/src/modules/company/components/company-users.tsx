import type { Company } from '@ea/contracts/directory';
import type { UserView } from '@ea/contracts/identity';
import { generatePath, Link } from 'react-router-dom';
import { useUserList } from '@/api/identity/users.ts';
import { paths } from '@/app/paths.ts';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';

/** How many of the channel's users one request reads; beyond it the Users list has them all. */
const USERS_READ = 500;

/**
 * The users who work on this company: its channel's users (the identity service's users list,
 * filtered by channel) except those confined to another single company.
 */
export function companyUsers(users: readonly UserView[], company: Pick<Company, 'id'>): UserView[] {
  return users.filter((user) => user.singleCompanyId === null || user.singleCompanyId === company.id);
}

export function CompanyUsers({ company }: { company: Company }) {
  const channelUsers = `/users?clientfilter=${company.channelId}`;
  const list = {
    page: 1,
    size: USERS_READ,
    get: (name: string) => (name === 'clientfilter' ? String(company.channelId) : name === 'sort' ? 'lastName' : null),
  };
  const { data, error, isLoading } = useUserList(list);
  if (isLoading) return <Skeleton lines={3} label="Loading users" />;
  if (error || !data) return <EmptyState title="The users could not be read" message={(error as Error | undefined)?.message} />;
  const users = companyUsers(data.items, company);
  if (users.length === 0) return <EmptyState title="No users" message="No user of this company's channel works on it yet." />;
  return (
    <>
      <table className="company-page__table">
        <caption className="visually-hidden">Users of {company.name}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Roles</th>
            <th scope="col">Access</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td>
                <Link to={generatePath(paths.users.edit, { userId: String(user.id) })}>
                  {`${user.firstName} ${user.lastName}`.trim() || user.userName}
                </Link>
              </td>
              <td>{user.email}</td>
              <td>{user.roles.map((role) => role.name).join(', ') || '—'}</td>
              <td>{user.singleCompanyId === company.id ? 'This company only' : 'Whole channel'}</td>
              <td>
                <span className={`badge ${user.activeFlag === 'Active' ? 'badge--success' : ''}`}>{user.activeFlag}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.total > data.items.length && (
        <p className="company-page__more">
          <Link to={channelUsers}>All {data.total} users of the channel</Link>
        </p>
      )}
    </>
  );
}
