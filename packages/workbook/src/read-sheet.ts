import { Readable } from 'node:stream';
import { ApiError, Messages } from '@ea/contracts';
import ExcelJS from 'exceljs';
import type { SheetLayout } from './sheet-columns.ts';

export interface SheetRow<Field extends string> {
  /** The row's number in the sheet (the header is row 1). */
  rowNumber: number;
  values: Record<Field, string>;
}

/**
 * Reads the first worksheet's rows as text, keyed by field from the header row (headers match
 * case-insensitively, in any order). Blank rows are skipped. Throws 415 "Only .xlsx is allowed"
 * when the workbook cannot be read and 422 when the header row lacks a column of the layout.
 * `headerOnly` stops after the header (a quick check at upload).
 */
export async function readSheet<Field extends string>(
  bytes: Buffer,
  layout: SheetLayout<Field>,
  options: { headerOnly?: boolean } = {},
): Promise<SheetRow<Field>[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  const rows: SheetRow<Field>[] = [];
  let columns: Map<number, Field> | null = null;
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const cells = row.values as unknown[];
        if (columns === null) {
          columns = headerColumns(cells, layout);
          if (options.headerOnly) return rows;
          continue;
        }
        const values = rowValues(cells, columns, layout);
        if (Object.values(values).some((v) => v !== '')) rows.push({ rowNumber: row.number, values });
      }
      // Only the first worksheet holds the rows to import.
      break;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('unsupportedMediaType', Messages.files.xlsxOnly);
  }
  if (columns === null) throw missingColumns(layout);
  return rows;
}

function headerColumns<Field extends string>(cells: unknown[], layout: SheetLayout<Field>): Map<number, Field> {
  const byHeader = new Map(layout.columns.map((c) => [c.header.toLowerCase(), c.field]));
  const columns = new Map<number, Field>();
  cells.forEach((cell, index) => {
    const field = byHeader.get(cellText(cell).trim().toLowerCase());
    if (field) columns.set(index, field);
  });
  if (columns.size !== layout.columns.length) throw missingColumns(layout);
  return columns;
}

function missingColumns(layout: SheetLayout<string>): ApiError {
  return new ApiError(
    'unprocessable',
    `The first sheet must start with the template's header row: ${layout.columns.map((c) => c.header).join(', ')}`,
  );
}

function rowValues<Field extends string>(cells: unknown[], columns: Map<number, Field>, layout: SheetLayout<Field>): Record<Field, string> {
  const values = Object.fromEntries(layout.columns.map((c) => [c.field, ''])) as Record<Field, string>;
  for (const [index, field] of columns) {
    const cell = cells[index];
    const pad = layout.zeroPadded?.[field];
    values[field] =
      typeof cell === 'number' && pad !== undefined && Number.isInteger(cell) ? String(cell).padStart(pad, '0') : cellText(cell);
  }
  return values;
}

/** A cell's text, whatever exceljs made of it (rich text, formula result, hyperlink, date). */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'object') {
    const value = cell as { richText?: { text: string }[]; result?: unknown; text?: unknown };
    if (Array.isArray(value.richText)) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result);
    if ('text' in value) return cellText(value.text);
  }
  return '';
}
