import type { SheetColumn, SheetLayout } from '@ea/workbook';
import type { CompanyInput } from '../domain/validate-company.ts';

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
