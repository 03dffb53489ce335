import { ApiError } from '@ea/contracts';
import { ValidatorErrors } from '@ea/contracts/validator';
import { tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { findProject, type ProjectRow } from '../../db/projects-repository.ts';
import { findRun, type RunRow } from '../../db/runs-repository.ts';
import type { ModuleDeps } from '../../deps.ts';
import type { ValidatorCompany } from '../../projection/companies-projection.ts';

/** A use case of one module's routes: a project of the other module is as unknown as one that does not exist. */
export type Context = UseCaseContext<ModuleDeps>;

/** A project as its module's routes see it, with its company's channel (where its audit entries belong). */
export type VisibleProject = ProjectRow & { channel_id: number };

/**
 * A live company the caller may see, as the companies projection knows it; null for one of
 * another channel, another company of a single-company user, a deleted one or one never heard of.
 * A write (`fresh`) first catches the projection up with what the directory committed; a read
 * catches up only for a company the projection does not show yet.
 */
async function companyInScope({ deps, caller }: Context, companyId: number, fresh: boolean): Promise<ValidatorCompany | null> {
  const shown = fresh ? undefined : await deps.companies.find(companyId);
  const company = shown ?? (await deps.companies.readYourWrites(companyId));
  if (!company || company.deleted || !tenantScope(caller.claims).canSeeCompany(company)) return null;
  return company;
}

export async function visibleCompany(ctx: Context, companyId: number, options: { fresh: boolean }): Promise<ValidatorCompany> {
  const company = await companyInScope(ctx, companyId, options.fresh);
  if (!company) throw new ApiError('notFound', ValidatorErrors.companyNotFound);
  return company;
}

/** A project of the module, of a company the caller may see; 404 "Project not found" otherwise, whatever the reason. */
export async function visibleProject(
  ctx: Context,
  projectId: number,
  options: { fresh: boolean } = { fresh: false },
): Promise<VisibleProject> {
  const project = await findProject(ctx.deps.db, projectId);
  const company = project && project.module === ctx.deps.module ? await companyInScope(ctx, project.company_id, options.fresh) : null;
  if (!project || !company) throw new ApiError('notFound', ValidatorErrors.projectNotFound);
  return { ...project, channel_id: company.channelId };
}

/** A run of a project of the module the caller may see, with its project; 404 "Validation run not found" otherwise. */
export async function visibleRun(ctx: Context, runId: number): Promise<{ run: RunRow; project: VisibleProject }> {
  const run = await findRun(ctx.deps.db, runId);
  const project = run ? await findProject(ctx.deps.db, run.project_id) : undefined;
  const company = project && project.module === ctx.deps.module ? await companyInScope(ctx, project.company_id, false) : null;
  if (!run || !project || !company) throw new ApiError('notFound', ValidatorErrors.runNotFound);
  return { run, project: { ...project, channel_id: company.channelId } };
}
