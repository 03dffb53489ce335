import type { ImportRunResult } from '@ea/jobs';
import { type AuditActor, type AuditEntry, commitChange, NO_RECORDS } from '@ea/service-kit/use-case';
import { type RowError, readSheet, type SheetRow } from '@ea/workbook';
import type { ImportDefinition, ValidRow } from './import-definition.ts';
import { importRunResult, percentOf } from './import-run-view.ts';
import type { ImportRunProgress, ImportRunRow } from './import-runs-repository.ts';

/** Why a run failed when its workbook is gone from storage. */
const FILE_GONE = 'The uploaded file is no longer available';

export function isFinished(run: Pick<ImportRunRow, 'status'>): boolean {
  return run.status === 'completed' || run.status === 'rejected' || run.status === 'failed';
}

/** An import acts for the person who uploaded the file; its request id names the run. */
function importActor(kind: string, run: ImportRunRow): AuditActor {
  return { actorId: run.created_by, actorEmail: run.created_by_email, ip: null, requestId: `${kind}-${run.id}` };
}

export interface RunImportOptions {
  /** Called after each committed batch with the run's percentage. */
  onProgress?: (percent: number) => Promise<void>;
}

/**
 * Runs one import to its end, resuming where a crashed attempt stopped:
 * 1. queued: reads the workbook and checks every row with the definition's rule; in one
 *    transaction records the failed rows (and stages the valid ones, when the definition keeps
 *    them) and either rejects the run (bad rows without importValid: nothing is imported) or
 *    moves it to importing;
 * 2. importing: writes the valid rows in batches, each batch one transaction with its records'
 *    audit entries and events, a progress event and the run's cursor (`next_row`), so a restarted
 *    attempt continues after the last committed batch and no row is written twice;
 * 3. completed with the last batch, or after the definition's afterCommit once there is one.
 * Every write goes through commitChange, so each commit wakes the outbox relay and the importer
 * sees progress at once. A finished run is answered as it is.
 */
export async function runImport<Tables, Run extends ImportRunRow, Field extends string, Valid>(
  definition: ImportDefinition<Tables, Run, Field, Valid>,
  runId: string,
  options: RunImportOptions = {},
): Promise<ImportRunResult> {
  const { change, runs, staging, batchSize } = definition;
  const found = await runs.findRun(change.db, runId);
  if (!found) throw new Error(`${definition.kind} run ${runId} does not exist`);
  let run: Run = found;
  if (isFinished(run)) return importRunResult(run);
  const actor = importActor(definition.kind, run);

  const validating = run.status === 'queued' || run.status === 'validating';
  let fromFile: ValidRow<Valid>[] = [];
  if (validating || !staging) {
    const checked = await checkFile(definition, run);
    if ('failure' in checked) return importRunResult(await finish(definition, run, { status: 'failed', error: checked.failure }));
    fromFile = checked.valid;
    if (validating) {
      run = await recordValidation(definition, run, checked, actor);
      if (run.status === 'rejected') return importRunResult(run);
    }
  }

  const validCount = run.total - run.failed;
  await definition.afterCommit?.(run, actor);
  for (;;) {
    const start = run.next_row;
    const batch = staging ? await staging.load(change.db, runId, start, batchSize) : fromFile.slice(start, start + batchSize);
    if (batch.length === 0) break;
    // With no work after the commit, the last batch completes the run in its own transaction.
    const completes = !definition.afterCommit && start + batch.length >= validCount;
    run = await commitChange(change, actor, async (trx) => {
      const current = (await runs.findRun(trx, runId, true))!;
      // Another attempt got here first (two workers on one run); its commit stands.
      if (current.next_row !== start) return { result: current, records: NO_RECORDS };
      const outcome = await definition.insertBatch(trx, current, batch, actor);
      const refused = outcome.failed ?? [];
      await definition.rowErrors.insertRowErrors(trx, runId, refused);
      const changed = outcome.updated ?? 0;
      const updated = await runs.updateRun(trx, runId, {
        next_row: start + batch.length,
        done: current.done + batch.length,
        failed: current.failed + refused.length,
        created_count: current.created_count + outcome.created,
        skipped_count: current.skipped_count + batch.length - outcome.created - changed - refused.length,
        ...(outcome.updated === undefined ? {} : { updated_count: (current.updated_count ?? 0) + changed }),
        ...(completes ? { status: 'completed', finished: true } : {}),
      });
      return {
        result: updated,
        records: {
          audit: [...outcome.records.audit, ...(completes ? [finishedEntry(definition.kind, current, updated)] : [])],
          events: [...outcome.records.events, definition.progressEvent(updated)],
        },
      };
    });
    await definition.afterCommit?.(run, actor);
    await options.onProgress?.(percentOf(run));
  }
  if (!isFinished(run)) {
    run = (await runs.findRun(change.db, runId))!;
    if (!isFinished(run)) run = await finish(definition, run, { status: 'completed' });
  }
  return importRunResult(run);
}

