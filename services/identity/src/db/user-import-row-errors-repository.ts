import type { RowError } from '@ea/workbook';
import type { IdentityExecutor } from './identity-database.ts';

const INSERT_CHUNK = 1_000;

/** Records a run's failed rows; rows recorded by an earlier attempt of the run are kept as they are. */
export async function insertRowErrors(ex: IdentityExecutor, runId: string, errors: RowError[]): Promise<void> {
  for (let start = 0; start < errors.length; start += INSERT_CHUNK) {
    await ex
      .insertInto('user_import_row_errors')
      .values(
        errors.slice(start, start + INSERT_CHUNK).map((e) => ({
          run_id: runId,
          row_number: e.rowNumber,
          row_values: JSON.stringify(e.values),
          messages: JSON.stringify(e.messages),
        })),
      )
      .onConflict((oc) => oc.columns(['run_id', 'row_number']).doNothing())
      .execute();
  }
}

export async function listRowErrors(ex: IdentityExecutor, runId: string): Promise<RowError[]> {
  const rows = await ex
    .selectFrom('user_import_row_errors')
    .select(['row_number', 'row_values', 'messages'])
    .where('run_id', '=', runId)
    .orderBy('row_number')
    .execute();
  return rows.map((r) => ({ rowNumber: r.row_number, values: r.row_values, messages: r.messages }));
}
