import type { Company } from '@ea/contracts';
import { tenantScope } from '@ea/service-kit';
import { type CompanySort, listCompanyNames, listCompanies as listCompanyRows } from '../db/companies-repository.ts';
import { companyView } from './company-view.ts';
import type { Caller, DirectoryDeps } from './directory-deps.ts';

export interface CompanyListOptions {
  deps: DirectoryDeps;
  caller: Caller;
  deleted: boolean;
  page: number;
  size: number;
  sort: CompanySort;
  order: 'asc' | 'desc';
  filter?: string | undefined;
  /** The `client` list parameter: one channel's companies. */
  channelId?: number | undefined;
}

export interface CompanyPage {
  items: Company[];
  total: number;
  page: number;
  size: number;
}

/** A page of the live (or deleted) companies the caller may see. */
export async function listCompanies(options: CompanyListOptions): Promise<CompanyPage> {
  const { rows, total } = await listCompanyRows(options.deps.db, {
    scope: tenantScope(options.caller.claims),
    deleted: options.deleted,
    filter: options.filter,
    channelId: options.channelId,
    sort: options.sort,
    order: options.order,
    page: options.page,
    size: options.size,
  });
  return { items: rows.map(companyView), total, page: options.page, size: options.size };
}

/** The picker's items (multi-select keys: id and itemName) for every live company in scope. */
export async function companyPickerItems(options: { deps: DirectoryDeps; caller: Caller; channelId?: number | undefined }) {
  const rows = await listCompanyNames(options.deps.db, tenantScope(options.caller.claims), options.channelId);
  return rows.map((r) => ({ id: r.id, itemName: r.name, channelId: r.channel_id }));
}
