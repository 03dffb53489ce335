import { companyImports } from '@/api/directory/company-imports.ts';
import { paths } from '@/app/paths.ts';
import { ImportScreen } from '@/ui/bulk-import/import-screen.tsx';
import { useAdminChannelOptions } from '../components/channel-options.ts';

/** Companies from a spreadsheet; an admin chooses the channel they go into, everyone else imports into their own. */
export default function BulkImportPage() {
  return (
    <ImportScreen
      area={companyImports}
      description="Add many companies at once from a spreadsheet; each row is checked with the same rules as the company form."
      list={{ to: paths.company.list, label: 'Company List' }}
      templateFileName="companies-import-template.xlsx"
      workbook={{ label: 'Companies workbook', hint: "An .xlsx with the template's columns: Name, Ticker, CIK, CID, SIC, CUSIP" }}
      channels={useAdminChannelOptions()?.assignable ?? null}
      updateMode={{
        label: 'Update existing companies',
        hint: 'a row whose CIK or CID names a company of the channel changes its fields; otherwise it is listed as already there, or as an error when the name differs',
      }}
    />
  );
}
