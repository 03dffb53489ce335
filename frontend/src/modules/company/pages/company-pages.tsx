import type { Company } from '@ea/contracts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import type { Column } from '../../../ui/data-table/data-table.tsx';
import { useListState } from '../../../ui/list-state/use-list-state.ts';
import { MultiSelect } from '../../../ui/multi-select/multi-select.tsx';
import { EmptyState } from '../../../ui/page/empty-state.tsx';
import { ListScreen } from '../../../ui/page/list-screen.tsx';
import { PageHeader } from '../../../ui/page/page-header.tsx';
import { useRouteTitle } from '../../../ui/page/route-title.ts';
import { SectionCard } from '../../../ui/page/section-card.tsx';
import { Skeleton } from '../../../ui/page/skeleton.tsx';
import { useCompany, useCompanyList } from '../api/companies-api.ts';
import { useAdminChannelOptions } from '../components/channel-options.ts';
import { useCanManageCompanies } from '../components/company-access.ts';
import { CompanyForm } from '../components/company-form.tsx';
import { CompanyRowActions, RestoreCompanyAction } from '../components/company-row-actions.tsx';
import { useSaveCompany } from '../components/use-save-company.ts';
import '../components/company-form.css';

export { CompanyAuditLogPage } from '../audit-log/company-audit-log-page.tsx';
export { BulkImportPage } from '../bulk-import/bulk-import-page.tsx';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const identifier = (value: string | null) => (value ? <span className="company-id">{value}</span> : <span className="muted">—</span>);

/** The list's columns; `action` is null for a user who may not change companies (no Actions column). */
function companyColumns(channelNames: Map<number, string> | null, action: ((row: Company) => ReactNode) | null, deleted: boolean) {
  const columns: Column<Company>[] = [
    { key: 'name', header: 'Company name', sortable: true },
    { key: 'ticker', header: 'Ticker', sortable: true, width: '110px' },
    { key: 'cik', header: 'CIK', sortable: true, width: '130px', render: (row) => identifier(row.cik) },
    { key: 'cid', header: 'CID', sortable: true, width: '120px', render: (row) => identifier(row.cid) },
    { key: 'sic', header: 'SIC', width: '80px', render: (row) => identifier(row.sic) },
    { key: 'cusip', header: 'CUSIP', width: '120px', render: (row) => identifier(row.cusip) },
  ];
  if (channelNames) {
    columns.push({
      key: 'channel',
      header: 'Channel',
      width: '160px',
      render: (row) => channelNames.get(row.channelId) ?? `#${row.channelId}`,
    });
  }
  if (deleted) {
    columns.push({
      key: 'deletedAt',
      header: 'Deleted',
      sortable: true,
      width: '170px',
      render: (row) => (row.deletedAt ? dateTime.format(new Date(row.deletedAt)) : ''),
    });
  }
  if (action) columns.push({ key: 'actions', header: 'Actions', width: deleted ? '120px' : '180px', render: action });
  return columns;
}

/** The admins' channel filter, bound to the general list parameter `client`. */
function channelFilter(channels: ReturnType<typeof useAdminChannelOptions>) {
  if (!channels) return undefined;
  return (list: ReturnType<typeof useListState>) => {
    const chosen = channels.items.filter((item) => String(item.id) === list.get('client'));
    return (
      <div className="list-screen__filter">
        <span>Channel</span>
        <MultiSelect
          label="Channel filter"
          singleSelection
          data={channels.items}
          selected={chosen}
          onChange={(next) => list.update({ client: next[0]?.id ?? null })}
        />
      </div>
    );
  };
}

export function CompanyListPage() {
  const list = useListState('general');
  const channels = useAdminChannelOptions();
  const { data, error, isLoading } = useCompanyList(list);
  const manages = useCanManageCompanies();
  const filtered = Boolean(list.get('filter') || list.get('client'));
  return (
    <ListScreen<Company>
      kind="general"
      columns={companyColumns(channels?.names ?? null, manages ? (row) => <CompanyRowActions company={row} /> : null, false)}
      rowKey={(row) => String(row.id)}
      rows={data?.items}
      total={data?.total}
      loading={isLoading}
      error={error ? error.message : null}
      searchParam="filter"
      filters={channelFilter(channels)}
      description="Companies of your channel and their filing identifiers."
      actions={
        <>
          <Link className="button" to={paths.company.deleted}>
            Deleted Companies
          </Link>
          {manages && (
            <>
              <Link className="button" to={paths.company.bulkImport}>
                Bulk Import
              </Link>
              <Link className="button button--primary" to={paths.company.add}>
                Add Company
              </Link>
            </>
          )}
        </>
      }
      emptyTitle={filtered ? 'No company matches this search' : 'No companies yet'}
      emptyMessage={
        filtered
          ? 'Try another name, ticker or identifier.'
          : manages
            ? 'Add a company, or import many at once from a spreadsheet.'
            : 'Companies your channel adds appear here.'
      }
    />
  );
}

export function DeletedCompaniesPage() {
  const list = useListState('general');
  const channels = useAdminChannelOptions();
  const { data, error, isLoading } = useCompanyList(list, true);
  const manages = useCanManageCompanies();
  return (
    <ListScreen<Company>
      kind="general"
      columns={companyColumns(channels?.names ?? null, manages ? (row) => <RestoreCompanyAction company={row} /> : null, true)}
      rowKey={(row) => String(row.id)}
      rows={data?.items}
      total={data?.total}
      loading={isLoading}
      error={error ? error.message : null}
      searchParam="filter"
      filters={channelFilter(channels)}
      description="Deleted companies keep their documents; restoring one brings everything back."
      actions={
        <Link className="button" to={paths.company.list}>
          Company List
        </Link>
      }
      emptyTitle="No deleted companies"
      emptyMessage="A company you delete appears here and can be restored."
    />
  );
}

export function AddCompanyPage() {
  const channels = useAdminChannelOptions();
  const save = useSaveCompany(null);
  return (
    <>
      <PageHeader title={useRouteTitle()} description="A company of your channel with its filing identifiers." />
      <CompanyForm channels={channels?.items ?? null} onSave={save} />
    </>
  );
}

export function EditCompanyPage() {
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
        <CompanyForm key={data.id} company={data} channels={channels?.items ?? null} onSave={save} />
      ) : (
        <SectionCard>
          <EmptyState title="This company could not be found" message={error?.message} />
        </SectionCard>
      )}
    </>
  );
}
