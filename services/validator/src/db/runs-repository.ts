import type { Selectable } from 'kysely';
import type { RunsTable, ValidatorExecutor } from './schema.ts';

export type RunRow = Selectable<RunsTable>;

export function findRun(db: ValidatorExecutor, id: number): Promise<RunRow | undefined> {
  return db.selectFrom('runs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listRuns(
  db: ValidatorExecutor,
  projectId: number,
  options: { page: number; size: number },
): Promise<{ items: RunRow[]; total: number }> {
  const base = db.selectFrom('runs').where('project_id', '=', projectId);
  const [items, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(options.size)
      .offset((options.page - 1) * options.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** The newest run of each of these projects. */
export async function lastRuns(db: ValidatorExecutor, projectIds: readonly number[]): Promise<Map<number, RunRow>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('runs')
    .selectAll()
    .distinctOn('project_id')
    .where('project_id', 'in', projectIds)
    .orderBy('project_id')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.project_id, row]));
}

export async function hasLiveRun(db: ValidatorExecutor, projectId: number): Promise<boolean> {
  const row = await db
    .selectFrom('runs')
    .select('id')
    .where('project_id', '=', projectId)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return row !== undefined;
}

/** Live runs whose last change is older than `before`, oldest first. */
export function stalledRuns(db: ValidatorExecutor, before: Date, limit: number): Promise<RunRow[]> {
  return db
    .selectFrom('runs')
    .selectAll()
    .where('state', 'in', ['queued', 'running'])
    .where('touched_at', '<', before)
    .orderBy('touched_at')
    .limit(limit)
    .execute();
}
