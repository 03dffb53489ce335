import { Readable } from 'node:stream';
import { ApiError, Messages } from '@ea/contracts';
import ExcelJS from 'exceljs';
import { COMPANY_COLUMNS, type CompanyField, ZERO_PADDED } from './company-columns.ts';

export interface SheetRow {
  /** The row's number in the sheet (the header is row 1). */
  rowNumber: number;
  values: Record<CompanyField, string>;
}

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * Whether the bytes are an .xlsx by content: a zip archive whose entries include the workbook
 * part (zip stores entry names uncompressed, so they can be found without unpacking).
 */
export function looksLikeXlsx(bytes: Buffer): boolean {
  return bytes.subarray(0, 4).equals(ZIP_LOCAL_HEADER) && bytes.includes('xl/workbook.xml') && bytes.includes('[Content_Types].xml');
}

/** Throws 415 "Only .xlsx is allowed" unless the upload is an .xlsx by name and content. */
export function assertXlsx(bytes: Buffer, fileName: string): void {
  if (!fileName.toLowerCase().endsWith('.xlsx') || !looksLikeXlsx(bytes)) {
    throw new ApiError('unsupportedMediaType', Messages.files.xlsxOnly);
  }
}

/**
 * Reads the first worksheet's rows as text, keyed by company field from the header row. Blank
 * rows are skipped. Throws 415 when the workbook cannot be read and 422 when the header row lacks
 * a column of the template. `headerOnly` stops after the header (a quick check at upload).
 */
export async function readCompanySheet(bytes: Buffer, options: { headerOnly?: boolean } = {}): Promise<SheetRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  const rows: SheetRow[] = [];
  let columns: Map<number, CompanyField> | null = null;
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const cells = row.values as unknown[];
        if (columns === null) {
          columns = headerColumns(cells);
          if (options.headerOnly) return rows;
          continue;
        }
        const values = rowValues(cells, columns);
        if (Object.values(values).some((v) => v !== '')) rows.push({ rowNumber: row.number, values });
      }
      // Only the first worksheet holds companies.
      break;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('unsupportedMediaType', Messages.files.xlsxOnly);
  }
  if (columns === null) throw missingColumns();
  return rows;
}

function headerColumns(cells: unknown[]): Map<number, CompanyField> {
  const byHeader = new Map(COMPANY_COLUMNS.map((c) => [c.header.toLowerCase(), c.field]));
  const columns = new Map<number, CompanyField>();
  cells.forEach((cell, index) => {
    const field = byHeader.get(cellText(cell).trim().toLowerCase());
    if (field) columns.set(index, field);
  });
  if (columns.size !== COMPANY_COLUMNS.length) throw missingColumns();
  return columns;
}

function missingColumns(): ApiError {
  return new ApiError(
    'unprocessable',
    `The first sheet must start with the template's header row: ${COMPANY_COLUMNS.map((c) => c.header).join(', ')}`,
  );
}

function rowValues(cells: unknown[], columns: Map<number, CompanyField>): Record<CompanyField, string> {
  const values = Object.fromEntries(COMPANY_COLUMNS.map((c) => [c.field, ''])) as Record<CompanyField, string>;
  for (const [index, field] of columns) {
    const cell = cells[index];
    const pad = ZERO_PADDED[field];
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
