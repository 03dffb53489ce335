import type { TenantScope } from '@ea/service-kit/use-case';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { LibraryTables } from './schema.ts';

/**
 * The projected companies a caller may see, as a condition on a query joined to `companies`:
 * live ones only (a deleted company's library is hidden until it is restored), all of them for
 * admins, else the channel's, narrowed to the single company of a reviewer-only user.
 */
export function companyInScope(eb: ExpressionBuilder<LibraryTables, 'companies'>, scope: TenantScope): Expression<SqlBool> {
  const live = eb('companies.deleted', '=', false);
  if (scope.all) return live;
  if (scope.channelId === null) return sql<boolean>`false`;
  const inChannel = eb.and([live, eb('companies.channel_id', '=', scope.channelId)]);
  if (scope.companyId === null) return inChannel;
  return eb.and([inChannel, eb('companies.id', '=', scope.companyId)]);
}