/**
 * Marks an unfinished run failed (its job gave up after the last attempt), so its status does not
 * stay "importing" forever.
 */
export async function failImport<Tables, Run extends ImportRunRow, Field extends string, Valid>(
  definition: ImportDefinition<Tables, Run, Field, Valid>,
  runId: string,
  error: string,
): Promise<void> {
  const run = await definition.runs.findRun(definition.change.db, runId);
  if (run && !isFinished(run)) await finish(definition, run, { status: 'failed', error: error.slice(0, 1000) });
}

type Checked<Valid> = { valid: ValidRow<Valid>[]; invalid: RowError[]; rows: number } | { failure: string };

async function checkFile<Tables, Run extends ImportRunRow, Field extends string, Valid>(
  definition: ImportDefinition<Tables, Run, Field, Valid>,
  run: Run,
): Promise<Checked<Valid>> {
  const bytes = await definition.readFile(run);
  if (!bytes) return { failure: FILE_GONE };
  let sheet: SheetRow<Field>[];
  try {
    sheet = await readSheet(bytes, definition.layout);
  } catch (error) {
    return { failure: (error as Error).message };
  }
  const rule = await definition.rowRule(run);
  const valid: ValidRow<Valid>[] = [];
  const invalid: RowError[] = [];
  for (const row of sheet) {
    const verdict = await rule(row.values, row.rowNumber);
    if (verdict.ok) valid.push({ seq: valid.length, rowNumber: row.rowNumber, value: verdict.value });
    else invalid.push({ rowNumber: row.rowNumber, values: row.values, messages: verdict.messages });
  }
  return { valid, invalid, rows: sheet.length };
}

/** Records the check's outcome once: the failed rows, and the run rejected or importing. */
async function recordValidation<Tables, Run extends ImportRunRow, Field extends string, Valid>(
  definition: ImportDefinition<Tables, Run, Field, Valid>,
  run: Run,
  checked: { valid: ValidRow<Valid>[]; invalid: RowError[]; rows: number },
  actor: AuditActor,
): Promise<Run> {
  const { runs } = definition;
  return commitChange(definition.change, actor, async (trx) => {
    const current = (await runs.findRun(trx, run.id, true))!;
    // Another attempt recorded the check first; its outcome stands.
    if (current.status !== 'queued' && current.status !== 'validating') return { result: current, records: NO_RECORDS };
    const { valid, rows } = checked;
    // Without importValid one bad row imports nothing, so rows that contradict stored records count now.
    const conflicting = current.import_valid ? [] : ((await definition.conflicts?.(trx, current, valid)) ?? []);
    const invalid =
      conflicting.length === 0 ? checked.invalid : [...checked.invalid, ...conflicting].sort((a, b) => a.rowNumber - b.rowNumber);
    const rejected = invalid.length > 0 && !current.import_valid;
    await definition.rowErrors.insertRowErrors(trx, run.id, invalid);
    if (!rejected) await definition.staging?.save(trx, run.id, valid);
    const progress: ImportRunProgress = rejected
      ? { status: 'rejected', total: rows, done: rows, failed: invalid.length, finished: true }
      : { status: 'importing', total: rows, done: invalid.length, failed: invalid.length, next_row: 0 };
    const updated = await runs.updateRun(trx, run.id, progress);
    return {
      result: updated,
      records: {
        audit: rejected ? [finishedEntry(definition.kind, current, updated)] : [],
        events: [definition.progressEvent(updated)],
      },
    };
  });
}

/** Marks a run finished (completed with nothing left, or failed) with its last progress event. */
async function finish<Tables, Run extends ImportRunRow, Field extends string, Valid>(
  definition: ImportDefinition<Tables, Run, Field, Valid>,
  run: Run,
  progress: { status: 'completed' | 'failed'; error?: string },
): Promise<Run> {
  return commitChange(definition.change, importActor(definition.kind, run), async (trx) => {
    const updated = await definition.runs.updateRun(trx, run.id, { ...progress, finished: true });
    return {
      result: updated,
      records: { audit: [finishedEntry(definition.kind, run, updated)], events: [definition.progressEvent(updated)] },
    };
  });
}

/** The run's own audit entry when it ends: it stands for the records it wrote in summaries. */
function finishedEntry(kind: string, before: ImportRunRow, after: ImportRunRow): AuditEntry {
  return {
    action: 'Update',
    targetType: kind,
    targetId: after.id,
    channelId: after.channel_id,
    before: { status: before.status },
    after: {
      runId: after.id,
      status: after.status,
      total: after.total,
      done: after.done,
      failed: after.failed,
      created: after.created_count,
      skipped: after.skipped_count,
      ...(after.updated_count === undefined ? {} : { updated: after.updated_count }),
      fileName: after.file_name,
      error: after.error,
    },
  };
}
