/** A cell of an exported list: text, a number, or empty. */
export type ExportCell = string | number | null;

/** A column of an exported list: the header the list shows and the cell of each row. */
export interface ExportColumn<Row> {
  header: string;
  cell(row: Row): ExportCell;
}

/** An exported list: its headers and its rows' cells, in column order. */
export interface ExportTable {
  headers: string[];
  rows: ExportCell[][];
}

export function exportTable<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): ExportTable {
  return { headers: columns.map((column) => column.header), rows: rows.map((row) => columns.map((column) => column.cell(row))) };
}
