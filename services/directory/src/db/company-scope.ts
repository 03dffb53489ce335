import type { TenantScope } from '@ea/service-kit';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { DirectoryTables } from './directory-database.ts';

type CompanyRef = ExpressionBuilder<DirectoryTables, 'directory.companies'>;

/** The companies a caller may see, as a condition: all, one (reviewer-only) or the channel's. */
export function companyInScope(eb: CompanyRef, scope: TenantScope): Expression<SqlBool> {
  if (scope.all) return sql<boolean>`true`;
  if (scope.companyId !== null) return eb('directory.companies.id', '=', scope.companyId);
  if (scope.channelId === null) return sql<boolean>`false`;
  return eb('directory.companies.channel_id', '=', scope.channelId);
}
