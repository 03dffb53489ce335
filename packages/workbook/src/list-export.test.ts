import { describe, expect, it } from 'vitest';
import { buildListExport } from './list-export.ts';
import { readCsvRows, readXlsxRows } from './testing/read-export.ts';

interface Row {
  name: string;
  at: string | null;
}

const columns = [
  { header: 'Name', cell: (row: Row) => row.name },
  { header: 'When', cell: (row: Row) => row.at },
];
const rows: Row[] = [
  { name: 'Plain', at: '2025-01-31T10:00:00.000Z' },
  { name: '=HYPERLINK("http://evil","x")', at: null },
  { name: '+1', at: null },
  { name: '-2', at: null },
  { name: '@SUM(A1)', at: null },
  { name: '\tTab', at: null },
  { name: 'Comma, "quoted"\nand a line break', at: null },
  { name: 'Ünïcødé — 東京', at: null },
];
const now = new Date('2025-01-31T23:59:00Z');

describe('list exports', () => {
  it('writes RFC 4180 CSV with a BOM, CRLF, quoting and formula-looking cells prefixed with a quote', async () => {
    const file = await buildListExport({ format: 'csv', name: 'things', columns, rows, now });
    expect(file.fileName).toBe('things-2025-01-31.csv');
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect([...file.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.body.toString('utf8')).toContain('\r\n"\'=HYPERLINK(""http://evil"",""x"")",\r\n');
    expect(readCsvRows(file.body)).toEqual([
      ['Name', 'When'],
      ['Plain', '2025-01-31T10:00:00.000Z'],
      [`'=HYPERLINK("http://evil","x")`, ''],
      ["'+1", ''],
      ["'-2", ''],
      ["'@SUM(A1)", ''],
      ["'\tTab", ''],
      ['Comma, "quoted"\nand a line break', ''],
      ['Ünïcødé — 東京', ''],
    ]);
  });

  it('writes the same rows to an .xlsx as text, never as formulas', async () => {
    const file = await buildListExport({ format: 'xlsx', name: 'things', columns, rows, now });
    expect(file.fileName).toBe('things-2025-01-31.xlsx');
    expect(await readXlsxRows(file.body)).toEqual([['Name', 'When'], ...rows.map((row) => [row.name, row.at ?? ''])]);
    expect(file.body.includes(Buffer.from('<f>'))).toBe(false);
  });
});
