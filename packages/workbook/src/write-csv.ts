import { csvCell } from './csv-cell.ts';
import type { ExportTable } from './export-table.ts';

/** Excel reads a CSV as UTF-8 only when it starts with the byte order mark. */
const UTF8_BOM = '\uFEFF';

/** The table as RFC 4180 CSV (CRLF line ends, header first) in UTF-8 with a byte order mark. */
export function writeCsv(table: ExportTable): Buffer {
  const lines = [table.headers, ...table.rows].map((cells) => cells.map((cell) => csvCell(cell === null ? '' : String(cell))).join(','));
  return Buffer.from(`${UTF8_BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}
