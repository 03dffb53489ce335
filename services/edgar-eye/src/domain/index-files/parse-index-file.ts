import { isoDate } from './calendar-date.ts';
import { firstControlCharacter } from './control-characters.ts';
import { ARCHIVE_FILE_NAME, accessionOf, quoted } from './edgar-names.ts';
import { findContradictions } from './find-contradictions.ts';
import { IndexFileInvalid } from './index-file-invalid.ts';
import { readIndexHeader } from './index-header.ts';
import type { IndexFileError, IndexLayout, IndexRow } from './index-row.ts';
import { type RowFields, splitFixedWidthRow, splitMasterRow } from './split-index-row.ts';

export interface ParsedIndexFile {
  layout: IndexLayout;
  /** The preamble's "Last Data Received" as YYYY-MM-DD; null when the file has none. */
  dataDate: string | null;
  rows: IndexRow[];
}

const NUL = 0;
const CR = 13;

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at >= 0 && at < index; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
}

function isBlank(line: string): boolean {
  for (let i = 0; i < line.length; i += 1) if (line.charCodeAt(i) > 32) return false;
  return true;
}

function isDigits(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return text.length > 0;
}

/**
 * Checks a row's fields and makes the row of them, or says what is wrong. One message per row:
 * the first problem, in column order, is enough to find the line.
 */
function toRow(fields: RowFields, line: number, dates: Map<string, string | null>): IndexRow | string {
  const { cik: cikText, companyName, formType, dateFiled: dateText, fileName } = fields;
  if (!isDigits(cikText) || cikText.length > 10) return `CIK ${quoted(cikText, 20)} is not 1 to 10 digits`;
  const cik = Number(cikText);
  if (cik === 0) return `CIK ${quoted(cikText)} is zero`;
  if (companyName === '') return 'the company name is empty';
  if (formType === '') return 'the form type is empty';
  // A file holds few distinct dates (a daily index one or a handful): each is checked once.
  let dateFiled = dates.get(dateText);
  if (dateFiled === undefined) {
    dateFiled = isoDate(dateText);
    dates.set(dateText, dateFiled);
  }
  if (dateFiled === null) return `date filed ${quoted(dateText, 20)} is not a date (YYYYMMDD or YYYY-MM-DD)`;
  if (!ARCHIVE_FILE_NAME.test(fileName))
    return `file name ${quoted(fileName)} is not an EDGAR archive path (edgar/data/<CIK>/<accession>.txt)`;
  return { cik, companyName, formType, dateFiled, fileName, accession: accessionOf(fileName), line };
}

/**
 * Reads an EDGAR index file (master, form or company layout, told apart by its column header),
 * whole or not at all: every bad line is collected and the file is refused with all of them
 * (IndexFileInvalid), so a caller never stores half a file and then the rest twice.
 *
 * One accession is listed once per filer (joint filers, co-registrants), so it repeats under
 * other CIKs, and an identical line may repeat too (EDGAR does that). One filer listing one
 * accession under two form types is a contradiction, and refuses the file. Co-registrants of one
 * filing under different form types are not: EDGAR lists the parent of an S-1/A as S-1/A and the
 * co-registrants it adds as S-1 (company.20221003.idx, accession 0001104659-22-105373).
 */
export function parseIndexFile(text: string, name: string): ParsedIndexFile {
  // A binary file (a gzip saved as .idx, a truncated download padded with NULs) is refused as one
  // error rather than as thousands of unreadable lines.
  const control = firstControlCharacter(text);
  if (control >= 0) {
    const code = text.charCodeAt(control);
    const what = code === NUL ? 'NUL bytes' : `the control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    throw new IndexFileInvalid(name, [{ line: lineAt(text, control), message: `not a text file: it contains ${what}` }]);
  }

  const lines = text.split('\n');
  const header = readIndexHeader(lines);
  if ('message' in header) throw new IndexFileInvalid(name, [header]);
  const { layout, firstRow, secondColumn } = header;

  const rows: IndexRow[] = [];
  const errors: IndexFileError[] = [];
  const dates = new Map<string, string | null>();
  for (let i = firstRow; i < lines.length; i += 1) {
    let raw = lines[i] as string;
    if (raw.charCodeAt(raw.length - 1) === CR) raw = raw.slice(0, -1);
    if (isBlank(raw)) continue;
    const line = i + 1;
    const fields = layout === 'master' ? splitMasterRow(raw) : splitFixedWidthRow(raw, layout, secondColumn);
    const row = typeof fields === 'string' ? fields : toRow(fields, line, dates);
    if (typeof row === 'string') {
      errors.push({ line, message: row });
      continue;
    }
    rows.push(row);
  }

  const contradictions = findContradictions(rows);
  if (errors.length > 0 || contradictions.length > 0) {
    throw new IndexFileInvalid(
      name,
      [...errors, ...contradictions].sort((a, b) => a.line - b.line),
    );
  }
  if (rows.length === 0) throw new IndexFileInvalid(name, [{ line: firstRow + 1, message: 'the index lists no filings' }]);
  return { layout, dataDate: header.dataDate, rows };
}
