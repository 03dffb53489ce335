import { ApiError } from '@ea/contracts';
import { EasyViewErrors } from '@ea/contracts/easyview';
import { commitChange, NO_RECORDS } from '@ea/service-kit/use-case';
import { sql } from 'kysely';
import type { RunRow } from '../../db/runs-repository.ts';
import { type Context, type VisibleProject, visibleRun } from '../access/visible-records.ts';
import { AUDIT_TARGETS } from '../audit/audit-targets.ts';
import { readViewerFile, viewerKey } from './viewer-storage.ts';

/** The run's document, safe to show (see safe-document.ts); the caller's first view of it is audited. */
export async function runDocument(ctx: Context, runId: number): Promise<Buffer> {
  const { run, project } = await visibleRun(ctx, runId);
  const html = await viewerFile(ctx, run, 'document.html');
  await auditFirstView(ctx, run, project);
  return html;
}

/** The run's facts as ViewerFacts JSON, as the run's job stored them. */
export async function runFacts(ctx: Context, runId: number): Promise<Buffer> {
  const { run } = await visibleRun(ctx, runId);
  return viewerFile(ctx, run, 'facts.json');
}

/** A run still queued or running, one that crashed, or one of an XBRL instance has no document: 404 in EAsyView's words. */
async function viewerFile(ctx: Context, run: RunRow, file: 'document.html' | 'facts.json'): Promise<Buffer> {
  const ended = run.state === 'passed' || run.state === 'failed';
  const bytes = ended ? await readViewerFile(ctx.deps.storage, viewerKey(run.id, file)) : null;
  if (!bytes) throw new ApiError('notFound', EasyViewErrors.noDocument);
  return bytes;
}

/**
 * A "Read" entry for the filing, once per user and run: the viewer fetches the document again on
 * every visit, and the log is to say who looked at a filing, not how often. The lock makes two
 * views at the same moment one entry.
 */
async function auditFirstView(ctx: Context, run: RunRow, project: VisibleProject): Promise<void> {
  const { deps, caller } = ctx;
  const targetType = AUDIT_TARGETS[deps.module].filing;
  const viewer = caller.actor.actorId ?? '';
  await commitChange(deps, caller.actor, async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`${targetType}:${run.id}:${viewer}`}))`.execute(trx);
    const seen = await trx
      .selectFrom('audit_log')
      .select('id')
      .where('target_type', '=', targetType)
      .where('target_id', '=', String(run.id))
      .where('action', '=', 'Read')
      .where('actor_id', '=', viewer)
      .executeTakeFirst();
    const entry = {
      action: 'Read',
      targetType,
      targetId: run.id,
      channelId: project.channel_id,
      companyId: project.company_id,
      after: { project: project.name, fileName: run.file_name },
    };
    return { result: undefined, records: { ...NO_RECORDS, audit: seen ? [] : [entry] } };
  });
}
