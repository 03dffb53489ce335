import type { Channel } from '@ea/contracts/directory';
import { generatePath, Link } from 'react-router-dom';
import { useChannels } from '@/api/directory/channels.ts';
import { listAddress } from '@/api/list-address.ts';
import { paths } from '@/app/paths.ts';
import { isAdminUser } from '@/app/session/access.ts';
import { useSessionUser } from '@/app/session/session-context.tsx';
import type { Column } from '@/ui/data-table/data-table.tsx';
import { DateText } from '@/ui/format/date-time-text.tsx';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { ListScreen } from '@/ui/page/list-screen.tsx';
import { ChannelLogo } from '../components/channel-logo.tsx';
import { channelPage } from '../components/channel-rows.ts';

function channelColumns(admin: boolean): Column<Channel>[] {
  const columns: Column<Channel>[] = [
    {
      key: 'name',
      header: 'Channel name',
      sortable: true,
      render: (row) => (
        <span className="channel-cell">
          <ChannelLogo name={row.name} logoUrl={row.logoUrl} />
          <span>{row.name}</span>
        </span>
      ),
    },
    { key: 'logo', header: 'Logo', width: '120px', render: (row) => (row.logoUrl ? 'Uploaded' : 'None') },
    { key: 'createdAt', header: 'Added', sortable: true, width: '160px', render: (row) => <DateText at={row.createdAt} /> },
    { key: 'updatedAt', header: 'Updated', sortable: true, width: '160px', render: (row) => <DateText at={row.updatedAt} /> },
  ];
  if (admin) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      width: '110px',
      render: (row) => (
        <Link className="button button--ghost" to={generatePath(paths.channel.edit, { channelId: String(row.id) })}>
          Edit
        </Link>
      ),
    });
  }
  return columns;
}

export default function ChannelListPage() {
  const user = useSessionUser();
  const list = useListState('general');
  const { data, error, isLoading } = useChannels();
  const admin = user !== null && isAdminUser(user);
  const page = channelPage(data?.items ?? [], {
    page: list.page,
    size: list.size,
    filter: list.get('filter'),
    sort: list.get('sort'),
    order: list.get('order'),
  });
  return (
    <ListScreen<Channel>
      kind="general"
      columns={channelColumns(admin)}
      rowKey={(row) => String(row.id)}
      rows={page.rows}
      total={page.total}
      loading={isLoading}
      error={error ? error.message : null}
      searchParam="filter"
      exportFrom={{ listAddress: listAddress('/api/client', list, ['filter', 'sort', 'order']), fileName: 'channels' }}
      description="Resellers and clients with their companies and users."
      actions={
        admin && (
          <Link className="button button--primary" to={paths.channel.add}>
            Add Channel
          </Link>
        )
      }
      emptyTitle={list.get('filter') ? 'No channel matches this search' : 'No channels yet'}
      emptyMessage={admin ? 'Add a channel with its name and logo to get started.' : 'Your channel appears here once it is set up.'}
    />
  );
}
