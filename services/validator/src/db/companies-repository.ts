import type { RunState } from '@ea/contracts/validator';
import type { TenantScope } from '@ea/service-kit/use-case';
import { sql } from 'kysely';
import { escapeLike } from './projects-repository.ts';
import type { ProjectModule, ValidatorExecutor } from './schema.ts';

export interface CompanyListRow {
  id: number;
  name: string;
  cik: string | null;
  ticker: string | null;
  project_count: string;
  last_run_at: Date | null;
  last_run_state: RunState | null;
}

const SORTS = { name: 'companies.name', lastRunAt: 'last_run_at', projectCount: 'project_count' } as const;

/**
 * The live companies in scope, each with the module's project count and its newest run of the
 * module (when and how it ended), filtered by name, CIK or ticker.
 */
export async function listCompanies(
  db: ValidatorExecutor,
  scope: TenantScope,
  options: { module: ProjectModule; q?: string; sort: keyof typeof SORTS; order: 'asc' | 'desc'; page: number; size: number },
): Promise<{ items: CompanyListRow[]; total: number }> {
  let base = db.selectFrom('companies').where('companies.deleted', '=', false);
  if (!scope.all) {
    base = base.where('companies.channel_id', '=', scope.channelId ?? -1);
    if (scope.companyId !== null) base = base.where('companies.id', '=', scope.companyId);
  }
  const q = options.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    base = base.where((eb) =>
      eb.or([eb('companies.name', 'ilike', like), eb('companies.ticker', 'ilike', like), eb('companies.cik', 'ilike', like)]),
    );
  }
  const lastRun = db
    .selectFrom('runs')
    .innerJoin('projects', 'projects.id', 'runs.project_id')
    .select(['projects.company_id', 'runs.requested_at', 'runs.state'])
    .where('projects.module', '=', options.module)
    .distinctOn('projects.company_id')
    .orderBy('projects.company_id')
    .orderBy('runs.id', 'desc')
    .as('last_run');
  const [items, count] = await Promise.all([
    base
      .leftJoin(lastRun, 'last_run.company_id', 'companies.id')
      .select([
        'companies.id',
        'companies.name',
        'companies.cik',
        'companies.ticker',
        (eb) =>
          eb
            .selectFrom('projects')
            .select(eb.fn.countAll<string>().as('n'))
            .whereRef('projects.company_id', '=', 'companies.id')
            .where('projects.module', '=', options.module)
            .as('project_count'),
        'last_run.requested_at as last_run_at',
        'last_run.state as last_run_state',
      ])
      .orderBy(sql.ref(SORTS[options.sort]), (ob) => (options.order === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast()))
      .orderBy('companies.id')
      .limit(options.size)
      .offset((options.page - 1) * options.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: items as CompanyListRow[], total: Number(count.total) };
}
