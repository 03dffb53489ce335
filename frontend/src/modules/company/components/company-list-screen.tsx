import type { Company } from '@ea/contracts/directory';
import { type ReactNode, useState } from 'react';
import { useCompanyList } from '@/api/directory/companies.ts';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { ListScreen } from '@/ui/page/list-screen.tsx';
import { channelFilter } from './channel-filter.tsx';
import { useAdminChannelOptions } from './channel-options.ts';
import { CompanyBulkActions } from './company-bulk-actions.tsx';
import { companyColumns } from './company-columns.tsx';

interface CompanyListScreenProps {
  deleted: boolean;
  /** The row's action; null for a user who may not change companies (no Actions column, no selection). */
  action: ((row: Company) => ReactNode) | null;
  description: string;
  actions: ReactNode;
  /** What an empty list says, depending on whether a search or channel filter is set. */
  empty(filtered: boolean): { title: string; message: string };
}

/**
 * A list of companies (active or deleted) with the general list parameters, the admins' channel
 * filter and, for those who change companies, row selection with its bulk actions.
 */
export function CompanyListScreen({ deleted, action, description, actions, empty }: CompanyListScreenProps) {
  const list = useListState('general');
  const channels = useAdminChannelOptions();
  const { data, error, isLoading } = useCompanyList(list, deleted);
  const { title, message } = empty(Boolean(list.get('filter') || list.get('client')));
  // Kept across pages and filters, so a selection can be built up page by page.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const manages = action !== null;
  return (
    <ListScreen<Company>
      kind="general"
      columns={companyColumns(channels?.names ?? null, action, deleted)}
      rowKey={(row) => String(row.id)}
      rows={data?.items}
      total={data?.total}
      loading={isLoading}
      error={error ? error.message : null}
      searchParam="filter"
      filters={channelFilter(channels)}
      description={description}
      actions={actions}
      selection={manages ? { selected, onChange: setSelected } : undefined}
      selectionLabel={(company) => `Select ${company.name}`}
      aboveTable={
        manages && (
          <CompanyBulkActions
            deleted={deleted}
            selectedIds={[...selected].map(Number)}
            channels={channels?.all ?? null}
            onClear={() => setSelected(new Set())}
          />
        )
      }
      emptyTitle={title}
      emptyMessage={message}
    />
  );
}
