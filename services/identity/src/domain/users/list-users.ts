import { DEFAULT_PAGE_SIZE, isId } from '@ea/contracts';
import type { UserList, UserListQuery } from '@ea/contracts/identity';
import { tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { sql } from 'kysely';
import type { IdentityDeps } from '../../deps.ts';
import { userViews } from './user-view.ts';

const SORT_COLUMNS = {
  email: 'email',
  userName: 'user_name',
  firstName: 'first_name',
  lastName: 'last_name',
  status: 'status',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const;

function idList(value: string | undefined): number[] {
  return (value ?? '')
    .split(',')
    .map((v) => Number(v.trim()))
    .filter(isId);
}

/** The users list of spec §2 (page, filter, sort, order, size, clientfilter, rolefilter, productId), within the caller's tenant. */
export async function listUsers({ deps, caller }: UseCaseContext<IdentityDeps>, query: UserListQuery): Promise<UserList> {
  const { db } = deps;
  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const scope = tenantScope(caller.claims);
  const channels = idList(query.clientfilter);
  const roles = idList(query.rolefilter);
  const filter = query.filter?.trim();
  const base = db
    .selectFrom('users')
    .$if(!scope.all, (q) => q.where('channel_id', '=', scope.channelId ?? -1))
    .$if(channels.length > 0, (q) => q.where('channel_id', 'in', channels))
    .$if(roles.length > 0, (q) => q.where('id', 'in', db.selectFrom('user_roles').select('user_id').where('role_id', 'in', roles)))
    .$if(query.productId !== undefined, (q) =>
      q.where('id', 'in', db.selectFrom('user_products').select('user_id').where('module', '=', query.productId!)),
    )
    .$if(Boolean(filter), (q) => {
      const like = `%${filter!.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return q.where((eb) =>
        eb.or([
          eb('email', 'ilike', like),
          eb('user_name', 'ilike', like),
          eb('first_name', 'ilike', like),
          eb('last_name', 'ilike', like),
        ]),
      );
    });
  const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy(SORT_COLUMNS[query.sort ?? 'email'], query.order ?? 'asc')
    .orderBy('id')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return { items: await userViews(db, rows), total, page, size };
}
