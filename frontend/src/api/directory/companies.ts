import {
  COMPANY_SORTS,
  type Company,
  type CompanyBody,
  CompanyBulkPaths,
  type CompanyBulkResult,
  type CompanyPage,
} from '@ea/contracts/directory';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import type { ListRequest } from '../list-address.ts';

const COMPANIES = '/api/company';
const DELETED = '/api/deleted-companies';
const PICKER = '/api/companylist';
/** The sorts the API offers; any other `sort` in the URL is left out rather than answered with 400. */
const SORTS: ReadonlySet<string> = new Set(COMPANY_SORTS);

/** The SWR key (and address) of one page of companies, from the general list parameters in the URL. */
export function companyListKey(list: ListRequest, deleted = false): string {
  const query = new URLSearchParams({ page: String(list.page), size: String(list.size) });
  const filter = list.get('filter');
  if (filter) query.set('filter', filter);
  const sort = list.get('sort');
  if (sort && SORTS.has(sort)) {
    query.set('sort', sort);
    const order = list.get('order');
    if (order === 'asc' || order === 'desc') query.set('order', order);
  }
  const client = list.get('client');
  if (client && /^\d+$/.test(client)) query.set('client', client);
  return `${deleted ? DELETED : COMPANIES}?${query}`;
}

export function useCompanyList(list: ListRequest, deleted = false) {
  return useSWR<CompanyPage>(companyListKey(list, deleted), { keepPreviousData: true });
}

export const companyKey = (id: number) => `${COMPANIES}/${id}`;

export function useCompany(id: number | null) {
  return useSWR<Company>(id === null ? null : companyKey(id));
}

/** Every cached company list page, active or deleted, and the picker list: what a change makes stale. */
export const isCompanyListKey = (key: unknown) =>
  typeof key === 'string' && (key.startsWith(`${COMPANIES}?`) || key.startsWith(`${DELETED}?`) || key.startsWith(PICKER));

export function saveCompany(session: SessionClient, id: number | null, input: CompanyBody): Promise<Company> {
  return session.json<Company>(id === null ? COMPANIES : companyKey(id), {
    method: id === null ? 'POST' : 'PUT',
    body: JSON.stringify(input),
  });
}

/** Moves the company to deleted companies. */
export function deleteCompany(session: SessionClient, id: number): Promise<Company> {
  return session.json<Company>(companyKey(id), { method: 'DELETE' });
}

/** Brings a deleted company back with everything it owned. */
export function restoreCompany(session: SessionClient, id: number): Promise<Company> {
  return session.json<Company>('/api/restore-company', { method: 'POST', body: JSON.stringify({ id }) });
}

/** A bulk action of the company lists and what it carries besides the companies (see CompanyBulkPaths). */
export type CompanyBulkRequest = { action: 'delete' | 'restore' } | { action: 'move'; channelId: number };

/** Runs one bulk action over the companies in one request; the server refuses it whole if any company is outside the caller's tenant. */
export function runCompanyBulkAction(
  session: SessionClient,
  companyIds: number[],
  request: CompanyBulkRequest,
): Promise<CompanyBulkResult> {
  const { action, ...extra } = request;
  return session.json<CompanyBulkResult>(CompanyBulkPaths[action], { method: 'POST', body: JSON.stringify({ companyIds, ...extra }) });
}
