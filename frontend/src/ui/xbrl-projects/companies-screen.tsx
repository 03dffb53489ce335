import type { ValidatorCompany } from '@ea/contracts/validator';
import { useValidatorCompanies } from '@/api/validator/companies.ts';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { ListScreen } from '@/ui/page/list-screen.tsx';
import { companyColumns } from '../components/company-columns.tsx';

export default function ValidatorCompaniesPage() {
  const list = useListState('general');
  const { data, error, isLoading } = useValidatorCompanies(list);
  const searched = Boolean(list.get('filter'));
  return (
    <ListScreen<ValidatorCompany>
      kind="general"
      columns={companyColumns}
      rowKey={(row) => String(row.id)}
      rows={data?.items}
      total={data?.total}
      loading={isLoading}
      error={error ? error.message : null}
      searchParam="filter"
      description="Companies you can validate filings for, with their projects and latest validation. Open a company to see its projects."
      emptyTitle={searched ? 'No company matches this search' : 'No companies yet'}
      emptyMessage={searched ? 'Try another name, CIK or ticker.' : 'Companies of your channel appear here once they are added.'}
    />
  );
}
