import type { Channel, ChannelListStatus } from '@ea/contracts/directory';
import { useId } from 'react';
import { generatePath, Link, useSearchParams } from 'react-router-dom';
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
import { channelListStatus, channelPage } from '../components/channel-rows.ts';
import '../components/channel-page.css';

/** The channel list's own parameter beside the general ones: which channels it shows (active by default). */
const STATUS_PARAM = 'status';

const STATUS_OPTIONS: { value: ChannelListStatus; label: string }[] = [
  { value: 'active', label: 'Active channels' },
  { value: 'archived', label: 'Archived channels' },
  { value: 'all', label: 'All channels' },
];

function channelColumns(admin: boolean, status: ChannelListStatus): Column<Channel>[] {
  const columns: Column<Channel>[] = [
    {
      key: 'name',
      header: 'Channel name',
      sortable: true,
      render: (row) => (
        <span className="channel-cell">
          <ChannelLogo name={row.name} logoUrl={row.logoUrl} />
          <Link to={generatePath(paths.channel.page, { channelId: String(row.id) })}>{row.name}</Link>
        </span>
      ),
    },
    { key: 'logo', header: 'Logo', width: '120px', render: (row) => (row.logoUrl ? 'Uploaded' : 'None') },
    { key: 'createdAt', header: 'Added', sortable: true, width: '160px', render: (row) => <DateText at={row.createdAt} /> },
    { key: 'updatedAt', header: 'Updated', sortable: true, width: '160px', render: (row) => <DateText at={row.updatedAt} /> },
  ];
  if (status !== 'active') {
    columns.push({
      key: 'status',
      header: 'Status',
      width: '120px',
      render: (row) => <span className={`badge ${row.archivedAt ? '' : 'badge--success'}`}>{row.archivedAt ? 'Archived' : 'Active'}</span>,
    });
  }
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

function StatusFilter({ status, onChange }: { status: ChannelListStatus; onChange(status: ChannelListStatus): void }) {
  const id = useId();
  // Labelled by id rather than by wrapping: a wrapping label would name the select "Show Active channels".
  return (
    <div className="channel-status-filter">
      <label htmlFor={id}>Show</label>
      <select id={id} className="select" value={status} onChange={(event) => onChange(channelListStatus(event.target.value))}>
        {STATUS_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function ChannelListPage() {
  const user = useSessionUser();
  const list = useListState('general');
  const [search, setSearch] = useSearchParams();
  const status = channelListStatus(search.get(STATUS_PARAM));
  const { data, error, isLoading } = useChannels();
  const admin = user !== null && isAdminUser(user);
  const page = channelPage(data?.items ?? [], {
    page: list.page,
    size: list.size,
    filter: list.get('filter'),
    sort: list.get('sort'),
    order: list.get('order'),
    status,
  });
  // Another status is another result: back to its first page, the default left out of the address.
  const changeStatus = (next: ChannelListStatus) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      params.delete('page');
      if (next === 'active') params.delete(STATUS_PARAM);
      else params.set(STATUS_PARAM, next);
      return params;
    });
  const exportList = { ...list, get: (name: string) => (name === STATUS_PARAM ? status : list.get(name)) };
  return (
    <ListScreen<Channel>
      kind="general"
      columns={channelColumns(admin, status)}
      rowKey={(row) => String(row.id)}
      rows={page.rows}
      total={page.total}
      loading={isLoading}
      error={error ? error.message : null}
      searchParam="filter"
      filters={() => <StatusFilter status={status} onChange={changeStatus} />}
      exportFrom={{ listAddress: listAddress('/api/client', exportList, ['filter', 'sort', 'order', STATUS_PARAM]), fileName: 'channels' }}
      description="Resellers and clients with their companies and users."
      actions={
        admin && (
          <Link className="button button--primary" to={paths.channel.add}>
            Add Channel
          </Link>
        )
      }
      emptyTitle={
        list.get('filter') ? 'No channel matches this search' : status === 'archived' ? 'No archived channels' : 'No channels yet'
      }
      emptyMessage={
        status === 'archived'
          ? 'An admin archives a channel from its page; archived channels are listed here.'
          : admin
            ? 'Add a channel with its name and logo to get started.'
            : 'Your channel appears here once it is set up.'
      }
    />
  );
}
