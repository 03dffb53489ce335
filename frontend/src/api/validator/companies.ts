import type { ValidatorCompanyPage } from '@ea/contracts/validator';
import useSWR from 'swr';
import { isListPageOf, type ListRequest } from '../list-address.ts';

const COMPANIES = '/api/validator/companies';
/** The sorts the API offers; any other `sort` in the URL is left out rather than answered with 400. */
const SORTS: ReadonlySet<string> = new Set(['name', 'lastRunAt', 'projectCount']);

/**
 * The SWR key (and address) of one page of the Validator's companies. The search box writes the
 * general lists' `filter` parameter into the URL; the API calls it `q`.
 */
export function validatorCompaniesKey(list: ListRequest): string {
  const query = new URLSearchParams({ page: String(list.page), size: String(list.size) });
  const filter = list.get('filter');
  if (filter) query.set('q', filter);
  const sort = list.get('sort');
  if (sort && SORTS.has(sort)) {
    query.set('sort', sort);
    const order = list.get('order');
    if (order === 'asc' || order === 'desc') query.set('order', order);
  }
  return `${COMPANIES}?${query}`;
}

/** GET validator/companies: the companies in the caller's scope with their projects' count and last run. */
export function useValidatorCompanies(list: ListRequest) {
  return useSWR<ValidatorCompanyPage>(validatorCompaniesKey(list), { keepPreviousData: true });
}

/** Every cached page of the company list: a project or run change moves its counts and last run. */
export const isValidatorCompanyListKey = isListPageOf(COMPANIES);
