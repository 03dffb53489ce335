import type { Channel } from '@ea/contracts/directory';
import type { ReactNode } from 'react';
import { generatePath, Link, useParams } from 'react-router-dom';
import { useChannelSummary } from '@/api/directory/channel-page.ts';
import { useChannel } from '@/api/directory/channels.ts';
import { useChannelAccount } from '@/api/identity/channel-account.ts';
import { useUserList } from '@/api/identity/users.ts';
import { paths } from '@/app/paths.ts';
import { isAdminUser } from '@/app/session/access.ts';
import { Access, canAccess } from '@/app/session/route-access.ts';
import { useSessionUser } from '@/app/session/session-context.tsx';
import { DateText, DateTimeText } from '@/ui/format/date-time-text.tsx';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { PageHeader } from '@/ui/page/page-header.tsx';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { ChannelArchiveAction } from '../components/channel-archive-action.tsx';
import { ChannelLogo } from '../components/channel-logo.tsx';
import '../components/channel-page.css';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="channel-page__detail">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A count linking to the list it counts; a dash while it loads or when it could not be read. */
function Figure({ label, value, to, note }: { label: string; value: number | null; to: string; note: string }) {
  const shown = value === null ? '—' : value.toLocaleString('en-US');
  return (
    <div className="channel-page__figure card" data-figure={label}>
      <span className="channel-page__figure-label">{label}</span>
      <span className="channel-page__figure-value">{shown}</span>
      <Link className="channel-page__figure-link" to={to} aria-label={`${note}: ${shown}`}>
        {note}
      </Link>
    </div>
  );
}

/** The channel's users, counted by identity's users list filtered by the channel (one row read, its total kept). */
function UsersFigure({ channelId }: { channelId: number }) {
  const { data } = useUserList({ page: 1, size: 10, get: (name) => (name === 'clientfilter' ? String(channelId) : null) });
  return (
    <Figure label="Users" value={data?.total ?? null} to={`${paths.users.list}?clientfilter=${channelId}`} note="Open the user list" />
  );
}

/** Whether the channel's users are mirrored to the identity provider (admins only: the account is theirs to see). */
function IdentityProviderDetail({ channelId }: { channelId: number }) {
  const { data, error } = useChannelAccount(channelId);
  return (
    <Detail label="Identity provider">
      {error ? (
        <span className="muted">Could not be read</span>
      ) : data === undefined ? (
        <span className="muted">Loading…</span>
      ) : data.account ? (
        <>
          Mapped to <span className="channel-page__account">{data.account}</span>
        </>
      ) : (
        <span className="badge">Not mapped</span>
      )}
    </Detail>
  );
}

function ChannelFacts({ channel, admin }: { channel: Channel; admin: boolean }) {
  return (
    <dl className="channel-page__facts">
      <Detail label="Status">
        <span className={`badge ${channel.archivedAt ? '' : 'badge--success'}`}>{channel.archivedAt ? 'Archived' : 'Active'}</span>
      </Detail>
      <Detail label="Added">
        <DateText at={channel.createdAt} />
      </Detail>
      <Detail label="Updated">
        <DateText at={channel.updatedAt} />
      </Detail>
      {channel.archivedAt && (
        <Detail label="Archived">
          <DateTimeText at={channel.archivedAt} />
        </Detail>
      )}
      <Detail label="Logo">{channel.logoUrl ? 'Uploaded' : <span className="muted">None</span>}</Detail>
      {admin && <IdentityProviderDetail channelId={channel.id} />}
    </dl>
  );
}

/**
 * A channel in one place: its logo, status and identity-provider mapping, how many live and
 * deleted companies and users it has (each count opening its list filtered to the channel), and
 * for admins, editing and archiving. Companies are counted by the directory, users by identity's
 * users list, which only user managers may read.
 */
export default function ChannelPage() {
  const id = Number(useParams().channelId);
  const valid = Number.isInteger(id) && id > 0;
  const user = useSessionUser();
  const admin = user !== null && isAdminUser(user);
  const seesUsers = user !== null && canAccess(user, Access.userManagement);
  const { data: channel, error, isLoading } = useChannel(valid ? id : null);
  const { data: summary } = useChannelSummary(channel ? channel.id : null);

  if (isLoading) {
    return (
      <>
        <PageHeader title="Channel" />
        <SectionCard>
          <Skeleton lines={5} label="Loading channel" />
        </SectionCard>
      </>
    );
  }
  if (!channel) {
    return (
      <>
        <PageHeader title="Channel" />
        <SectionCard>
          <EmptyState
            title="This channel could not be found"
            message={error?.message}
            action={
              <Link className="button" to={paths.channel.list}>
                Back to the channel list
              </Link>
            }
          />
        </SectionCard>
      </>
    );
  }

  const channelId = String(channel.id);
  return (
    <div className="channel-page">
      <PageHeader
        title={channel.name}
        description={channel.archivedAt ? 'Archived channel' : 'Channel'}
        actions={
          admin && (
            <>
              <Link className="button" to={generatePath(paths.channel.edit, { channelId })}>
                Edit channel
              </Link>
              <ChannelArchiveAction channel={channel} />
            </>
          )
        }
      />
      {channel.archivedAt && (
        <p className="channel-page__notice" role="status">
          This channel is archived: it is hidden from the channel list, and no company can be added to it. Its companies, documents and
          users can still be read.
        </p>
      )}
      <section className="card channel-page__summary" aria-label="Channel summary">
        <ChannelLogo name={channel.name} logoUrl={channel.logoUrl} size={56} />
        <ChannelFacts channel={channel} admin={admin} />
      </section>
      <div className="channel-page__figures">
        <Figure
          label="Companies"
          value={summary?.companies ?? null}
          to={`${paths.company.list}?client=${channel.id}`}
          note="Open the company list"
        />
        <Figure
          label="Deleted companies"
          value={summary?.deletedCompanies ?? null}
          to={`${paths.company.deleted}?client=${channel.id}`}
          note="Open the deleted companies"
        />
        {seesUsers && <UsersFigure channelId={channel.id} />}
      </div>
    </div>
  );
}
