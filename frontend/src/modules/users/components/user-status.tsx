import type { UserView } from '@ea/contracts/identity';
import { accountState } from './account-state.ts';

const TONE_CLASS = { success: ' badge--success', danger: ' badge--danger', info: ' badge--info', neutral: '' } as const;

/** The account's one state as a badge; hovering it gives the identity status and flag behind it. */
export function UserStatus({ user }: { user: Pick<UserView, 'status' | 'activeFlag' | 'locked'> }) {
  const { state, tone, detail } = accountState(user);
  return (
    <span className={`badge user-status${TONE_CLASS[tone]}`} title={detail}>
      {state}
    </span>
  );
}
