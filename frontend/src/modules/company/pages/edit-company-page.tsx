import { useParams } from 'react-router-dom';
import { useCompany } from '@/api/directory/companies.ts';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { PageHeader } from '@/ui/page/page-header.tsx';
import { useRouteTitle } from '@/ui/page/route-title.ts';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { companyFormChannels, useAdminChannelOptions } from '../components/channel-options.ts';
import { CompanyForm } from '../components/company-form.tsx';
import { useSaveCompany } from '../components/use-save-company.ts';

export default function EditCompanyPage() {
  const title = useRouteTitle();
  const id = Number(useParams().companyId);
  const valid = Number.isInteger(id) && id > 0;
  const channels = useAdminChannelOptions();
  const { data, error, isLoading } = useCompany(valid ? id : null);
  const save = useSaveCompany(valid ? id : null);
  return (
    <>
      <PageHeader title={title} description={data?.name} />
      {isLoading ? (
        <SectionCard>
          <Skeleton lines={5} label="Loading company" />
        </SectionCard>
      ) : data ? (
        <CompanyForm key={data.id} company={data} channels={channels && companyFormChannels(channels, data.channelId)} onSave={save} />
      ) : (
        <SectionCard>
          <EmptyState title="This company could not be found" message={error?.message} />
        </SectionCard>
      )}
    </>
  );
}
