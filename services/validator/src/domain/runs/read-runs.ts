import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@ea/contracts';
import {
  type RunDetail,
  type RunListQuery,
  type RunMessagePage,
  type RunMessagesQuery,
  type RunPage,
  VALIDATION_SEVERITIES,
} from '@ea/contracts/validator';
import { listMessages, ruleGroups } from '../../db/messages-repository.ts';
import { listRuns } from '../../db/runs-repository.ts';
import { type Context, visibleProject, visibleRun } from '../access/visible-records.ts';
import { messageView } from './message-view.ts';
import { runSummary } from './run-summary.ts';

/** A project's runs, newest first. */
export async function projectRuns(ctx: Context, projectId: number, query: RunListQuery): Promise<RunPage> {
  const project = await visibleProject(ctx, projectId);
  const page = query.page ?? DEFAULT_PAGE;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const { items, total } = await listRuns(ctx.deps.db, project.id, { page, size });
  return { items: items.map(runSummary), total, page, size };
}

/** A run with its findings grouped by severity (worst first), then by rule (most frequent first). */
export async function runDetail(ctx: Context, runId: number): Promise<RunDetail> {
  const { run, project } = await visibleRun(ctx, runId);
  const groups = (await ruleGroups(ctx.deps.db, run.id))
    .map((g) => ({ severity: g.severity, ruleId: g.rule_id, count: Number(g.count), sample: g.sample }))
    .sort(
      (a, b) =>
        VALIDATION_SEVERITIES.indexOf(a.severity) - VALIDATION_SEVERITIES.indexOf(b.severity) ||
        b.count - a.count ||
        a.ruleId.localeCompare(b.ruleId),
    );
  return {
    run: runSummary(run),
    project: { id: project.id, name: project.name, companyId: project.company_id, companyName: project.company_name },
    groups,
  };
}

/** A run's messages in the order found, by severity and rule when asked. */
export async function runMessages(ctx: Context, runId: number, query: RunMessagesQuery): Promise<RunMessagePage> {
  const { run } = await visibleRun(ctx, runId);
  const page = query.page ?? DEFAULT_PAGE;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const { items, total } = await listMessages(ctx.deps.db, run.id, { severity: query.severity, ruleId: query.ruleId, page, size });
  return { items: items.map(messageView), total, page, size };
}
