import { LIST_EXPORT_MAX_ROWS } from '@ea/contracts';
import type { UserExportQuery, UserView } from '@ea/contracts/identity';
import { recordAudit, tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { buildListExport, type ExportColumn, type ListExportFile, readAllPages } from '@ea/workbook';
import type { IdentityDeps } from '../../deps.ts';
import { listUsers } from '../users/list-users.ts';

/**
 * The account's one state, as the user list's Status badge names it (the SPA's account-state.ts):
 * the most lasting obstacle to signing in first.
 */
function accountState(user: UserView): string {
  if (user.status === 'DEPROVISIONED') return 'Deprovisioned';
  if (user.status === 'SUSPENDED') return 'Suspended';
  if (user.activeFlag === 'Inactive') return 'Deactivated';
  if (user.status === 'STAGED' || user.status === 'PROVISIONED') return 'Invitation pending';
  if (user.locked) return 'Locked';
  return 'Active';
}

/** The user list's columns as the SPA shows them (user-columns.tsx), without the actions. */
const COLUMNS: ExportColumn<UserView>[] = [
  { header: 'Email', cell: (user) => user.email },
  { header: 'User name', cell: (user) => user.userName },
  { header: 'Name', cell: (user) => `${user.firstName} ${user.lastName}` },
  { header: 'Channel', cell: (user) => user.channelName },
  { header: 'Roles', cell: (user) => user.roles.map((role) => role.name).join(', ') },
  { header: 'Status', cell: accountState },
];

/**
 * Every user of the list matching its filters, in its sort, as a file: the list's own use case
 * paged through in one snapshot, so the tenant scope and filters are the list's. The export is
 * audited as a Read of users.
 */
export async function exportUsers({ deps, caller }: UseCaseContext<IdentityDeps>, input: UserExportQuery): Promise<ListExportFile> {
  const { as: format, ...query } = input;
  const users = await deps.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((trx) =>
      readAllPages((page, size) => listUsers({ deps: { ...deps, db: trx }, caller }, { ...query, page, size }), LIST_EXPORT_MAX_ROWS),
    );
  const file = await buildListExport({ format, name: 'users', columns: COLUMNS, rows: users });
  const scope = tenantScope(caller.claims);
  await recordAudit(deps.db, deps.schema, caller.actor, {
    action: 'Read',
    targetType: 'user',
    channelId: scope.all ? null : scope.channelId,
    after: { fileName: file.fileName, rows: users.length, filter: input.filter ?? null },
  });
  return file;
}
