import { Link, useParams } from 'react-router-dom';
import { useUser } from '@/api/identity/users.ts';
import { paths } from '@/app/paths.ts';
import { DateTimeText } from '@/ui/format/date-time-text.tsx';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { PageHeader } from '@/ui/page/page-header.tsx';
import { useRouteTitle } from '@/ui/page/route-title.ts';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { useSaveUser } from '../components/use-save-user.ts';
import { UserAccountActions } from '../components/user-account-actions.tsx';
import { UserForm } from '../components/user-form.tsx';
import { userFormValuesOf } from '../components/user-form-values.ts';
import { UserStatus } from '../components/user-status.tsx';

export default function EditUserPage() {
  const id = Number(useParams().userId);
  const user = useUser(Number.isInteger(id) && id > 0 ? id : null);
  const save = useSaveUser(id);
  const title = useRouteTitle();
  if (user.error) {
    return (
      <>
        <PageHeader title={title} />
        <SectionCard>
          <EmptyState
            title="This user could not be opened"
            message={user.error.message}
            action={<Link to={paths.users.list}>Back to users</Link>}
          />
        </SectionCard>
      </>
    );
  }
  if (!user.data) {
    return (
      <>
        <PageHeader title={title} />
        <Skeleton lines={6} label="Loading user" />
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} description={user.data.email} />
      <section className="user-account card" aria-label="Account">
        <span className="user-account__facts">
          <UserStatus user={user.data} />
          <span>
            Updated <DateTimeText at={user.data.updatedAt} />
          </span>
        </span>
        <span className="user-actions">
          <UserAccountActions user={user.data} />
        </span>
      </section>
      <UserForm key={user.data.id} initial={userFormValuesOf(user.data)} submitLabel="Save changes" onSave={save} />
    </>
  );
}
