import { Link } from 'react-router-dom';
import { companyListKey } from '@/api/directory/companies.ts';
import { paths } from '@/app/paths.ts';
import { ExportMenu } from '@/ui/export-menu/export-menu.tsx';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { useCanManageCompanies } from '../components/company-access.ts';
import { CompanyListScreen } from '../components/company-list-screen.tsx';
import { RestoreCompanyAction } from '../components/company-row-actions.tsx';

export default function DeletedCompaniesPage() {
  const manages = useCanManageCompanies();
  const list = useListState('general');
  return (
    <CompanyListScreen
      deleted
      action={manages ? (row) => <RestoreCompanyAction company={row} /> : null}
      description="Deleted companies keep their documents; restoring one brings everything back."
      actions={
        <>
          <Link className="button" to={paths.company.list}>
            Company List
          </Link>
          <ExportMenu listAddress={companyListKey(list, true)} fileName="deleted-companies" />
        </>
      }
      empty={() => ({ title: 'No deleted companies', message: 'A company you delete appears here and can be restored.' })}
    />
  );
}
