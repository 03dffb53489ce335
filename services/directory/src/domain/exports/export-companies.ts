import { LIST_EXPORT_MAX_ROWS, type ListSize } from '@ea/contracts';
import type { Company, CompanyExportQuery } from '@ea/contracts/directory';
import { recordAudit, tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { buildListExport, type ExportColumn, isoCell, type ListExportFile, readAllPages } from '@ea/workbook';
import { listChannels } from '../../db/channels-repository.ts';
import type { DirectoryDeps } from '../../deps.ts';
import { listCompanies } from '../companies/list-companies.ts';

/** The company lists' columns as the SPA shows them (company-columns.tsx); Channel for admins, Deleted on the deleted list. */
function companyColumns(channelNames: Map<number, string> | null, deleted: boolean): ExportColumn<Company>[] {
  const columns: ExportColumn<Company>[] = [
    { header: 'Company name', cell: (row) => row.name },
    { header: 'Ticker', cell: (row) => row.ticker },
    { header: 'CIK', cell: (row) => row.cik },
    { header: 'CID', cell: (row) => row.cid },
    { header: 'SIC', cell: (row) => row.sic },
    { header: 'CUSIP', cell: (row) => row.cusip },
  ];
  if (channelNames) columns.push({ header: 'Channel', cell: (row) => channelNames.get(row.channelId) ?? `#${row.channelId}` });
  if (deleted) columns.push({ header: 'Deleted', cell: (row) => isoCell(row.deletedAt) });
  return columns;
}

/**
 * Every company of the live (or deleted) list matching its filters, in its sort, as a file: the
 * list's own use case paged through in one snapshot, so scope and filters are the list's. The
 * export is audited as a Read of companies (a bulk read of what readCompany audits one by one).
 */
export async function exportCompanies(
  { deps, caller }: UseCaseContext<DirectoryDeps>,
  input: CompanyExportQuery & { deleted: boolean },
): Promise<ListExportFile> {
  const scope = tenantScope(caller.claims);
  const { as: format, ...query } = input;
  const { rows, channels } = await deps.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const snapshot = { deps: { ...deps, db: trx }, caller };
      // The export's pages are larger than any a person asks for; the list query takes any size.
      const rows = await readAllPages(
        (page, size) => listCompanies(snapshot, { ...query, page, size: size as ListSize }),
        LIST_EXPORT_MAX_ROWS,
      );
      // Admins see the Channel column; others only ever see their own channel.
      const channels = scope.all ? new Map((await listChannels(trx, 'all')).map((c) => [c.id, c.name])) : null;
      return { rows, channels };
    });
  const name = input.deleted ? 'deleted-companies' : 'companies';
  const file = await buildListExport({ format, name, columns: companyColumns(channels, input.deleted), rows });
  await recordAudit(deps.db, deps.schema, caller.actor, {
    action: 'Read',
    targetType: 'company',
    channelId: scope.all ? (input.client ?? null) : scope.channelId,
    companyId: scope.companyId,
    after: { fileName: file.fileName, rows: rows.length, filter: input.filter ?? null, deleted: input.deleted },
  });
  return file;
}
