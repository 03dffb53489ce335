import { ApiError, Messages } from '@ea/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildErrorReport } from './error-report.ts';
import { readSheet } from './read-sheet.ts';
import type { SheetLayout } from './sheet-columns.ts';
import { deflatedPart, zipArchive } from './testing/xlsx-zip.ts';
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

  it('reads a workbook handed over as a plain Uint8Array, as PGlite returns bytea columns', async () => {
    const bytes = await workbook([
      ['Name', 'Code'],
      ['Acme', 'A1'],
    ]);
    const plain = new Uint8Array(bytes.length + 8).subarray(4, 4 + bytes.length);
    plain.set(bytes);
    expect(Buffer.isBuffer(plain)).toBe(false);
    expect(await readSheet(plain, layout)).toEqual([{ rowNumber: 2, values: { name: 'Acme', code: 'A1' } }]);
  });

  it('reads what spreadsheet programs write: rich text, formula results, booleans, hyperlinks, errors', async () => {
    const bytes = await workbook([
      ['Name', 'Code'],
      [true, { formula: '40+2', result: 42 }],
      [
        { text: 'Site', hyperlink: 'https://example.com' },
        { formula: 'A1', result: 'text' },
      ],
      [{ error: '#N/A' }, 12.5],
    ]);
    expect(await readSheet(bytes, layout)).toEqual([
      { rowNumber: 2, values: { name: 'true', code: '000042' } },
      { rowNumber: 3, values: { name: 'Site', code: 'text' } },
      { rowNumber: 4, values: { name: '', code: '12.5' } },
    ]);
  });

  it('reads the first sheet in tab order, with prefixed element names and phonetic guides left out', async () => {
    const ns = 'xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
    const rels = (entries: string) =>
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${entries}</Relationships>`;
    const type = (t: string) => `http://schemas.openxmlformats.org/officeDocument/2006/relationships/${t}`;
    const sheet = (rows: string) => `<x:worksheet ${ns}><x:sheetData>${rows}</x:sheetData></x:worksheet>`;
    const bytes = zipArchive([
      deflatedPart('[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      deflatedPart(
        'xl/workbook.xml',
        `<x:workbook ${ns} xmlns:rel="${type('')}"><x:sheets><x:sheet name="Second" sheetId="2" rel:id="rId2"/><x:sheet name="First" sheetId="1" rel:id="rId1"/></x:sheets></x:workbook>`,
      ),
      deflatedPart(
        'xl/_rels/workbook.xml.rels',
        rels(
          `<Relationship Id="rId1" Type="${type('worksheet')}" Target="worksheets/sheet1.xml"/>` +
            `<Relationship Id="rId2" Type="${type('worksheet')}" Target="/xl/worksheets/sheet2.xml"/>` +
            `<Relationship Id="rId3" Type="${type('sharedStrings')}" Target="strings.xml"/>`,
        ),
      ),
      deflatedPart(
        'xl/strings.xml',
        `<x:sst ${ns}><x:si><x:t>Name</x:t></x:si><x:si><x:r><x:t>To</x:t></x:r><x:r><x:t>kyo</x:t></x:r><x:rPh><x:t>tookyoo</x:t></x:rPh></x:si></x:sst>`,
      ),
      deflatedPart('xl/worksheets/sheet1.xml', sheet('<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c></x:row>')),
      deflatedPart(
        'xl/worksheets/sheet2.xml',
        sheet(
          '<x:row r="1"><x:c r="B1" t="s"><x:v>0</x:v></x:c><x:c t="inlineStr"><x:is><x:t>Code</x:t></x:is></x:c></x:row>' +
            '<x:row r="3"><x:c r="B3" t="s"><x:v>1</x:v></x:c><x:c r="C3"><x:v>7</x:v></x:c></x:row>',
        ),
      ),
    ]);
    expect(await readSheet(bytes, layout)).toEqual([{ rowNumber: 3, values: { name: 'Tokyo', code: '000007' } }]);
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
