import { Link } from 'react-router-dom';
import { companyListKey } from '@/api/directory/companies.ts';
import { paths } from '@/app/paths.ts';
import { ExportMenu } from '@/ui/export-menu/export-menu.tsx';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { useCanManageCompanies } from '../components/company-access.ts';
import { CompanyListScreen } from '../components/company-list-screen.tsx';
import { CompanyRowActions } from '../components/company-row-actions.tsx';

export default function CompanyListPage() {
  const manages = useCanManageCompanies();
  const list = useListState('general');
  return (
    <CompanyListScreen
      deleted={false}
      action={manages ? (row) => <CompanyRowActions company={row} /> : null}
      description="Companies of your channel and their filing identifiers."
      actions={
        <>
          <Link className="button" to={paths.company.deleted}>
            Deleted Companies
          </Link>
          <ExportMenu listAddress={companyListKey(list)} fileName="companies" />
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
      empty={(filtered) => ({
        title: filtered ? 'No company matches this search' : 'No companies yet',
        message: filtered
          ? 'Try another name, ticker or identifier.'
          : manages
            ? 'Add a company, or import many at once from a spreadsheet.'
            : 'Companies your channel adds appear here.',
      })}
    />
  );
}
