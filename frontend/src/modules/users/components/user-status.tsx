import type { UserView } from '@ea/contracts/identity';

const STATUS_TONE: Record<UserView['status'], string> = {
  ACTIVE: 'badge--success',
  STAGED: '',
  PROVISIONED: 'badge--info',
  DEPROVISIONED: 'badge--danger',
  SUSPENDED: 'badge--danger',
};

/** The identity status (spec §4), the Active/Inactive flag and a lock, as badges. */
export function UserStatus({ user }: { user: Pick<UserView, 'status' | 'activeFlag' | 'locked'> }) {
  return (
    <span className="user-status">
      <span className={`badge ${STATUS_TONE[user.status]}`} title="Identity status">
        {user.status}
      </span>
      <span className={`badge${user.activeFlag === 'Inactive' ? ' badge--danger' : ''}`}>{user.activeFlag}</span>
      {user.locked && <span className="badge badge--danger">Locked</span>}
    </span>
  );
}
