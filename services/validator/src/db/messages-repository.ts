import type { ValidationSeverity } from '@ea/contracts/validator';
import { type Selectable, sql } from 'kysely';
import type { RunMessagesTable, ValidatorExecutor } from './schema.ts';

export type NewRunMessage = Omit<RunMessagesTable, 'id' | 'run_id'>;
export type RunMessageRow = Selectable<RunMessagesTable>;

const INSERT_CHUNK = 1_000;

export async function insertMessages(db: ValidatorExecutor, runId: number, messages: readonly NewRunMessage[]): Promise<void> {
  for (let at = 0; at < messages.length; at += INSERT_CHUNK) {
    await db
      .insertInto('run_messages')
      .values(messages.slice(at, at + INSERT_CHUNK).map((message) => ({ ...message, run_id: runId })))
      .execute();
  }
}

export async function deleteMessages(db: ValidatorExecutor, runId: number): Promise<void> {
  await db.deleteFrom('run_messages').where('run_id', '=', runId).execute();
}

export interface MessageFilter {
  severity?: ValidationSeverity | undefined;
  ruleId?: string | undefined;
}

export async function listMessages(
  db: ValidatorExecutor,
  runId: number,
  filter: MessageFilter & { page: number; size: number },
): Promise<{ items: RunMessageRow[]; total: number }> {
  let base = db.selectFrom('run_messages').where('run_id', '=', runId);
  if (filter.severity) base = base.where('severity', '=', filter.severity);
  if (filter.ruleId) base = base.where('rule_id', '=', filter.ruleId);
  const [items, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id')
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** Messages after `afterId`, in order: the log is written a page at a time, never the whole run in memory at once. */
export function messagesAfter(db: ValidatorExecutor, runId: number, afterId: number, limit: number): Promise<RunMessageRow[]> {
  return db
    .selectFrom('run_messages')
    .selectAll()
    .where('run_id', '=', runId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Each rule's count within each severity, with its first message as a sample. */
export function ruleGroups(
  db: ValidatorExecutor,
  runId: number,
): Promise<{ severity: ValidationSeverity; rule_id: string; count: string; sample: string }[]> {
  return db
    .selectFrom('run_messages')
    .select([
      'severity',
      'rule_id',
      (eb) => eb.fn.countAll<string>().as('count'),
      sql<string>`(array_agg(message order by id))[1]`.as('sample'),
    ])
    .where('run_id', '=', runId)
    .groupBy(['severity', 'rule_id'])
    .execute();
}
