import { randomUUID } from 'node:crypto';
import type { RunSummary } from '@ea/contracts/validator';
import { commitChange } from '@ea/service-kit/use-case';
import { findRun } from '../../db/runs-repository.ts';
import { runEvent } from '../../events/run-events.ts';
import { type Context, visibleProject } from '../access/visible-records.ts';
import { AUDIT_TARGETS } from '../audit/audit-targets.ts';
import { openSubmission } from '../uploads/submission.ts';
import { UploadRefusals } from '../uploads/upload-refusals.ts';
import { runSummary } from './run-summary.ts';

const QUEUED_PHASE = 'Waiting for a worker';
const MAX_NAME = 255;

/**
 * A validation of an uploaded filing: the file is checked by its content (refused with a 4xx and
 * nothing kept when it is no filing or is hostile), stored under a key of its own, the run written
 * `queued` with its progress event and its audit entry, then queued for a worker. When the queue cannot be reached the
 * run stays queued and the sweeper hands it to a worker later.
 */
export async function startRun(ctx: Context, projectId: number, upload: { fileName: string; bytes: Buffer }): Promise<RunSummary> {
  const project = await visibleProject(ctx, projectId);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(upload.fileName)) throw UploadRefusals.controlCharactersInName();
  const submission = await openSubmission(upload.bytes, upload.fileName);
  const { deps, caller } = ctx;
  const key = `validator/uploads/${randomUUID()}`;
  await deps.storage.put(key, upload.bytes);
  let run: RunSummary;
  try {
    run = await commitChange(deps, caller.actor, async (trx) => {
      const now = deps.now();
      const { id } = await trx
        .insertInto('runs')
        .values({
          project_id: project.id,
          file_name: (upload.fileName || 'filing').slice(0, MAX_NAME),
          file_size: upload.bytes.length,
          kind: submission.kind,
          storage_key: key,
          state: 'queued',
          progress: 0,
          phase: QUEUED_PHASE,
          requested_by: caller.claims.email,
          requested_at: now,
          touched_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await findRun(trx, id);
      const summary = runSummary(row!);
      const payload = {
        runId: id,
        projectId: project.id,
        companyId: project.company_id,
        state: 'queued' as const,
        progress: 0,
        phase: QUEUED_PHASE,
      };
      const audit = {
        action: 'Upload',
        targetType: AUDIT_TARGETS[deps.module].filing,
        targetId: id,
        channelId: project.channel_id,
        companyId: project.company_id,
        after: { project: project.name, fileName: summary.fileName, fileSize: summary.fileSize },
      };
      return { result: summary, records: { audit: [audit], events: [runEvent('run.progress', payload)] } };
    });
  } catch (error) {
    await deps.storage.delete(key).catch(() => {});
    throw error;
  }
  await deps.validations
    .enqueue({ runId: run.id, generation: 1 })
    .catch((error: unknown) => deps.log.warn({ err: error, runId: run.id }, 'could not queue a validation; the sweeper will'));
  return run;
}
