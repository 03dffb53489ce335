import { paths } from '../../../app/paths.ts';
import { importArea } from '../../../ui/bulk-import/import-runs-api.ts';
import { ImportScreen } from '../../../ui/bulk-import/import-screen.tsx';
import { useAdminChannelOptions } from '../components/channel-options.ts';

const companyImports = importArea('/api/bulkImport', 'bulk-import', 'companies');

/** Companies from a spreadsheet; an admin chooses the channel they go into, everyone else imports into their own. */
export function BulkImportPage() {
  return (
    <ImportScreen
      area={companyImports}
      description="Add many companies at once from a spreadsheet; each row is checked with the same rules as the company form."
      list={{ to: paths.company.list, label: 'Company List' }}
      templateFileName="companies-import-template.xlsx"
      workbook={{ label: 'Companies workbook', hint: "An .xlsx with the template's columns: Name, Ticker, CIK, CID, SIC, CUSIP" }}
      channels={useAdminChannelOptions()?.items ?? null}
    />
  );
}
