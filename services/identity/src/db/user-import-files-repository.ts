import type { IdentityExecutor } from './identity-database.ts';

export async function insertImportFile(ex: IdentityExecutor, runId: string, bytes: Buffer): Promise<void> {
  await ex
    .insertInto('user_import_files')
    .values({ run_id: runId, bytes })
    .onConflict((oc) => oc.column('run_id').doNothing())
    .execute();
}

export async function readImportFile(ex: IdentityExecutor, runId: string): Promise<Buffer | null> {
  const row = await ex.selectFrom('user_import_files').select('bytes').where('run_id', '=', runId).executeTakeFirst();
  return row?.bytes ?? null;
}

export async function deleteImportFile(ex: IdentityExecutor, runId: string): Promise<void> {
  await ex.deleteFrom('user_import_files').where('run_id', '=', runId).execute();
}
