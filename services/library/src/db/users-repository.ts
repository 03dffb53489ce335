import type { Selectable } from 'kysely';
import type { LibraryExecutor, UsersTable } from './schema.ts';

export type ProjectedUser = Selectable<UsersTable>;

/** A user's state as an identity event carries it; `singleCompanyId` undefined when the event predates it. */
export interface UserState {
  id: number;
  email: string;
  channelId: number | null;
  singleCompanyId: number | null | undefined;
  active: boolean;
  status: string;
}

/**
 * Writes the user's state as of `appliedAt`, unless the projection already holds a later one: a
 * late or redelivered event never undoes a newer change (a deactivation, a move to another
 * channel). An event as old as the one applied is applied, so of two events written in one
 * transaction (same time) the second, delivered second, wins. An event without a single company
 * keeps the one known.
 */
export async function applyUserState(ex: LibraryExecutor, user: UserState, appliedAt: Date): Promise<void> {
  const values = {
    email: user.email,
    channel_id: user.channelId,
    active: user.active,
    status: user.status,
    applied_at: appliedAt,
  };
  await ex
    .insertInto('users')
    .values({ id: user.id, ...values, single_company_id: user.singleCompanyId ?? null })
    .onConflict((c) =>
      c
        .column('id')
        .doUpdateSet(user.singleCompanyId === undefined ? values : { ...values, single_company_id: user.singleCompanyId })
        .where('users.applied_at', '<=', appliedAt),
    )
    .execute();
}

export async function findUsers(ex: LibraryExecutor, ids: readonly number[]): Promise<ProjectedUser[]> {
  if (ids.length === 0) return [];
  return ex
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** Whether the user may be mentioned on (and told of) a document of this company and channel. */
export function isMentionable(user: ProjectedUser, document: { company_id: number; channel_id: number }): boolean {
  return (
    user.active &&
    user.status === 'ACTIVE' &&
    user.channel_id === document.channel_id &&
    (user.single_company_id === null || user.single_company_id === document.company_id)
  );
}

/** The users `isMentionable` allows on a document, by email. */
export function mentionableUsers(
  ex: LibraryExecutor,
  document: { company_id: number; channel_id: number },
  limit: number,
): Promise<Pick<ProjectedUser, 'id' | 'email'>[]> {
  return (
    ex
      .selectFrom('users')
      .select(['id', 'email'])
      .where('channel_id', '=', document.channel_id)
      .where('active', '=', true)
      .where('status', '=', 'ACTIVE')
      .where((eb) => eb.or([eb('single_company_id', 'is', null), eb('single_company_id', '=', document.company_id)]))
      // Identity keeps emails in lower case, so this is the alphabetical order, read from the index.
      .orderBy('email')
      .orderBy('id')
      .limit(limit)
      .execute()
  );
}
