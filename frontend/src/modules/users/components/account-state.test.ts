import { ACTIVE_FLAGS, IDENTITY_STATUSES } from '@ea/contracts';
import { describe, expect, it } from 'vitest';
import { accountState } from './account-state.ts';

// Every combination of identity status, flag and lock, with the one state an admin should read.
const EXPECTED = {
  ACTIVE: { Active: ['Active', 'Locked'], Inactive: ['Deactivated', 'Deactivated'] },
  STAGED: { Active: ['Invitation pending', 'Invitation pending'], Inactive: ['Deactivated', 'Deactivated'] },
  PROVISIONED: { Active: ['Invitation pending', 'Invitation pending'], Inactive: ['Deactivated', 'Deactivated'] },
  SUSPENDED: { Active: ['Suspended', 'Suspended'], Inactive: ['Suspended', 'Suspended'] },
  DEPROVISIONED: { Active: ['Deprovisioned', 'Deprovisioned'], Inactive: ['Deprovisioned', 'Deprovisioned'] },
} as const;

const combinations = IDENTITY_STATUSES.flatMap((status) =>
  ACTIVE_FLAGS.flatMap((activeFlag) => [false, true].map((locked) => ({ status, activeFlag, locked }))),
);

describe('accountState', () => {
  it('covers all 20 combinations of status, flag and lock', () => {
    expect(combinations).toHaveLength(20);
  });

  it.each(combinations)('$status + $activeFlag (locked: $locked) shows one state', (user) => {
    const expected = EXPECTED[user.status][user.activeFlag][user.locked ? 1 : 0];
    expect(accountState(user).state).toBe(expected);
  });

  it.each(combinations)('$status + $activeFlag (locked: $locked) keeps both raw values in the detail', (user) => {
    const { detail } = accountState(user);
    expect(detail).toContain(`Identity status: ${user.status}`);
    expect(detail).toContain(`Flag: ${user.activeFlag}`);
    expect(detail.includes('Locked')).toBe(user.locked);
  });

  it('never contradicts itself: the contradictory pairs of the old column read as one state', () => {
    expect(accountState({ status: 'ACTIVE', activeFlag: 'Inactive', locked: false })).toEqual({
      state: 'Deactivated',
      tone: 'neutral',
      detail: 'Identity status: ACTIVE · Flag: Inactive',
    });
    expect(accountState({ status: 'SUSPENDED', activeFlag: 'Active', locked: false })).toEqual({
      state: 'Suspended',
      tone: 'danger',
      detail: 'Identity status: SUSPENDED · Flag: Active',
    });
  });

  it('calls only ACTIVE + Active + unlocked "Active", the one combination that can sign in', () => {
    const active = combinations.filter((user) => accountState(user).state === 'Active');
    expect(active).toEqual([{ status: 'ACTIVE', activeFlag: 'Active', locked: false }]);
  });
});
