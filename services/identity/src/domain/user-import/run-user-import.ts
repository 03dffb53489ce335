import { appendEvents, type NewEvent } from '@ea/events';
import { importRunResult, percentOf } from '@ea/import-runs';
import type { ImportRunResult } from '@ea/jobs';
import type { AuditActor } from '@ea/service-kit';
import { type RowError, readSheet, type SheetRow } from '@ea/workbook';
import type { IdentityDb, IdentityExecutor } from '../../db/identity-database.ts';
import { deleteImportFile, readImportFile } from '../../db/user-import-files-repository.ts';
import { insertRowErrors } from '../../db/user-import-row-errors-repository.ts';
import { type ImportRow, importRowsFrom, insertImportRows, recordRowOutcome } from '../../db/user-import-rows-repository.ts';
import { findRun, type RunProgress, type UserImportRunRow, updateRun } from '../../db/user-import-runs-repository.ts';
import { setUserProducts } from '../../db/user-products-repository.ts';
import { setUserRoles } from '../../db/user-roles-repository.ts';
import { insertUserIfNew } from '../../db/users-repository.ts';
import type { IdentityConfig } from '../../identity-config.ts';
import type { IdentityProvider } from '../../idp/identity-provider.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { IDENTITY_SCHEMA } from '../../migrations/identity-migrations.ts';
import { audit } from '../audit-trail.ts';
import { userEvent } from '../user-events.ts';
import { userView } from '../users/user-view.ts';
import type { ValidUserInput } from '../users/validate-user-input.ts';
import { sendImportActivations } from './send-import-activations.ts';
import { userImportProgressEvent } from './user-import-events.ts';
import { USER_IMPORT_LAYOUT, type UserImportField } from './user-import-layout.ts';
import { isFinished } from './user-import-view.ts';
import { importRowContext, validateImportRow } from './validate-import-row.ts';

export interface RunUserImportOptions {
  db: IdentityDb;
  config: IdentityConfig;
  mailer: Mailer;
  idp: IdentityProvider;
  runId: string;
  /** Users created per transaction (default 200): the unit of progress and of resumption. */
  batchSize?: number;
  /** Called after each committed batch with the run's percentage. */
  onProgress?: (percent: number) => Promise<void>;
}

/**
 * Runs one users import to its end, resuming where a crashed attempt stopped:
 * 1. reads the workbook and checks every row with the user form's validation; in one transaction
 *    stores the valid rows in file order and the failed ones with their messages, and either
 *    rejects the run (bad rows without importValid: nothing is created) or moves it to importing;
 * 2. creates the valid rows' users in batches, STAGED, each batch one transaction with their
 *    roles, products, audit entries, user.created events, a progress event and the run's cursor
 *    (`next_row`), so a restarted attempt continues after the last committed batch. A row whose
 *    email was registered meanwhile is skipped: no user is created twice;
 * 3. after each commit, mails the batch's users their activation link (sendImportActivations);
 *    the run is completed once the last batch's users were mailed.
 * A finished run is returned as it is.
 */
export async function runUserImport(options: RunUserImportOptions): Promise<ImportRunResult> {
  const { db, runId } = options;
  const batchSize = options.batchSize ?? 200;
  const found = await findRun(db, runId);
  if (!found) throw new Error(`user import run ${runId} does not exist`);
  let run: UserImportRunRow = found;
  if (isFinished(run)) return importRunResult(run);
  const actor = importActor(run);

  if (run.status === 'queued') {
    const validated = await validateRun(db, run);
    if ('failure' in validated) return importRunResult(await finish(db, run, { status: 'failed', error: validated.failure }));
    run = validated.run;
    if (run.status === 'rejected') return importRunResult(run);
  }

  // Users a crashed attempt created but did not mail yet.
  await sendImportActivations({ ...options, actor });
  for (;;) {
    const start: number = run.next_row;
    const batch: ImportRow<ValidUserInput>[] = await importRowsFrom<ValidUserInput>(db, runId, start, batchSize);
    if (batch.length === 0) break;
    run = await db.transaction().execute(async (trx): Promise<UserImportRunRow> => {
      const current = (await findRun(trx, runId, true))!;
      // Another attempt got here first (two workers on one run); its commit stands.
      if (current.next_row !== start) return current;
      return createBatch(trx, options, current, batch, actor);
    });
    await sendImportActivations({ ...options, actor });
    await options.onProgress?.(percentOf(run));
  }
  // Completed only once the last batch's users were mailed too.
  run = (await findRun(db, runId))!;
  if (!isFinished(run)) run = await finish(db, run, { status: 'completed' });
  return importRunResult(run);
}

/**
 * Marks an unfinished run failed (the job gave up after its last attempt), so its status does
 * not stay "importing" forever.
 */
export async function markUserImportFailed(db: IdentityDb, runId: string, error: string): Promise<void> {
  const run = await findRun(db, runId);
  if (run && !isFinished(run)) await finish(db, run, { status: 'failed', error: error.slice(0, 1000) });
}

