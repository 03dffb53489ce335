import { buffer } from 'node:stream/consumers';
import { type CompanyFields, DirectoryAggregates, validateCompany } from '@ea/contracts/directory';
import type { ImportDefinition } from '@ea/import-runs';
import { ObjectNotFoundError } from '@ea/storage';
import { insertNewCompanies } from '../../db/companies-repository.ts';
import { type CompanyImportRunRow, companyImportRowErrors, companyImportRuns } from '../../db/company-import-runs-repository.ts';
import type { DirectoryTables } from '../../db/schema.ts';
import type { DirectoryDeps } from '../../deps.ts';
import { companyEvent } from '../../events/company-events.ts';
import { companyImportProgressEvent } from '../../events/company-import-events.ts';
import { companyAuditValues } from '../companies/company-view.ts';
import { COMPANY_LAYOUT, type CompanyField } from './company-sheet.ts';

/** Companies committed per transaction: the unit of progress and of resumption. */
export const COMPANY_IMPORT_BATCH = 1_000;

export type CompanyImportDefinition = ImportDefinition<DirectoryTables, CompanyImportRunRow, CompanyField, CompanyFields>;

/**
 * The companies import as runImport runs it: rows checked with the company form's own rules
 * (pure, so an attempt reads the file again rather than staging rows), and each batch inserting
 * the companies whose CIK/CID the channel does not hold yet, so the same rows imported again
 * (another file, another mode) create nothing twice.
 */
export function companyImportDefinition(
  deps: Pick<DirectoryDeps, 'db' | 'schema' | 'storage' | 'outboxWritten'>,
  batchSize = COMPANY_IMPORT_BATCH,
): CompanyImportDefinition {
  return {
    kind: DirectoryAggregates.companyImport,
    change: deps,
    runs: companyImportRuns,
    rowErrors: companyImportRowErrors,
    layout: COMPANY_LAYOUT,
    batchSize,
    async readFile(run) {
      try {
        return await buffer(await deps.storage.get(run.object_key));
      } catch (error) {
        if (error instanceof ObjectNotFoundError) return null;
        throw error;
      }
    },
    rowRule: async () => (values) => {
      const validation = validateCompany(values);
      return validation.ok ? { ok: true, value: validation.fields } : validation;
    },
    async insertBatch(trx, run, rows) {
      const inserted = await insertNewCompanies(
        trx,
        rows.map(({ value }) => ({ ...value, channel_id: run.channel_id, created_by: run.created_by, import_run_id: run.id })),
      );
      return {
        created: inserted.length,
        records: {
          audit: inserted.map((row) => ({
            action: 'Create',
            targetType: 'company',
            targetId: row.id,
            channelId: row.channel_id,
            companyId: row.id,
            after: companyAuditValues(row),
          })),
          events: inserted.map((row) => companyEvent('company.created', row)),
        },
      };
    },
    progressEvent: companyImportProgressEvent,
  };
}
