import { isAdminUser } from '@/app/session/access.ts';
import { useSessionUser } from '@/app/session/session-context.tsx';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { PageHeader } from '@/ui/page/page-header.tsx';
import { useRouteTitle } from '@/ui/page/route-title.ts';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { ChannelForm } from '../components/channel-form.tsx';

export default function AddChannelPage() {
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
