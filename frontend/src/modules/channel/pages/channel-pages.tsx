import type { Channel } from '@ea/contracts';
import { generatePath, Link, useParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { isAdminUser } from '../../../app/session/access.ts';
import { useSessionUser } from '../../../app/session/session-context.tsx';
import type { Column } from '../../../ui/data-table/data-table.tsx';
import { useListState } from '../../../ui/list-state/use-list-state.ts';
import { EmptyState } from '../../../ui/page/empty-state.tsx';
import { ListScreen } from '../../../ui/page/list-screen.tsx';
import { PageHeader } from '../../../ui/page/page-header.tsx';
import { useRouteTitle } from '../../../ui/page/route-title.ts';
import { SectionCard } from '../../../ui/page/section-card.tsx';
import { Skeleton } from '../../../ui/page/skeleton.tsx';
import { channelPage } from '../api/channel-rows.ts';
import { useChannel, useChannels } from '../api/channels-api.ts';
import { ChannelForm } from '../components/channel-form.tsx';
import { ChannelLogo } from '../components/channel-logo.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

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
    { key: 'createdAt', header: 'Added', sortable: true, width: '160px', render: (row) => dateFormat.format(new Date(row.createdAt)) },
    { key: 'updatedAt', header: 'Updated', sortable: true, width: '160px', render: (row) => dateFormat.format(new Date(row.updatedAt)) },
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

export function ChannelListPage() {
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

export function AddChannelPage() {
  const user = useSessionUser();
  const title = useRouteTitle();
  return (
    <>
      <PageHeader title={title} description="A reseller or client; its logo brands its users' screens." />
      {user && isAdminUser(user) ? (
        <ChannelForm />
      ) : (
        <SectionCard>
          <EmptyState
            title="Channels are added by an administrator"
            message="Ask an administrator to add a channel or to change your channel's name or logo."
          />
        </SectionCard>
      )}
    </>
  );
}

export function EditChannelPage() {
  const title = useRouteTitle();
  const id = Number(useParams().channelId);
  const { data, error, isLoading } = useChannel(Number.isInteger(id) && id > 0 ? id : null);
  return (
    <>
      <PageHeader title={title} description={data ? data.name : undefined} />
      {isLoading ? (
        <SectionCard>
          <Skeleton lines={4} label="Loading channel" />
        </SectionCard>
      ) : data ? (
        <ChannelForm key={data.id} channel={data} />
      ) : (
        <SectionCard>
          <EmptyState title="This channel could not be found" message={error?.message} />
        </SectionCard>
      )}
    </>
  );
}
