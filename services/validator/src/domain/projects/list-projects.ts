import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@ea/contracts';
import type { ProjectListQuery, ProjectPage } from '@ea/contracts/validator';
import { listProjects } from '../../db/projects-repository.ts';
import { lastRuns } from '../../db/runs-repository.ts';
import { type Context, visibleCompany } from '../access/visible-records.ts';
import { projectView } from './project-view.ts';

/** A company's projects of the module, most recently changed first, each with its newest run. */
export async function listCompanyProjects(ctx: Context, companyId: number, query: ProjectListQuery): Promise<ProjectPage> {
  const company = await visibleCompany(ctx, companyId, { fresh: false });
  const page = query.page ?? DEFAULT_PAGE;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const { items, total } = await listProjects(ctx.deps.db, company.id, {
    module: ctx.deps.module,
    ...(query.q ? { q: query.q } : {}),
    page,
    size,
  });
  const runs = await lastRuns(
    ctx.deps.db,
    items.map((item) => item.id),
  );
  return { items: items.map((item) => projectView(item, runs.get(item.id))), total, page, size };
}
