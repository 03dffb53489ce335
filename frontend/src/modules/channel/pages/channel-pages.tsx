import type { Column } from '../../../ui/data-table/data-table.tsx';
import { ListScreen } from '../../../ui/page/list-screen.tsx';
import { PlaceholderPage } from '../../../ui/page/placeholder-page.tsx';

interface ChannelRow {
  id: string;
  name: string;
  logo: string;
}

const columns: Column<ChannelRow>[] = [
  { key: 'name', header: 'Channel name', sortable: true },
  { key: 'logo', header: 'Logo', width: '160px' },
];

export function ChannelListPage() {
  return (
    <ListScreen<ChannelRow>
      kind="general"
      columns={columns}
      rowKey={(row) => row.id}
      searchParam="filter"
      description="Resellers and clients with their companies and users."
      emptyTitle="Channels will appear here"
      emptyMessage="Channels you add, with their logos, are listed here with paging and search."
    />
  );
}

export function AddChannelPage() {
  return (
    <PlaceholderPage
      emptyTitle="The channel form will appear here"
      emptyMessage="A channel has a name and a logo (JPG or PNG, up to 2 MB)."
    />
  );
}