async function validateRun(db: IdentityDb, run: UserImportRunRow): Promise<{ run: UserImportRunRow } | { failure: string }> {
  const bytes = await readImportFile(db, run.id);
  if (!bytes) return { failure: 'The uploaded file is no longer available' };
  let sheet: SheetRow<UserImportField>[];
  try {
    sheet = await readSheet(bytes, USER_IMPORT_LAYOUT);
  } catch (error) {
    return { failure: (error as Error).message };
  }
  const context = await importRowContext(db, run);
  const valid: ImportRow<ValidUserInput>[] = [];
  const invalid: RowError[] = [];
  for (const row of sheet) {
    const validation = await validateImportRow(db, context, row.values);
    if (validation.ok) valid.push({ seq: valid.length, rowNumber: row.rowNumber, input: validation.input });
    else invalid.push({ rowNumber: row.rowNumber, values: row.values, messages: validation.messages as Record<string, string> });
  }
  const rejected = invalid.length > 0 && !run.import_valid;
  const updated = await db.transaction().execute(async (trx) => {
    const current = (await findRun(trx, run.id, true))!;
    // Another attempt validated the file first; its rows stand.
    if (current.status !== 'queued') return current;
    await insertRowErrors(trx, run.id, invalid);
    if (!rejected) await insertImportRows(trx, run.id, valid);
    await deleteImportFile(trx, run.id);
    const progress: RunProgress = rejected
      ? { status: 'rejected', total: sheet.length, done: sheet.length, failed: invalid.length, finished: true }
      : { status: 'importing', total: sheet.length, done: invalid.length, failed: invalid.length, next_row: 0 };
    const next = await updateRun(trx, run.id, progress);
    await appendEvents(trx, IDENTITY_SCHEMA, [userImportProgressEvent(next)]);
    if (rejected) await auditFinished(trx, current, next);
    return next;
  });
  return { run: updated };
}

async function createBatch(
  trx: IdentityExecutor,
  options: RunUserImportOptions,
  run: UserImportRunRow,
  batch: ImportRow<ValidUserInput>[],
  actor: AuditActor,
): Promise<UserImportRunRow> {
  const events: NewEvent[] = [];
  let created = 0;
  for (const row of batch) {
    const input = row.input;
    const user = await insertUserIfNew(trx, {
      email: input.email,
      user_name: input.userName,
      first_name: input.firstName,
      last_name: input.lastName,
      channel_id: input.channelId,
      brand: 'default',
      status: 'STAGED',
      admin: input.admin,
      single_company_id: input.singleCompanyId,
      password_hash: null,
      totp_secret: null,
      totp_pending_secret: null,
    });
    await recordRowOutcome(trx, run.id, row.seq, user?.id ?? null);
    if (!user) continue;
    created += 1;
    await setUserRoles(
      trx,
      user.id,
      input.roles.map((r) => r.id),
    );
    await setUserProducts(trx, user.id, input.products);
    await options.idp.syncUser(trx, user);
    const view = await userView(trx, user);
    await audit(trx, actor, { action: 'Create', targetType: 'user', targetId: user.id, channelId: user.channel_id, after: view });
    events.push(userEvent('user.created', user));
  }
  const updated = await updateRun(trx, run.id, {
    next_row: run.next_row + batch.length,
    done: run.done + batch.length,
    created_count: run.created_count + created,
    skipped_count: run.skipped_count + batch.length - created,
  });
  await appendEvents(trx, IDENTITY_SCHEMA, [...events, userImportProgressEvent(updated)]);
  return updated;
}

/** Marks a run finished (completed with nothing left, or failed) with its last progress event. */
async function finish(db: IdentityDb, run: UserImportRunRow, progress: { status: 'completed' | 'failed'; error?: string }) {
  return db.transaction().execute(async (trx) => {
    const updated = await updateRun(trx, run.id, { ...progress, finished: true });
    await appendEvents(trx, IDENTITY_SCHEMA, [userImportProgressEvent(updated)]);
    await auditFinished(trx, run, updated);
    return updated;
  });
}

async function auditFinished(trx: IdentityExecutor, before: UserImportRunRow, after: UserImportRunRow) {
  await audit(trx, importActor(after), {
    action: 'Update',
    targetType: 'user-import',
    targetId: after.id,
    channelId: after.channel_id,
    before: { status: before.status },
    after: {
      status: after.status,
      total: after.total,
      done: after.done,
      failed: after.failed,
      created: after.created_count,
      skipped: after.skipped_count,
      fileName: after.file_name,
      error: after.error,
    },
  });
}

/** The import acts for the person who uploaded the file. */
function importActor(run: UserImportRunRow): AuditActor {
  return { actorId: run.created_by, actorEmail: run.created_by_email, ip: null, requestId: `user-import-${run.id}` };
}
