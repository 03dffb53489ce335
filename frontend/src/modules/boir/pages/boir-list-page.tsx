import type { Column } from '@/ui/data-table/data-table.tsx';
import { ListScreen } from '@/ui/page/list-screen.tsx';

interface BoirRow {
  id: string;
  company: string;
  preparer: string;
  owner: string;
  billingGroup: string;
  filingDate: string;
  filingStatus: string;
}

const columns: Column<BoirRow>[] = [
  { key: 'company', header: 'Company' },
  { key: 'preparer', header: 'Preparer' },
  { key: 'owner', header: 'Owner' },
  { key: 'billingGroup', header: 'Billing group' },
  { key: 'filingDate', header: 'Filing date', width: '140px' },
  { key: 'filingStatus', header: 'Filing status', width: '140px' },
];

export default function BoirListPage() {
  return (
    <ListScreen<BoirRow>
      kind="boir"
      columns={columns}
      rowKey={(row) => row.id}
      description="Beneficial ownership information reports."
      emptyTitle="Beneficial ownership reports will appear here"
    />
  );
}
