import type { AnyDb } from '@ea/db';
import { appendEvents, type NewEvent } from '@ea/events';
import { importRunResult } from '@ea/import-runs';
import type { ImportRunResult } from '@ea/jobs';
import { type AuditActor, recordAudit } from '@ea/service-kit';
import type { Transaction } from 'kysely';
import { insertRowErrors } from '../db/bulk-import-row-errors-repository.ts';
import { type BulkImportRunRow, findRun, type RunProgress, updateRun } from '../db/bulk-import-runs-repository.ts';
import { insertNewCompanies } from '../db/companies-repository.ts';
import type { DirectoryDb, DirectoryTables } from '../db/directory-database.ts';
import { bulkImportProgressEvent, companyEvent } from '../events/directory-events.ts';
import { DIRECTORY_SCHEMA } from '../migrations/directory-migrations.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { readCompanySheet } from '../workbook/read-company-sheet.ts';
import { progressPayload } from './bulk-import-view.ts';
import { companyAuditValues } from './company-view.ts';
import { type CompanyFields, validateCompany } from './validate-company.ts';

export interface RunBulkImportOptions {
  db: DirectoryDb;
  storage: ObjectStorage;
  runId: string;
  /** Valid rows committed per transaction (default 1,000): the unit of progress and of resumption. */
  batchSize?: number;
  /** Called after each committed batch with the run's percentage. */
  onProgress?: (percent: number) => Promise<void>;
}

const FINISHED = new Set(['completed', 'rejected', 'failed']);

/**
 * Runs one bulk import to its end, resuming where a crashed attempt stopped:
 * 1. reads the workbook and validates every row with the form's rules; in one transaction records
 *    the failed rows and either rejects the run (bad rows without importValid: nothing is
 *    imported) or moves it to importing;
 * 2. inserts the valid rows in batches, each batch one transaction with its audit entries,
 *    company.created events, a progress event and the run's cursor (`next_row`), so a restarted
 *    attempt continues after the last committed batch and no row is written twice. A row whose
 *    CIK/CID already names a company of the channel is skipped, which makes importing the same
 *    rows again (another file, another mode) create nothing twice.
 * A finished run is returned as it is.
 */
