import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@ea/contracts';
import type { ValidatorCompaniesQuery, ValidatorCompanyPage } from '@ea/contracts/validator';
import { tenantScope } from '@ea/service-kit/use-case';
import { listCompanies } from '../../db/companies-repository.ts';
import type { Context } from '../access/visible-records.ts';

/** The companies in the caller's scope, with how many projects of the module each has and its newest run. */
export async function listValidatorCompanies({ deps, caller }: Context, query: ValidatorCompaniesQuery): Promise<ValidatorCompanyPage> {
  const page = query.page ?? DEFAULT_PAGE;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const { items, total } = await listCompanies(deps.db, tenantScope(caller.claims), {
    module: deps.module,
    ...(query.q ? { q: query.q } : {}),
    sort: query.sort ?? 'name',
    order: query.order ?? 'asc',
    page,
    size,
  });
  return {
    items: items.map((row) => ({
      id: row.id,
      name: row.name,
      cik: row.cik,
      ticker: row.ticker,
      projectCount: Number(row.project_count),
      lastRunAt: row.last_run_at?.toISOString() ?? null,
      lastRunState: row.last_run_state,
    })),
    total,
    page,
    size,
  };
}
