import type { IdentityExecutor } from './identity-database.ts';

/** A validated row waiting to be created, in file order. */
export interface ImportRow<Input> {
  seq: number;
  rowNumber: number;
  input: Input;
}

const INSERT_CHUNK = 1_000;

/** Stores a run's validated rows; rows stored by an earlier attempt of the run are kept as they are. */
export async function insertImportRows<Input>(ex: IdentityExecutor, runId: string, rows: ImportRow<Input>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await ex
      .insertInto('user_import_rows')
      .values(
        rows.slice(start, start + INSERT_CHUNK).map((r) => ({
          run_id: runId,
          seq: r.seq,
          row_number: r.rowNumber,
          input: JSON.stringify(r.input),
        })),
      )
      .onConflict((oc) => oc.columns(['run_id', 'seq']).doNothing())
      .execute();
  }
}

export async function countImportRows(ex: IdentityExecutor, runId: string): Promise<number> {
  const row = await ex
    .selectFrom('user_import_rows')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('run_id', '=', runId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Rows seq ≥ start, at most `limit` of them. */
export async function importRowsFrom<Input>(
  ex: IdentityExecutor,
  runId: string,
  start: number,
  limit: number,
): Promise<ImportRow<Input>[]> {
  const rows = await ex
    .selectFrom('user_import_rows')
    .select(['seq', 'row_number', 'input'])
    .where('run_id', '=', runId)
    .where('seq', '>=', start)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ seq: r.seq, rowNumber: r.row_number, input: r.input as Input }));
}

export async function recordRowOutcome(ex: IdentityExecutor, runId: string, seq: number, userId: number | null): Promise<void> {
  await ex
    .updateTable('user_import_rows')
    .set({ user_id: userId, outcome: userId === null ? 'skipped' : 'created' })
    .where('run_id', '=', runId)
    .where('seq', '=', seq)
    .execute();
}

/** Created users of the run whose activation mail has not gone out. */
export async function pendingActivations(ex: IdentityExecutor, runId: string): Promise<{ seq: number; userId: number }[]> {
  const rows = await ex
    .selectFrom('user_import_rows')
    .select(['seq', 'user_id'])
    .where('run_id', '=', runId)
    .where('outcome', '=', 'created')
    .where('activation_sent_at', 'is', null)
    .orderBy('seq')
    .execute();
  return rows.flatMap((r) => (r.user_id === null ? [] : [{ seq: r.seq, userId: r.user_id }]));
}

/** Marks a row's activation mail as sent; false when another attempt marked it first. */
export async function claimActivation(ex: IdentityExecutor, runId: string, seq: number): Promise<boolean> {
  const claimed = await ex
    .updateTable('user_import_rows')
    .set({ activation_sent_at: new Date() })
    .where('run_id', '=', runId)
    .where('seq', '=', seq)
    .where('activation_sent_at', 'is', null)
    .returning('seq')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Gives a claimed activation back, for a mail the mailer failed to send. */
export async function releaseActivation(ex: IdentityExecutor, runId: string, seq: number): Promise<void> {
  await ex.updateTable('user_import_rows').set({ activation_sent_at: null }).where('run_id', '=', runId).where('seq', '=', seq).execute();
}
