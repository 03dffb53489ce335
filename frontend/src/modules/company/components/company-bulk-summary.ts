import type { CompanyBulkResult } from '@ea/contracts/directory';
import type { CompanyBulkRequest } from '@/api/directory/companies.ts';

const companies = (n: number) => `${n} compan${n === 1 ? 'y' : 'ies'}`;

/** What a finished bulk action did, in one line: "2 companies deleted, 1 refused". */
export function companyBulkHeadline(request: CompanyBulkRequest, result: CompanyBulkResult, channel?: string): string {
  const done = result.done.length;
  const did = {
    delete: `${companies(done)} deleted`,
    restore: `${companies(done)} restored`,
    move: `${companies(done)} moved to ${channel ?? 'the channel'}`,
  }[request.action];
  return result.refused.length === 0 ? did : `${did}, ${result.refused.length} refused`;
}
