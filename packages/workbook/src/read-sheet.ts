import { ApiError } from '@ea/contracts';
import { checkArchive, tooManyRows, WORKBOOK_LIMITS, type WorkbookLimits } from './archive-limits.ts';
import { inflateEntry } from './inflate-entry.ts';
import type { SheetLayout } from './sheet-columns.ts';
import { type CellValue, SharedStringsXml, WorksheetXml, type XmlRow } from './sheet-xml.ts';
import { locateSheetParts, parseWhole } from './workbook-parts.ts';
import { readZipDirectory, unreadable } from './zip-directory.ts';

export interface SheetRow<Field extends string> {
  /** The row's number in the sheet (the header is row 1). */
  rowNumber: number;
  values: Record<Field, string>;
}

export interface ReadSheetOptions {
  /** Stop reading rows after the header (a quick check at upload); the sheet is still unpacked to check its size. */
  headerOnly?: boolean;
  limits?: Partial<WorkbookLimits>;
}

/**
 * Reads the first worksheet's rows as text, keyed by field from the header row (headers match
 * case-insensitively, in any order). Blank rows are skipped.
 *
 * The archive's central directory is judged before anything is inflated, and the sheet is
 * inflated in memory while it is parsed, never to disk: a zip bomb is refused at once, and
 * nothing is left behind whichever way the reading ends. Throws 413 past the limits (declared or
 * actual unpacked size, compression ratio, file count, rows), 415 "Only .xlsx is allowed" when
 * the workbook cannot be read and 422 when the header row lacks a column of the layout.
 */
export async function readSheet<Field extends string>(
  data: Uint8Array,
  layout: SheetLayout<Field>,
  options: ReadSheetOptions = {},
): Promise<SheetRow<Field>[]> {
  const limits = { ...WORKBOOK_LIMITS, ...options.limits };
  // bytea columns come back as Buffer from pg but as a plain Uint8Array from PGlite.
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  try {
    const entries = readZipDirectory(bytes);
    checkArchive(entries, limits);
    const parts = await locateSheetParts(bytes, entries);
    const shared = parts.sharedStrings ? (await parseWhole(bytes, parts.sharedStrings, new SharedStringsXml())).strings : [];
    const reader = new RowReader(layout, limits, options.headerOnly === true);
    const sheet = new WorksheetXml(shared);
    for await (const chunk of inflateEntry(bytes, parts.sheet)) {
      // Once the header-only check has its header, the rest is inflated only to check its size.
      if (reader.done) continue;
      sheet.write(chunk);
      reader.add(sheet.take());
    }
    if (!reader.done) {
      sheet.end();
      reader.add(sheet.take());
    }
    return reader.rows();
  } catch (error) {
    throw error instanceof ApiError ? error : unreadable();
  }
}

/** Turns parsed rows into the layout's fields: the first row is the header. */
class RowReader<Field extends string> {
  #columns: Map<number, Field> | null = null;
  readonly #rows: SheetRow<Field>[] = [];

  constructor(
    private readonly layout: SheetLayout<Field>,
    private readonly limits: WorkbookLimits,
    private readonly headerOnly: boolean,
  ) {}

  get done(): boolean {
    return this.headerOnly && this.#columns !== null;
  }

  add(rows: readonly XmlRow[]): void {
    for (const row of rows) {
      if (this.done) return;
      if (this.#columns === null) {
        this.#columns = headerColumns(row.cells, this.layout);
        continue;
      }
      const values = rowValues(row.cells, this.#columns, this.layout);
      if (!Object.values(values).some((v) => v !== '')) continue;
      if (this.#rows.length === this.limits.maxRows) throw tooManyRows(this.limits);
      this.#rows.push({ rowNumber: row.number, values });
    }
  }

  rows(): SheetRow<Field>[] {
    if (this.#columns === null) throw missingColumns(this.layout);
    return this.#rows;
  }
}

function headerColumns<Field extends string>(cells: readonly CellValue[], layout: SheetLayout<Field>): Map<number, Field> {
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

function rowValues<Field extends string>(
  cells: readonly CellValue[],
  columns: Map<number, Field>,
  layout: SheetLayout<Field>,
): Record<Field, string> {
  const values = Object.fromEntries(layout.columns.map((c) => [c.field, ''])) as Record<Field, string>;
  for (const [index, field] of columns) {
    const cell = cells[index];
    const pad = layout.zeroPadded?.[field];
    values[field] =
      typeof cell === 'number' && pad !== undefined && Number.isInteger(cell) ? String(cell).padStart(pad, '0') : cellText(cell);
  }
  return values;
}

function cellText(cell: CellValue | undefined): string {
  return cell === undefined ? '' : String(cell);
}
