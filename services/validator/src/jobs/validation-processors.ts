import { defineProcessor } from '@ea/jobs';
import { runDeps } from '../deps.ts';
import { checkEdgarRuleData } from '../domain/validation/edgar-rule-data.ts';
import { crash, runValidation } from '../domain/validation/run-validation.ts';
import { sweepRuns } from '../domain/validation/sweep-runs.ts';
import { validationQueue, validationSweepQueue } from './validation-queues.ts';

/** Works a validation run; after its last failed try the run is marked crashed, never left live. */
export const validationProcessor = defineProcessor(
  validationQueue,
  (context) => {
    const deps = runDeps(context);
    checkEdgarRuleData(deps.efmResourcesDir);
    return (job) => runValidation(deps, job.data);
  },
  {
    async onFinalFailure(context, job, error) {
      const deps = runDeps(context);
      const row = await deps.db
        .selectFrom('runs')
        .innerJoin('projects', 'projects.id', 'runs.project_id')
        .select(['runs.project_id', 'projects.company_id'])
        .where('runs.id', '=', job.data.runId)
        .executeTakeFirst();
      if (!row) return;
      const run = { runId: job.data.runId, projectId: row.project_id, companyId: row.company_id, generation: job.data.generation };
      await crash(deps, run, `The validation stopped unexpectedly (${error.message}); upload the file again.`);
    },
  },
);

/** The sweeper: re-drives runs that stopped moving, or ends them crashed after a few generations. */
export const validationSweepProcessor = defineProcessor(validationSweepQueue, (context) => {
  const deps = runDeps(context);
  return () => sweepRuns(deps);
});
