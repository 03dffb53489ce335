import { readSheet, type SheetRow as WorkbookRow } from '@ea/workbook';
import { COMPANY_LAYOUT, type CompanyField } from './company-columns.ts';

export { assertXlsx, looksLikeXlsx } from '@ea/workbook';

export type SheetRow = WorkbookRow<CompanyField>;

/**
 * Reads the first worksheet's companies as text, keyed by company field from the header row.
 * Throws 415 when the workbook cannot be read and 422 when the header row lacks a column of the
 * template. `headerOnly` stops after the header (a quick check at upload).
 */
export function readCompanySheet(bytes: Buffer, options: { headerOnly?: boolean } = {}): Promise<SheetRow[]> {
  return readSheet(bytes, COMPANY_LAYOUT, options);
}
