import type { TenantScope } from '@ea/service-kit/use-case';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { DirectoryTables } from './schema.ts';

type CompanyRef = ExpressionBuilder<DirectoryTables, 'companies'>;

/**
 * The companies a caller may see, as a condition: all, or the channel's, narrowed to the single
 * company of a reviewer-only user (which must be in the channel too: see TenantScope).
 */
export function companyInScope(eb: CompanyRef, scope: TenantScope): Expression<SqlBool> {
  if (scope.all) return sql<boolean>`true`;
  if (scope.channelId === null) return sql<boolean>`false`;
  const inChannel = eb('companies.channel_id', '=', scope.channelId);
  if (scope.companyId === null) return inChannel;
  return eb.and([inChannel, eb('companies.id', '=', scope.companyId)]);
}
