import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportTable } from './export-table.ts';

/**
 * The table as a one-sheet .xlsx with a bold, frozen header row. The streaming writer commits
 * each row as it goes, so a large export does not keep a whole workbook model in memory; text is
 * written as inline strings, which a spreadsheet never runs as formulas.
 */
export async function writeTableXlsx(sheetName: string, table: ExportTable): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.headers.map((header) => ({ header, width: Math.min(Math.max(header.length + 4, 14), 60) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of table.rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
