import { messagesAfter } from '../../db/messages-repository.ts';
import { type Context, visibleRun } from '../access/visible-records.ts';
import { logLine } from './message-view.ts';

const PAGE = 5_000;

/**
 * The run's log as text: a header naming the project, the file and the outcome, then every stored
 * message with its location, one per line. A run's messages are capped when stored (see
 * store-findings.ts), so the log is bounded too.
 */
export async function runLog(ctx: Context, runId: number): Promise<{ fileName: string; text: string }> {
  const { run, project } = await visibleRun(ctx, runId);
  const lines = [
    `Validation run ${run.id} of project "${project.name}" (${project.company_name})`,
    `File: ${run.file_name} (${run.file_size} bytes, ${run.kind})`,
    `Requested by ${run.requested_by} at ${run.requested_at.toISOString()}`,
    `State: ${run.state}${run.finished_at ? `, finished at ${run.finished_at.toISOString()}` : ''}`,
    `Errors: ${run.error_count}, inconsistencies: ${run.inconsistency_count}, warnings: ${run.warning_count}, info: ${run.info_count}`,
    ...(run.fact_count === null ? [] : [`Facts: ${run.fact_count}`]),
    ...(run.failure ? [`Failure: ${run.failure}`] : []),
    '',
  ];
  let after = 0;
  for (;;) {
    const page = await messagesAfter(ctx.deps.db, run.id, after, PAGE);
    for (const row of page) lines.push(logLine(row));
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.id;
  }
  return { fileName: `validation-run-${run.id}.log`, text: `${lines.join('\n')}\n` };
}
