import type { TenantScope } from '@ea/service-kit/use-case';
import type { DirectoryExecutor } from './schema.ts';

/** Actions that change nothing: a company's history leaves them out (the audit log keeps them). */
const READ_ACTIONS = ['Read'];

/**
 * One company's audit entries other than reads, newest first, and how many there are. Outside
 * admins' scope only the entries written while the company was in the caller's channel count.
 */
export async function listCompanyHistory(
  ex: DirectoryExecutor,
  query: { companyId: number; scope: TenantScope; page: number; limit: number },
) {
  const { scope } = query;
  const base = ex
    .selectFrom('audit_log')
    .where('company_id', '=', query.companyId)
    .where('action', 'not in', READ_ACTIONS)
    .$if(!scope.all, (q) => q.where('channel_id', '=', scope.channelId!));
  const [rows, count] = await Promise.all([
    base
      .select([
        'id',
        'occurred_at',
        'actor_id',
        'actor_email',
        'action',
        'target_type',
        'target_id',
        'channel_id',
        'company_id',
        'before',
        'after',
      ])
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
