import ExcelJS from 'exceljs';
import type { SheetColumn } from './sheet-columns.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An import template: one sheet with the bold header row; every column formatted as text so
 * Excel keeps leading zeros and does not turn identifiers into numbers or dates.
 */
export async function buildTemplate<Field extends string>(options: {
  sheetName: string;
  columns: readonly SheetColumn<Field>[];
  /** Column widths in characters (default 16). */
  widths?: Partial<Record<Field, number>>;
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(options.sheetName);
  sheet.columns = options.columns.map((c) => ({
    header: c.header,
    key: c.field,
    width: options.widths?.[c.field] ?? 16,
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