export async function runBulkImport(options: RunBulkImportOptions): Promise<ImportRunResult> {
  const { db, runId } = options;
  const batchSize = options.batchSize ?? 1_000;
  let run = await findRun(db, runId);
  if (!run) throw new Error(`bulk import run ${runId} does not exist`);
  if (FINISHED.has(run.status)) return importRunResult(run);

  const bytes = await options.storage.get(run.object_key);
  if (!bytes) return importRunResult(await finish(db, run, { status: 'failed', error: 'The uploaded file is no longer available' }));
  let sheet: Awaited<ReturnType<typeof readCompanySheet>>;
  try {
    sheet = await readCompanySheet(bytes);
  } catch (error) {
    return importRunResult(await finish(db, run, { status: 'failed', error: (error as Error).message }));
  }
  const valid: { rowNumber: number; fields: CompanyFields }[] = [];
  const invalid: { rowNumber: number; values: Record<string, string>; messages: Record<string, string> }[] = [];
  for (const row of sheet) {
    const validation = validateCompany(row.values);
    if (validation.ok) valid.push({ rowNumber: row.rowNumber, fields: validation.fields });
    else invalid.push({ rowNumber: row.rowNumber, values: row.values, messages: validation.messages });
  }

  if (run.status === 'queued' || run.status === 'validating') {
    const rejected = invalid.length > 0 && !run.import_valid;
    const current = run;
    run = await db.transaction().execute(async (trx) => {
      await insertRowErrors(trx, runId, invalid);
      const progress: RunProgress = rejected
        ? { status: 'rejected', total: sheet.length, done: sheet.length, failed: invalid.length, finished: true }
        : { status: 'importing', total: sheet.length, done: invalid.length, failed: invalid.length, next_row: 0 };
      const updated = await updateRun(trx, runId, progress);
      await appendEvents(trx as unknown as AnyDb, DIRECTORY_SCHEMA, [progressEvent(updated)]);
      if (rejected) await auditFinished(trx, current, updated);
      return updated;
    });
    if (run.status === 'rejected') return importRunResult(run);
  }

  const actor = importActor(run);
  for (let start = run.next_row; start < valid.length; start += batchSize) {
    const batch = valid.slice(start, start + batchSize);
    const last = start + batch.length >= valid.length;
    run = await db.transaction().execute(async (trx) => {
      const current = (await findRun(trx, runId, true))!;
      // Another attempt got here first (two workers on one run); its commit stands.
      if (current.next_row > start) return current;
      const inserted = await insertNewCompanies(
        trx,
        batch.map(({ fields }) => ({ ...fields, channel_id: current.channel_id, created_by: current.created_by, import_run_id: runId })),
      );
      await recordAudit(
        trx as unknown as AnyDb,
        DIRECTORY_SCHEMA,
        actor,
        inserted.map((row) => ({
          action: 'Create',
          targetType: 'company',
          targetId: row.id,
          channelId: row.channel_id,
          companyId: row.id,
          after: companyAuditValues(row),
        })),
      );
      const updated = await updateRun(trx, runId, {
        next_row: start + batch.length,
        done: current.done + batch.length,
        created_count: current.created_count + inserted.length,
        skipped_count: current.skipped_count + batch.length - inserted.length,
        ...(last ? { status: 'completed', finished: true } : {}),
      });
      const events: NewEvent[] = [...inserted.map((row) => companyEvent('company.created', row)), progressEvent(updated)];
      await appendEvents(trx as unknown as AnyDb, DIRECTORY_SCHEMA, events);
      if (last) await auditFinished(trx, current, updated);
      return updated;
    });
    await options.onProgress?.(Math.floor((run.done / Math.max(run.total, 1)) * 100));
  }
  if (run.status !== 'completed') run = await finish(db, run, { status: 'completed' });
  return importRunResult(run);
}

/**
 * Marks an unfinished run failed (the job gave up after its last attempt), so its status does
 * not stay "importing" forever.
 */
export async function markBulkImportFailed(db: DirectoryDb, runId: string, error: string): Promise<void> {
  const run = await findRun(db, runId);
  if (run && !FINISHED.has(run.status)) await finish(db, run, { status: 'failed', error: error.slice(0, 1000) });
}

/** Marks a run finished (completed with nothing left, or failed) with its last progress event. */
async function finish(db: DirectoryDb, run: BulkImportRunRow, progress: { status: 'completed' | 'failed'; error?: string }) {
  return db.transaction().execute(async (trx) => {
    const updated = await updateRun(trx, run.id, { ...progress, finished: true });
    await appendEvents(trx as unknown as AnyDb, DIRECTORY_SCHEMA, [progressEvent(updated)]);
    await auditFinished(trx, run, updated);
    return updated;
  });
}

function progressEvent(run: BulkImportRunRow) {
  return bulkImportProgressEvent(progressPayload(run), { userId: run.created_by, channelId: run.channel_id });
}

async function auditFinished(trx: Transaction<DirectoryTables>, before: BulkImportRunRow, after: BulkImportRunRow) {
  await recordAudit(trx as unknown as AnyDb, DIRECTORY_SCHEMA, importActor(after), [
    {
      action: 'Update',
      targetType: 'bulk-import',
      targetId: after.id,
      channelId: after.channel_id,
      before: { status: before.status },
      after: { ...progressPayload(after), fileName: after.file_name, error: after.error },
    },
  ]);
}

/** The import acts for the person who uploaded the file. */
function importActor(run: BulkImportRunRow): AuditActor {
  return { actorId: run.created_by, actorEmail: run.created_by_email, ip: null, requestId: `bulk-import-${run.id}` };
}
