import type { AnyDb } from '@ea/db';
import type { RowError } from '@ea/workbook';
import type { ColumnType, Kysely } from 'kysely';

/** The columns of a service's import row-errors table. */
export interface ImportRowErrorsTable {
  run_id: string;
  row_number: number;
  row_values: ColumnType<Record<string, string>, string, string>;
  messages: ColumnType<Record<string, string>, string, string>;
}

/** Where a service keeps its runs' failed rows: its own schema and table. */
export interface ImportRowErrorsLocation {
  schema: string;
  table: string;
}

const INSERT_CHUNK = 1_000;

/** The queries on a service's failed import rows; Ex is the service's own executor type. */
export function importRowErrorsRepository<Ex extends AnyDb>(location: ImportRowErrorsLocation) {
  const { table } = location;
  const errorsDb = (ex: Ex) => ex.withSchema(location.schema) as unknown as Kysely<Record<string, ImportRowErrorsTable>>;

  return {
    /** Records a run's failed rows; rows recorded by an earlier attempt of the run are kept as they are. */
    async insertRowErrors(ex: Ex, runId: string, errors: RowError[]): Promise<void> {
      const db = errorsDb(ex);
      for (let start = 0; start < errors.length; start += INSERT_CHUNK) {
        await db
          .insertInto(table)
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
    },

    async listRowErrors(ex: Ex, runId: string): Promise<RowError[]> {
      const rows = await errorsDb(ex)
        .selectFrom(table)
        .select(['row_number', 'row_values', 'messages'])
        .where('run_id', '=', runId)
        .orderBy('row_number')
        .execute();
      return rows.map((r) => ({ rowNumber: r.row_number, values: r.row_values, messages: r.messages }));
    },
  };
}
