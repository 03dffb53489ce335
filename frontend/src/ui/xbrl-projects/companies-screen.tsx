import type { ValidatorCompany } from '@ea/contracts/validator';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { ListScreen } from '@/ui/page/list-screen.tsx';
import { companyColumns } from './company-columns.tsx';
import type { XbrlModule } from './xbrl-module.ts';

/** A module's companies with their projects' count and last run; a company's name opens its projects. */
export function CompaniesScreen({ module }: { module: XbrlModule }) {
  const list = useListState('general');
  const { data, error, isLoading } = module.api.useCompanies(list);
  const searched = Boolean(list.get('filter'));
  return (
    <ListScreen<ValidatorCompany>
      kind="general"
      columns={companyColumns(module)}
      rowKey={(row) => String(row.id)}
      rows={data?.items}
      total={data?.total}
      loading={isLoading}
      error={error ? error.message : null}
      searchParam="filter"
      description={module.words.companies}
      emptyTitle={searched ? 'No company matches this search' : 'No companies yet'}
      emptyMessage={searched ? 'Try another name, CIK or ticker.' : 'Companies of your channel appear here once they are added.'}
    />
  );
}
