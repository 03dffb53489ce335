import type { CompanyFields } from '@ea/contracts/directory';
import type { ValidRow } from '@ea/import-runs';
import type { RowError } from '@ea/workbook';
import { findIdentifierHolders } from '../../db/companies-repository.ts';
import type { CompanyImportRunRow } from '../../db/company-import-runs-repository.ts';
import type { DirectoryExecutor } from '../../db/schema.ts';
import { IdentifierHolders, identifiersOf, matchRow } from './company-row-match.ts';
import { reportValues } from './company-sheet.ts';

/**
 * The valid rows that contradict the channel's companies as they stand (see matchRow), for a run
 * that imports nothing unless every row is good: found before anything is written, so such a
 * file is rejected whole. Whether a row conflicts does not depend on what earlier rows would
 * write: no two rows share an identifier (the row rule refuses a repeat), and an import only
 * adds an identifier a company lacks, never changes one.
 */
export async function companyImportConflicts(
  trx: DirectoryExecutor,
  run: CompanyImportRunRow,
  rows: ValidRow<CompanyFields>[],
): Promise<RowError[]> {
  const found = await findIdentifierHolders(trx, run.channel_id, identifiersOf(rows.map((r) => r.value)), { lock: false });
  const holders = new IdentifierHolders(found);
  const conflicts: RowError[] = [];
  for (const row of rows) {
    const match = matchRow(row.value, holders, run.update_existing);
    if (match.kind === 'conflict') {
      conflicts.push({
        rowNumber: row.rowNumber,
        values: reportValues(row.value),
        messages: match.messages,
      });
    }
  }
  return conflicts;
}
