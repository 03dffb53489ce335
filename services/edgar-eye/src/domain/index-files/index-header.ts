import { calendarDate, isoDate } from './calendar-date.ts';
import { quoted } from './edgar-names.ts';
import type { IndexFileError, IndexLayout } from './index-row.ts';

/** EDGAR's preamble is a handful of lines; a header further down is not an index's. */
const HEADER_SEARCH_LINES = 40;
const MIN_DASHES = 20;

const MASTER_HEADERS = new Set(['CIK|Company Name|Form Type|Date Filed|File Name', 'CIK|Company Name|Form Type|Date Filed|Filename']);
/** The fixed-width column titles in order, white space collapsed (the company layout wraps them over two lines). */
const FIXED_HEADERS: Record<string, { layout: IndexLayout; secondColumn: string }> = {
  'Form Type Company Name CIK Date Filed File Name': { layout: 'form', secondColumn: 'Company Name' },
  'Company Name Form Type CIK Date Filed File Name': { layout: 'company', secondColumn: 'Form Type' },
};

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const DATA_RECEIVED = /^Last Data Received:\s*(.*?)\s*$/;
/** "Jan  3, 2020" (daily indexes), "March 31, 2021" (quarterly). */
const MONTH_DAY_YEAR = /^([A-Za-z]+)\.? +(\d{1,2}), *(\d{4})$/;

export interface IndexHeader {
  layout: IndexLayout;
  /** 0-based index of the first line after the dashes: where the rows start. */
  firstRow: number;
  /** Column where the header puts the second column (Company Name or Form Type); 0 for master. */
  secondColumn: number;
  /** The "Last Data Received" date as YYYY-MM-DD, or null when the preamble has none. */
  dataDate: string | null;
}

function isDashes(line: string): boolean {
  const trimmed = line.trimEnd();
  if (trimmed.length < MIN_DASHES) return false;
  for (let i = 0; i < trimmed.length; i += 1) if (trimmed.charCodeAt(i) !== 45) return false;
  return true;
}

/** The layout the column header above the dashes names, with the column its second column starts at. */
function layoutAbove(lines: string[], dashes: number): Omit<IndexHeader, 'firstRow' | 'dataDate'> | null {
  const above = lines[dashes - 1] ?? '';
  if (MASTER_HEADERS.has(above.trim())) return { layout: 'master', secondColumn: 0 };
  // The company layout's header is too wide for EDGAR's line and wraps "Date Filed  File Name"
  // onto a second line, so the titles may start two lines up.
  for (const start of [dashes - 1, dashes - 2]) {
    const titles = lines[start];
    if (titles === undefined || titles.trim() === '') continue;
    const fixed = FIXED_HEADERS[lines.slice(start, dashes).join(' ').trim().split(/\s+/).join(' ')];
    if (fixed) return { layout: fixed.layout, secondColumn: titles.indexOf(fixed.secondColumn) };
  }
  return null;
}

function monthDayYear(text: string): string | null {
  const parts = MONTH_DAY_YEAR.exec(text);
  if (!parts) return null;
  const word = (parts[1] as string).toLowerCase();
  const month = word.length >= 3 ? MONTHS.findIndex((name) => name.startsWith(word)) : -1;
  return month < 0 ? null : calendarDate(Number(parts[3]), month + 1, Number(parts[2]));
}

/**
 * Finds the column header (the line or two above the first long run of dashes) and reads the
 * layout from it, never from the file's name: a form index saved as anything is still a form
 * index. Returns the header, or the error that refuses the file.
 */
export function readIndexHeader(lines: string[]): IndexHeader | IndexFileError {
  const searched = Math.min(lines.length, HEADER_SEARCH_LINES);
  for (let dashes = 1; dashes < searched; dashes += 1) {
    if (!isDashes(lines[dashes] as string)) continue;
    const found = layoutAbove(lines, dashes);
    if (!found) continue;
    let dataDate: string | null = null;
    for (let i = 0; i < dashes; i += 1) {
      const received = DATA_RECEIVED.exec(lines[i] as string);
      if (!received) continue;
      const text = received[1] as string;
      dataDate = monthDayYear(text) ?? isoDate(text);
      if (!dataDate) return { line: i + 1, message: `"Last Data Received" ${quoted(text)} is not a date` };
    }
    return { ...found, firstRow: dashes + 1, dataDate };
  }
  return { line: 1, message: 'not an EDGAR index file: no column header found' };
}
