import type { CompanyFields, CompanyInput } from '@ea/contracts/directory';
import { assertXlsx, readSheet, type SheetColumn, type SheetLayout } from '@ea/workbook';

export type CompanyField = keyof CompanyInput & string;

/** The sheet's columns, in template order: header text and the company field it fills. */
export const COMPANY_COLUMNS: readonly SheetColumn<CompanyField>[] = [
  { header: 'Name', field: 'name' },
  { header: 'Ticker', field: 'ticker' },
  { header: 'CIK', field: 'cik' },
  { header: 'CID', field: 'cid' },
  { header: 'SIC', field: 'sic' },
  { header: 'CUSIP', field: 'cusip' },
];

/**
 * The companies sheet. CIK and SIC are digits Excel may have turned into a number, dropping
 * leading zeros (CIK 0000320193 → 320193): a numeric cell there is padded back to the field's length.
 */
export const COMPANY_LAYOUT: SheetLayout<CompanyField> = { columns: COMPANY_COLUMNS, zeroPadded: { cik: 10, sic: 4 } };

/**
 * The checks at upload: an .xlsx by content (415 otherwise) whose first worksheet has the
 * template's header row (422 otherwise). The rows are read by the import's job.
 */
export async function checkCompanyWorkbook(bytes: Buffer, fileName: string): Promise<void> {
  assertXlsx(bytes, fileName);
  await readSheet(bytes, COMPANY_LAYOUT, { headerOnly: true });
}

/** A checked row's values as the run's report shows them: the stored form of each field, empty ones blank. */
export function reportValues(fields: CompanyFields): Record<CompanyField, string> {
  return {
    name: fields.name,
    ticker: fields.ticker,
    cik: fields.cik ?? '',
    cid: fields.cid ?? '',
    sic: fields.sic ?? '',
    cusip: fields.cusip ?? '',
  };
}
