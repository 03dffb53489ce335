import { stalledRuns } from '../../db/runs-repository.ts';
import type { RunDeps } from '../../deps.ts';
import { crash } from './run-validation.ts';

/**
 * How long a live run may go without a change before the sweeper re-drives it. A running
 * validation writes its progress at each phase of each document; a 10-K's slowest phase takes
 * seconds. BullMQ already retries a job whose worker died (stalled-job recovery, in seconds); the
 * sweeper is for work BullMQ no longer holds: a run whose job was never queued (Redis down after
 * the run was written) or lost with Redis's data, or a job that gave up without marking it.
 */
export const STALL_BOUND_MS = 10 * 60_000;
/** Re-drives of one run before it is given up as crashed: a file that kills every worker must not loop. */
export const MAX_GENERATIONS = 3;

export async function sweepRuns(deps: RunDeps): Promise<{ redriven: number; crashed: number }> {
  const stalled = await stalledRuns(deps.db, new Date(deps.now().getTime() - STALL_BOUND_MS), 100);
  let redriven = 0;
  let crashed = 0;
  for (const run of stalled) {
    const project = await deps.db.selectFrom('projects').select('company_id').where('id', '=', run.project_id).executeTakeFirst();
    if (!project) continue;
    const worked = { runId: run.id, projectId: run.project_id, companyId: project.company_id, generation: run.generation };
    if (run.generation >= MAX_GENERATIONS) {
      await crash(deps, worked, `The validation did not finish after ${run.generation} attempts; the file may be too large or malformed.`);
      crashed++;
      continue;
    }
    const next = await deps.db
      .updateTable('runs')
      .set({ generation: run.generation + 1, touched_at: deps.now() })
      .where('id', '=', run.id)
      .where('generation', '=', run.generation)
      .returning('generation')
      .executeTakeFirst();
    if (!next) continue;
    await deps.validations.enqueue({ runId: run.id, generation: next.generation });
    redriven++;
  }
  return { redriven, crashed };
}
