import { tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { listCompanyNames } from '../../db/companies-repository.ts';
import type { DirectoryDeps } from '../../deps.ts';

/** The picker's items (multi-select keys: id and itemName) for every live company in scope, or one channel's. */
export async function listCompanyPicker({ deps, caller }: UseCaseContext<DirectoryDeps>, input: { client?: number | undefined }) {
  const rows = await listCompanyNames(deps.db, tenantScope(caller.claims), input.client);
  return { items: rows.map((r) => ({ id: r.id, itemName: r.name, channelId: r.channel_id })) };
}
