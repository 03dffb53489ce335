import { sql } from 'kysely';
import type { ProjectModule, ProjectsTable, ValidatorExecutor } from './schema.ts';

export type ProjectRow = {
  id: number;
  company_id: number;
  module: ProjectModule;
  company_name: string;
  name: string;
  form_description: string;
  method: ProjectsTable['method'];
  created_by: string;
  created_at: Date;
  updated_at: Date;
};

const PROJECT_COLUMNS = [
  'projects.id',
  'projects.company_id',
  'projects.module',
  'companies.name as company_name',
  'projects.name',
  'projects.form_description',
  'projects.method',
  'projects.created_by',
  'projects.created_at',
  'projects.updated_at',
] as const;

export function findProject(db: ValidatorExecutor, id: number): Promise<ProjectRow | undefined> {
  return db
    .selectFrom('projects')
    .innerJoin('companies', 'companies.id', 'projects.company_id')
    .select(PROJECT_COLUMNS)
    .where('projects.id', '=', id)
    .executeTakeFirst();
}

/** Whether another project of the company in this module already has this name, whatever its case. */
export async function nameTaken(
  db: ValidatorExecutor,
  project: { companyId: number; module: ProjectModule },
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('projects')
    .select('id')
    .where('company_id', '=', project.companyId)
    .where('module', '=', project.module)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function listProjects(
  db: ValidatorExecutor,
  companyId: number,
  options: { module: ProjectModule; q?: string; page: number; size: number },
): Promise<{ items: ProjectRow[]; total: number }> {
  let base = db
    .selectFrom('projects')
    .innerJoin('companies', 'companies.id', 'projects.company_id')
    .where('projects.company_id', '=', companyId)
    .where('projects.module', '=', options.module);
  const q = options.q?.trim();
  if (q) base = base.where('projects.name', 'ilike', `%${escapeLike(q)}%`);
  const [items, count] = await Promise.all([
    base
      .select(PROJECT_COLUMNS)
      .orderBy('projects.updated_at', 'desc')
      .orderBy('projects.id', 'desc')
      .limit(options.size)
      .offset((options.page - 1) * options.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** `%`, `_` and `\` typed by the user are matched as themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
