import { useParams } from 'react-router-dom';
import { useChannel } from '@/api/directory/channels.ts';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { PageHeader } from '@/ui/page/page-header.tsx';
import { useRouteTitle } from '@/ui/page/route-title.ts';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { ChannelAccountCard } from '../components/channel-account-card.tsx';
import { ChannelForm } from '../components/channel-form.tsx';

export default function EditChannelPage() {
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
        <>
          <ChannelForm key={data.id} channel={data} />
          <ChannelAccountCard channelId={data.id} />
        </>
      ) : (
        <SectionCard>
          <EmptyState title="This channel could not be found" message={error?.message} />
        </SectionCard>
      )}
    </>
  );
}
