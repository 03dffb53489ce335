import { PageHeader } from '@/ui/page/page-header.tsx';
import { useRouteTitle } from '@/ui/page/route-title.ts';
import { useAdminChannelOptions } from '../components/channel-options.ts';
import { CompanyForm } from '../components/company-form.tsx';
import { useSaveCompany } from '../components/use-save-company.ts';

export default function AddCompanyPage() {
  const channels = useAdminChannelOptions();
  const save = useSaveCompany(null);
  return (
    <>
      <PageHeader title={useRouteTitle()} description="A company of your channel with its filing identifiers." />
      <CompanyForm channels={channels?.assignable ?? null} onSave={save} />
    </>
  );
}
