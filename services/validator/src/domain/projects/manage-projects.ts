import { ApiError } from '@ea/contracts';
import { type Project, type ProjectInput, ValidatorErrors } from '@ea/contracts/validator';
import { commitChange, NO_RECORDS } from '@ea/service-kit/use-case';
import { findProject, nameTaken, type ProjectRow } from '../../db/projects-repository.ts';
import { hasLiveRun, lastRuns } from '../../db/runs-repository.ts';
import type { ValidatorExecutor } from '../../db/schema.ts';
import { type Context, visibleCompany, visibleProject } from '../access/visible-records.ts';
import { AUDIT_TARGETS } from '../audit/audit-targets.ts';
import { viewerKeys } from '../viewer/viewer-storage.ts';
import { projectFields } from './project-fields.ts';
import { projectView } from './project-view.ts';

/** The unique index says the same as the check, for two creations racing past it. */
function isNameConflict(error: unknown): boolean {
  return (error as { code?: string; constraint?: string }).code === '23505';
}

function nameTakenError(): ApiError {
  return new ApiError('conflict', ValidatorErrors.projectNameTaken, { name: ValidatorErrors.projectNameTaken });
}

async function readProject(db: ValidatorExecutor, id: number): Promise<ProjectRow> {
  const row = await findProject(db, id);
  if (!row) throw new ApiError('notFound', ValidatorErrors.projectNotFound);
  return row;
}

export async function createProject(ctx: Context, companyId: number, input: ProjectInput): Promise<Project> {
  const fields = projectFields(input);
  const company = await visibleCompany(ctx, companyId, { fresh: true });
  const { deps, caller } = ctx;
  try {
    return await commitChange(deps, caller.actor, async (trx) => {
      if (await nameTaken(trx, { companyId: company.id, module: deps.module }, fields.name)) throw nameTakenError();
      const now = deps.now();
      const { id } = await trx
        .insertInto('projects')
        .values({
          company_id: company.id,
          module: deps.module,
          name: fields.name,
          form_description: fields.formDescription,
          method: fields.method,
          created_by: caller.claims.email,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const project = projectView(await readProject(trx, id), undefined);
      return {
        result: project,
        records: {
          audit: [
            {
              action: 'Create',
              targetType: AUDIT_TARGETS[deps.module].project,
              targetId: id,
              channelId: company.channelId,
              companyId: company.id,
              after: fields,
            },
          ],
          events: [],
        },
      };
    });
  } catch (error) {
    throw isNameConflict(error) ? nameTakenError() : error;
  }
}

export async function updateProject(ctx: Context, projectId: number, input: ProjectInput): Promise<Project> {
  const fields = projectFields(input);
  const before = await visibleProject(ctx, projectId, { fresh: true });
  const { deps, caller } = ctx;
  try {
    return await commitChange(deps, caller.actor, async (trx) => {
      if (await nameTaken(trx, { companyId: before.company_id, module: deps.module }, fields.name, projectId)) throw nameTakenError();
      await trx
        .updateTable('projects')
        .set({ name: fields.name, form_description: fields.formDescription, method: fields.method, updated_at: deps.now() })
        .where('id', '=', projectId)
        .execute();
      const row = await readProject(trx, projectId);
      const project = projectView(row, (await lastRuns(trx, [projectId])).get(projectId));
      const was = { name: before.name, formDescription: before.form_description, method: before.method };
      return {
        result: project,
        records: {
          audit: [
            {
              action: 'Update',
              targetType: AUDIT_TARGETS[deps.module].project,
              targetId: projectId,
              channelId: before.channel_id,
              companyId: before.company_id,
              before: was,
              after: fields,
            },
          ],
          events: [],
        },
      };
    });
  } catch (error) {
    throw isNameConflict(error) ? nameTakenError() : error;
  }
}

/**
 * Deletes a project with its runs, their messages, their stored uploads and what the viewer keeps of them. A project whose run
 * is still queued or running is kept (409): its worker would write into a run that is gone. The
 * files go after the commit; a file left by a failure there is unreachable, never a dangling row.
 */
export async function deleteProject(ctx: Context, projectId: number): Promise<void> {
  const project = await visibleProject(ctx, projectId, { fresh: true });
  const { deps, caller } = ctx;
  const keys = await commitChange(deps, caller.actor, async (trx) => {
    if (await hasLiveRun(trx, projectId)) throw new ApiError('conflict', ValidatorErrors.projectHasLiveRun);
    const runs = await trx.deleteFrom('runs').where('project_id', '=', projectId).returning(['id', 'storage_key']).execute();
    await trx.deleteFrom('projects').where('id', '=', projectId).execute();
    const was = { name: project.name, formDescription: project.form_description, method: project.method, runs: runs.length };
    return {
      result: runs.flatMap((run) => [run.storage_key, ...viewerKeys(run.id)]),
      records: {
        ...NO_RECORDS,
        audit: [
          {
            action: 'Delete',
            targetType: AUDIT_TARGETS[deps.module].project,
            targetId: projectId,
            channelId: project.channel_id,
            companyId: project.company_id,
            before: was,
          },
        ],
      },
    };
  });
  for (const key of keys) {
    await deps.storage
      .delete(key)
      .catch((error: unknown) => deps.log.warn({ err: error, key }, 'could not delete an upload of a deleted project'));
  }
}

export async function readProjectOf(ctx: Context, projectId: number): Promise<Project> {
  const project = await visibleProject(ctx, projectId);
  return projectView(project, (await lastRuns(ctx.deps.db, [projectId])).get(projectId));
}
