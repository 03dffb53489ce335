import { writeSheet } from '@ea/workbook';
import { COMPANY_COLUMNS } from '../domain/company-import/company-sheet.ts';

/** An .xlsx with the template's header row (or the given one) and these rows. */
export function companyWorkbook(rows: (string | number)[][], header: string[] = COMPANY_COLUMNS.map((c) => c.header)): Promise<Buffer> {
  return writeSheet('Companies', [header, ...rows]);
}

/** A valid company row: name, ticker, 10-digit CIK, CID, SIC, CUSIP. */
export function goodRow(n: number): string[] {
  return [`Imported ${n}`, `IMP${n}`, String(2_000_000_000 + n), '', '3571', ''];
}
