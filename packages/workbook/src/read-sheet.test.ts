import { ApiError, Messages } from '@ea/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildErrorReport } from './error-report.ts';
import { readSheet } from './read-sheet.ts';
import type { SheetLayout } from './sheet-columns.ts';
import { looksLikeXlsx } from './xlsx-content.ts';

type Field = 'name' | 'code';
const layout: SheetLayout<Field> = {
  columns: [
    { header: 'Name', field: 'name' },
    { header: 'Code', field: 'code' },
  ],
  zeroPadded: { code: 6 },
};

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('S');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('readSheet', () => {
  it('keys cells by header in any order and case, pads numeric codes and skips blank rows', async () => {
    const bytes = await workbook([['CODE', 'name'], [42, 'Acme'], [], ['007', { richText: [{ text: 'Bo' }, { text: 'nd' }] }]]);
    expect(looksLikeXlsx(bytes)).toBe(true);
    expect(await readSheet(bytes, layout)).toEqual([
      { rowNumber: 2, values: { name: 'Acme', code: '000042' } },
      { rowNumber: 4, values: { name: 'Bond', code: '007' } },
    ]);
  });

  it('answers 422 naming the headers when one is missing, and 415 for bytes that are no workbook', async () => {
    const missing = await readSheet(await workbook([['Name', 'Other']]), layout).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 422, message: expect.stringContaining('Name, Code') });
    const broken = await readSheet(Buffer.from('not a zip'), layout).catch((e: unknown) => e);
    expect(broken).toMatchObject({ status: 415, message: Messages.files.xlsxOnly });
  });
});

describe('buildErrorReport', () => {
  it('lists messages in column order and neutralises formula-looking cells', () => {
    const csv = buildErrorReport(layout.columns, [
      { rowNumber: 3, values: { name: '=HYPERLINK("x")', code: '1' }, messages: { code: 'Bad code', name: 'Bad name' } },
    ]);
    expect(csv).toBe('Row,Name,Code,Errors\r\n3,"\'=HYPERLINK(""x"")",1,Name: Bad name; Code: Bad code\r\n');
  });
});
