import type { ListExportFormat } from '@ea/contracts';
import { XLSX_CONTENT_TYPE } from './build-template.ts';
import { type ExportColumn, exportTable } from './export-table.ts';
import { writeCsv } from './write-csv.ts';
import { writeTableXlsx } from './write-table-xlsx.ts';

/** An exported list as a download. */
export interface ListExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

interface ListExportRequest<Row> {
  format: ListExportFormat;
  /** The list's name in the file name (`companies` gives companies-2025-01-31.xlsx) and the sheet's. */
  name: string;
  columns: readonly ExportColumn<Row>[];
  rows: readonly Row[];
  /** The day the file is named for (today, UTC). */
  now?: Date;
}

/** A list's rows as `<name>-<yyyy-mm-dd>.xlsx` or `.csv`, with the columns' headers first. */
export async function buildListExport<Row>(request: ListExportRequest<Row>): Promise<ListExportFile> {
  const table = exportTable(request.columns, request.rows);
  const day = (request.now ?? new Date()).toISOString().slice(0, 10);
  const fileName = `${request.name}-${day}.${request.format}`;
  if (request.format === 'csv') return { fileName, contentType: 'text/csv; charset=utf-8', body: writeCsv(table) };
  return { fileName, contentType: XLSX_CONTENT_TYPE, body: await writeTableXlsx(request.name, table) };
}

/** A timestamp as ISO 8601 in UTC with its zone (`Z`); empty when absent. */
export const isoCell = (value: string | Date | null): string | null =>
  value === null ? null : (typeof value === 'string' ? new Date(value) : value).toISOString();
