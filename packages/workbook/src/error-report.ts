import { csvCell } from './csv-cell.ts';
import type { SheetColumn } from './sheet-columns.ts';

export interface RowError {
  /** The row's number in the sheet (the header is row 1). */
  rowNumber: number;
  values: Record<string, string>;
  /** Field name → the form's message. */
  messages: Record<string, string>;
}

/**
 * The error report as CSV: each failed row with its values and its messages, in column order.
 * Cells that a spreadsheet would run as a formula are prefixed with an apostrophe.
 */
export function buildErrorReport(columns: readonly SheetColumn<string>[], errors: readonly RowError[]): string {
  const header = ['Row', ...columns.map((c) => c.header), 'Errors'];
  const lines = [header.map(csvCell).join(',')];
  for (const error of errors) {
    // Stored messages come back with their keys in no useful order.
    const messages = columns
      .filter((c) => error.messages[c.field] !== undefined)
      .map((c) => `${c.header}: ${error.messages[c.field]}`)
      .join('; ');
    lines.push([String(error.rowNumber), ...columns.map((c) => error.values[c.field] ?? ''), messages].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
