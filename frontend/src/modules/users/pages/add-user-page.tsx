import { PageHeader } from '@/ui/page/page-header.tsx';
import { useRouteTitle } from '@/ui/page/route-title.ts';
import { useSaveUser } from '../components/use-save-user.ts';
import { UserForm } from '../components/user-form.tsx';
import { emptyUserForm } from '../components/user-form-values.ts';

export default function AddUserPage() {
  const save = useSaveUser(null);
  return (
    <>
      <PageHeader title={useRouteTitle()} description="The new user gets an email with a link to choose a password." />
      <UserForm initial={emptyUserForm} submitLabel="Add user" onSave={save} />
    </>
  );
}
