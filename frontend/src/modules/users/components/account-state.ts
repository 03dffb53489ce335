import type { UserView } from '@ea/contracts/identity';

/** What an admin needs to know about an account, in one word or two. */
export type AccountState = 'Active' | 'Locked' | 'Deactivated' | 'Suspended' | 'Invitation pending' | 'Deprovisioned';

export interface AccountStateView {
  state: AccountState;
  tone: 'success' | 'danger' | 'info' | 'neutral';
  /** Both raw values (and a lock), for admins who need the identity status and the flag themselves. */
  detail: string;
}

type AccountFields = Pick<UserView, 'status' | 'activeFlag' | 'locked'>;

/**
 * One state from the identity status (spec §4), the Active/Inactive flag and the sign-in lock.
 * Only ACTIVE and Active together can sign in, so the state names what stands in the way, the
 * most lasting obstacle first: an account removed from the identity provider, then an admin's
 * suspension, then the flag (a deactivated user who never accepted the invitation still cannot
 * sign in once they do), then a pending invitation (STAGED or PROVISIONED: no password chosen
 * yet), and last a temporary lock after failed sign-ins.
 */
export function accountState(user: AccountFields): AccountStateView {
  const detail = `Identity status: ${user.status} · Flag: ${user.activeFlag}${user.locked ? ' · Locked after failed sign-ins' : ''}`;
  const of = (state: AccountState, tone: AccountStateView['tone']) => ({ state, tone, detail });
  if (user.status === 'DEPROVISIONED') return of('Deprovisioned', 'danger');
  if (user.status === 'SUSPENDED') return of('Suspended', 'danger');
  if (user.activeFlag === 'Inactive') return of('Deactivated', 'neutral');
  if (user.status === 'STAGED' || user.status === 'PROVISIONED') return of('Invitation pending', 'info');
  if (user.locked) return of('Locked', 'danger');
  return of('Active', 'success');
}
