import type { ValidRow } from '@ea/import-runs';
import type { IdentityExecutor } from './schema.ts';

const INSERT_CHUNK = 1_000;

/** Stores a run's valid rows in file order; rows stored by an earlier attempt of the run are kept as they are. */
export async function insertImportRows<Valid>(ex: IdentityExecutor, runId: string, rows: ValidRow<Valid>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await ex
      .insertInto('user_import_rows')
      .values(
        rows.slice(start, start + INSERT_CHUNK).map((r) => ({
          run_id: runId,
          seq: r.seq,
          row_number: r.rowNumber,
          input: JSON.stringify(r.value),
        })),
      )
      .onConflict((oc) => oc.columns(['run_id', 'seq']).doNothing())
      .execute();
  }
}

/** Rows seq ≥ start, at most `limit` of them; Valid is what insertImportRows stored. */
export async function importRowsFrom<Valid>(ex: IdentityExecutor, runId: string, start: number, limit: number): Promise<ValidRow<Valid>[]> {
  const rows = await ex
    .selectFrom('user_import_rows')
    .select(['seq', 'row_number', 'input'])
    .where('run_id', '=', runId)
    .where('seq', '>=', start)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ seq: r.seq, rowNumber: r.row_number, value: r.input as Valid }));
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
