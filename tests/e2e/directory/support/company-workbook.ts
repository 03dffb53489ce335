import { writeSheet } from '@ea/workbook';

export interface SampleRow {
  name: string;
  ticker: string;
  cik: string;
  cid: string;
  sic: string;
  cusip: string;
}

/** `good` valid companies (CIKs from `cikBase`) and the invalid rows given, in the template's columns. */
export function sampleRows(good: number, cikBase: number, bad: SampleRow[]): SampleRow[] {
  const rows: SampleRow[] = Array.from({ length: good }, (_, i) => ({
    name: `Imported Company ${i + 1}`,
    ticker: `IMP${i + 1}`,
    cik: String(cikBase + i).padStart(10, '0'),
    cid: '',
    sic: '6022',
    cusip: '',
  }));
  // Bad rows spread through the file, as real mistakes are.
  for (const [i, row] of bad.entries()) rows.splice(Math.floor(((i + 1) * rows.length) / (bad.length + 1)), 0, row);
  return rows;
}

/** The rows as an .xlsx with the template's header row (CIK and SIC as text, so leading zeros stay). */
export function companyWorkbook(rows: SampleRow[]): Promise<Buffer> {
  return writeSheet('Companies', [
    ['Name', 'Ticker', 'CIK', 'CID', 'SIC', 'CUSIP'],
    ...rows.map((row) => [row.name, row.ticker, row.cik, row.cid, row.sic, row.cusip]),
  ]);
}
