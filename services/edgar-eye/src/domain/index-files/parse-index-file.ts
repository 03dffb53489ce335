import { type IndexFileError, IndexFileInvalid, type IndexLayout, type IndexRow } from './index-row.ts';

/** Stops collecting after this many errors: a wrong file would otherwise list every line. */
const MAX_ERRORS = 100;
const MAX_CIK = 9_999_999_999;

/** The end of a fixed-width row: CIK, date (YYYYMMDD or YYYY-MM-DD), file name, optional trailing spaces. */
const FIXED_TAIL = /^(.*?)\s+(\d+)\s+(\d{4}-?\d{2}-?\d{2})\s+(\S+)\s*$/;
const ARCHIVE_PATH = /^edgar\/data\/(\d{1,10})\/(\d{10}-\d{2}-\d{6})(?:\.txt|-index\.html?)$/;

export interface ParsedIndexFile {
  layout: IndexLayout;
  /** The "Last Data Received" date as the file prints it, or null. */
  dataDate: string | null;
  rows: IndexRow[];
}

interface Header {
  layout: IndexLayout;
  /** 0-based index of the first data line. */
  firstRow: number;
  /** Where the second column starts in a fixed-width layout. */
  secondColumn: number;
}

function findHeader(lines: string[]): Header | null {
  for (let i = 0; i < Math.min(lines.length, 40); i += 1) {
    const line = lines[i] as string;
    if (!/^-{10,}\s*$/.test(line)) continue;
    // The column header is the last non-blank line before the dashes (the company layout wraps
    // its header over two lines, so look at both).
    const above = lines.slice(Math.max(0, i - 2), i).join('\n');
    if (/^CIK\|Company Name\|Form Type\|Date Filed\|File ?Name/m.test(above)) return { layout: 'master', firstRow: i + 1, secondColumn: 0 };
    const form = /^Form Type\s+Company Name/m.exec(above);
    if (form) return { layout: 'form', firstRow: i + 1, secondColumn: headerColumn(above, 'Company Name') };
    if (/^Company Name\s+Form Type/m.test(above))
      return { layout: 'company', firstRow: i + 1, secondColumn: headerColumn(above, 'Form Type') };
  }
  return null;
}

function headerColumn(text: string, title: string): number {
  for (const line of text.split('\n')) {
    const at = line.indexOf(title);
    if (at >= 0) return at;
  }
  return -1;
}

/** A file carries few distinct dates (a daily file one): each is checked once. */
function isoDateOf(cache: Map<string, string | null>, text: string): string | null {
  let date = cache.get(text);
  if (date === undefined) {
    date = isoDate(text);
    cache.set(text, date);
  }
  return date;
}

function isoDate(text: string): string | null {
  const digits = text.replaceAll('-', '');
  if (digits.length !== 8) return null;
  const iso = `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

/**
 * Splits the left part of a fixed-width row into its two columns. The header says where the second
 * column starts; when the first column overflowed into it (a 64-character company name in a
 * 62-character column) the boundary is not white space, and the split falls back to the last run
 * of two or more spaces, which EDGAR always leaves between columns.
 */
function splitColumns(left: string, at: number): [string, string] | null {
  if (at > 0 && left.length > at && left[at - 1] === ' ' && left[at] !== ' ') {
    return [left.slice(0, at).trim(), left.slice(at).trim()];
  }
  const trimmed = left.trimEnd();
  const gap = trimmed.lastIndexOf('  ');
  if (gap < 0) return null;
  return [trimmed.slice(0, gap).trim(), trimmed.slice(gap).trim()];
}

/**
 * Reads an EDGAR index file (master, form or company layout, told apart by its column header),
 * whole or not at all: every bad line is collected and the file is refused with all of them
 * (IndexFileInvalid), so a caller never takes half a file. Fixed-width rows are read from the
 * right (file name, date, CIK are unambiguous) because a company name longer than its column
 * shifts everything after it. An accession may be listed once per filer, and not always with one
 * form type: co-registrants of one S-1 can be listed as S-1 and the parent as S-1/A.
 */
export function parseIndexFile(text: string, name: string): ParsedIndexFile {
  if (text.includes('\0')) throw new IndexFileInvalid(name, [{ line: 0, message: 'not a text file: it contains NUL bytes' }]);
  const lines = text.split(/\r?\n/);
  const header = findHeader(lines);
  if (!header) throw new IndexFileInvalid(name, [{ line: 1, message: 'not an EDGAR index file: no column header found' }]);
  const dataDate = /^Last Data Received:\s+(.+?)\s*$/m.exec(lines.slice(0, header.firstRow).join('\n'))?.[1] ?? null;

  const rows: IndexRow[] = [];
  const errors: IndexFileError[] = [];
  const dates = new Map<string, string | null>();
  const fail = (line: number, message: string) => {
    if (errors.length < MAX_ERRORS) errors.push({ line, message });
  };

  for (let i = header.firstRow; i < lines.length; i += 1) {
    const raw = lines[i] as string;
    if (raw.trim() === '') continue;
    const line = i + 1;
    let cikText: string;
    let companyName: string;
    let formType: string;
    let dateText: string;
    let fileName: string;
    if (header.layout === 'master') {
      const fields = raw.split('|');
      if (fields.length !== 5) {
        fail(line, `expected 5 fields separated by '|', found ${fields.length}`);
        continue;
      }
      [cikText, companyName, formType, dateText, fileName] = fields.map((field) => field.trim()) as [
        string,
        string,
        string,
        string,
        string,
      ];
    } else {
      const tail = FIXED_TAIL.exec(raw);
      if (!tail) {
        fail(line, 'expected columns ending with CIK, date filed and file name');
        continue;
      }
      const columns = splitColumns(tail[1] as string, header.secondColumn);
      if (!columns || columns[0] === '' || columns[1] === '') {
        fail(
          line,
          header.layout === 'form' ? 'cannot tell the form type from the company name' : 'cannot tell the company name from the form type',
        );
        continue;
      }
      [formType, companyName] = header.layout === 'form' ? columns : [columns[1], columns[0]];
      cikText = tail[2] as string;
      dateText = tail[3] as string;
      fileName = tail[4] as string;
    }

    const cik = /^\d{1,10}$/.test(cikText) ? Number(cikText) : Number.NaN;
    if (!(cik >= 1 && cik <= MAX_CIK)) {
      fail(line, `CIK "${cikText.slice(0, 20)}" is not 1 to 10 digits`);
      continue;
    }
    const dateFiled = isoDateOf(dates, dateText);
    if (!dateFiled) {
      fail(line, `date filed "${dateText.slice(0, 20)}" is not a date`);
      continue;
    }
    const path = ARCHIVE_PATH.exec(fileName);
    if (!path) {
      fail(line, `file name "${fileName.slice(0, 80)}" is not an EDGAR archive path`);
      continue;
    }
    if (companyName === '' || formType === '') {
      fail(line, companyName === '' ? 'the company name is empty' : 'the form type is empty');
      continue;
    }
    rows.push({ cik, companyName, formType, dateFiled, fileName, accession: path[2] as string, line });
  }

  if (errors.length > 0) throw new IndexFileInvalid(name, errors);
  if (rows.length === 0) throw new IndexFileInvalid(name, [{ line: header.firstRow + 1, message: 'the index lists no filings' }]);
  return { layout: header.layout, dataDate, rows };
}
