import { buffer } from 'node:stream/consumers';
import { type CompanyFields, DirectoryAggregates } from '@ea/contracts/directory';
import type { ImportDefinition } from '@ea/import-runs';
import { ObjectNotFoundError } from '@ea/storage';
import { type CompanyImportRunRow, companyImportRowErrors, companyImportRuns } from '../../db/company-import-runs-repository.ts';
import type { DirectoryTables } from '../../db/schema.ts';
import type { DirectoryDeps } from '../../deps.ts';
import { companyImportProgressEvent } from '../../events/company-import-events.ts';
import { companyImportConflicts } from './company-import-conflicts.ts';
import { companyRowRule } from './company-row-rule.ts';
import { COMPANY_LAYOUT, type CompanyField } from './company-sheet.ts';
import { writeCompanyBatch } from './write-company-batch.ts';

/** Companies committed per transaction: the unit of progress and of resumption. */
export const COMPANY_IMPORT_BATCH = 1_000;

export type CompanyImportDefinition = ImportDefinition<DirectoryTables, CompanyImportRunRow, CompanyField, CompanyFields>;

/**
 * The companies import as runImport runs it: rows checked with the company form's own rules and
 * for identifiers repeated within the file (a rule of the file alone, so an attempt reads the file
 * again rather than staging rows), and each batch matching its rows to the channel's companies
 * when it writes them (see writeCompanyBatch): created, already there, updated (in the update
 * mode) or refused as conflicting. A run that imports nothing unless every row is good looks for
 * conflicts before writing anything.
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
    rowRule: async () => companyRowRule(),
    conflicts: companyImportConflicts,
    insertBatch: writeCompanyBatch,
    progressEvent: companyImportProgressEvent,
  };
}
