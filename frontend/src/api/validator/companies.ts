import type { ValidatorCompanyPage } from '@ea/contracts/validator';
import useSWR from 'swr';
import { isListPageOf, type ListRequest } from '../list-address.ts';
import { VALIDATOR_API } from './api-base.ts';

/** The sorts the API offers; any other `sort` in the URL is left out rather than answered with 400. */
const SORTS: ReadonlySet<string> = new Set(['name', 'lastRunAt', 'projectCount']);

/**
 * The company list of a module with the Validator's projects (the Validator, EAsyView), under the
 * module's API base ("/api/validator"). The search box writes the general lists' `filter`
 * parameter into the URL; the API calls it `q`.
 */
export function companiesApi(base: string) {
  const companies = `${base}/companies`;
  const companiesKey = (list: ListRequest): string => {
    const query = new URLSearchParams({ page: String(list.page), size: String(list.size) });
    const filter = list.get('filter');
    if (filter) query.set('q', filter);
    const sort = list.get('sort');
    if (sort && SORTS.has(sort)) {
      query.set('sort', sort);
      const order = list.get('order');
      if (order === 'asc' || order === 'desc') query.set('order', order);
    }
    return `${companies}?${query}`;
  };
  return {
    companiesKey,
    /** GET …/companies: the companies in the caller's scope with their projects' count and last run. */
    useCompanies: (list: ListRequest) => useSWR<ValidatorCompanyPage>(companiesKey(list), { keepPreviousData: true }),
    /** Every cached page of the company list: a project or run change moves its counts and last run. */
    isCompanyListKey: isListPageOf(companies),
  };
}

export const {
  companiesKey: validatorCompaniesKey,
  useCompanies: useValidatorCompanies,
  isCompanyListKey: isValidatorCompanyListKey,
} = companiesApi(VALIDATOR_API);
