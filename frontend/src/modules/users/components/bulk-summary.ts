import type { UserBulkResult } from '@ea/contracts/identity';
import type { UserBulkRequest } from '@/api/identity/users.ts';

const users = (n: number) => `${n} user${n === 1 ? '' : 's'}`;

/** What a finished bulk action did, in one line: "2 users deactivated, 1 refused". */
export function bulkHeadline(request: UserBulkRequest, result: UserBulkResult, named: { role?: string; product?: string } = {}): string {
  const done = result.done.length;
  const did = {
    deactivate: `${users(done)} deactivated`,
    resendInvitation: `Invitation sent to ${users(done)}`,
    assignRole: `${named.role ? `Role ${named.role}` : 'The role'} assigned to ${users(done)}`,
    assignProduct: `${named.product ? `Product ${named.product}` : 'The product'} assigned to ${users(done)}`,
  }[request.action];
  return result.refused.length === 0 ? did : `${did}, ${result.refused.length} refused`;
}
