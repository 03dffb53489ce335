import { isoDate } from './calendar-date.ts';
import { firstControlCharacter } from './control-characters.ts';
import { ACCESSION, MAX_CIK, quoted, TICKER } from './edgar-names.ts';
import { IndexFileInvalid } from './index-file-invalid.ts';
import type { IndexFileError } from './index-row.ts';
import { isRecord, readJson } from './read-json.ts';

export interface FormerName {
  name: string;
  /** YYYY-MM-DD, or null when not given. */
  from: string | null;
  to: string | null;
}

export interface SubmittedFiling {
  accession: string;
  /** YYYY-MM-DD. */
  dateFiled: string;
  formType: string;
  /** The main document's path inside the filing's folder (xslF345X03/edgardoc.xml), or null. */
  primaryDocument: string | null;
}

export interface Submissions {
  cik: number;
  name: string;
  /** Upper case, as the filing search looks tickers up. */
  tickers: string[];
  formerNames: FormerName[];
  /** filings.recent only: older filings sit in the further files that filings.files names. */
  filings: SubmittedFiling[];
}

const FILE = 'submissions JSON';
/** The columns of filings.recent that a filing is made of; the others are checked for length only. */
const COLUMNS = ['accessionNumber', 'filingDate', 'form', 'primaryDocument'] as const;
type Columns = Record<(typeof COLUMNS)[number], unknown[]>;

function nonEmptyText(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return text !== '' && firstControlCharacter(text) < 0 ? text : null;
}

/** YYYY-MM-DD or a timestamp starting with it (formerNames give 2005-02-17T00:00:00.000Z) as YYYY-MM-DD. */
function dayOf(value: string): string | null {
  return value.length === 10 || value[10] === 'T' ? isoDate(value.slice(0, 10)) : null;
}

/**
 * A primary document is downloaded from inside the filing's folder, so its path must stay there:
 * relative, no '.' or '..' step, no backslash. Sub-folders are fine (Form 4's xslF345X03/edgardoc.xml).
 */
function isInsideFolder(path: string): boolean {
  return !path.includes('\\') && !path.split('/').some((step) => step === '' || step === '.' || step === '..');
}

/** A former name's from or to date: absent is null, anything else must be a date. */
function formerDate(value: unknown, at: string, errors: IndexFileError[]): string | null {
  if (value === undefined || value === null || value === '') return null;
  const day = typeof value === 'string' ? dayOf(value) : null;
  if (!day) errors.push({ line: 0, message: `${at} ${quoted(String(value), 40)} is not a date` });
  return day;
}

function readFormerNames(value: unknown, errors: IndexFileError[]): FormerName[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    errors.push({ line: 0, message: 'formerNames is not a list' });
    return [];
  }
  const formerNames: FormerName[] = [];
  value.forEach((former: unknown, index) => {
    const at = `formerNames[${index}]`;
    const name = isRecord(former) ? nonEmptyText(former.name) : null;
    if (!isRecord(former) || !name) {
      errors.push({ line: 0, message: `${at} has no name` });
      return;
    }
    const from = formerDate(former.from, `${at}.from`, errors);
    const to = formerDate(former.to, `${at}.to`, errors);
    formerNames.push({ name, from, to });
  });
  return formerNames;
}

/** The filing at `index` of the parallel arrays, or what is wrong with it. */
function filingAt(columns: Columns, index: number): SubmittedFiling | string {
  const accession = columns.accessionNumber[index];
  const date = columns.filingDate[index];
  const formType = nonEmptyText(columns.form[index]);
  const document = columns.primaryDocument[index];
  if (typeof accession !== 'string' || !ACCESSION.test(accession)) {
    return `accessionNumber ${quoted(String(accession), 40)} is not an accession number`;
  }
  const dateFiled = typeof date === 'string' && date.length === 10 ? isoDate(date) : null;
  if (!dateFiled) return `filingDate ${quoted(String(date), 40)} is not a date (YYYY-MM-DD)`;
  if (!formType) return 'form is empty';
  if (document === '') return { accession, dateFiled, formType, primaryDocument: null };
  if (typeof document !== 'string' || firstControlCharacter(document) >= 0 || !isInsideFolder(document)) {
    return `primaryDocument ${quoted(String(document))} is not a path inside the filing's folder`;
  }
  return { accession, dateFiled, formType, primaryDocument: document };
}

function readRecentFilings(filings: unknown, errors: IndexFileError[]): SubmittedFiling[] {
  const recent = isRecord(filings) ? filings.recent : undefined;
  if (!isRecord(recent)) {
    errors.push({ line: 0, message: 'filings.recent is missing' });
    return [];
  }
  // The parallel arrays only mean anything if their entries line up: every array of
  // filings.recent, used here or not, must be as long as accessionNumber.
  const problems = errors.length;
  const accessions = recent.accessionNumber;
  const length = Array.isArray(accessions) ? accessions.length : 0;
  for (const [column, values] of Object.entries(recent)) {
    if (!Array.isArray(values)) errors.push({ line: 0, message: `filings.recent.${column} is not a list` });
    else if (values.length !== length) {
      errors.push({ line: 0, message: `filings.recent.${column} has ${values.length} entries but accessionNumber has ${length}` });
    }
  }
  const missing = COLUMNS.filter((column) => !(column in recent));
  if (missing.length > 0) errors.push({ line: 0, message: `filings.recent lacks ${missing.join(', ')}` });
  if (errors.length > problems) return [];

  const result: SubmittedFiling[] = [];
  for (let index = 0; index < length; index += 1) {
    const filing = filingAt(recent as Columns, index);
    if (typeof filing === 'string') errors.push({ line: 0, message: `filings.recent[${index}]: ${filing}` });
    else result.push(filing);
  }
  return result;
}

/**
 * Reads a company's submissions JSON (data.sec.gov/submissions/CIK##########.json): its CIK, name,
 * tickers, former names and recent filings, the latter given as parallel arrays (accessionNumber[i],
 * filingDate[i], form[i], ... describe one filing). Whole or not at all: every problem is
 * collected, then the file is refused (IndexFileInvalid, line 0: JSON has no useful lines).
 */
export function parseSubmissions(json: string): Submissions {
  const data = readJson(json, FILE);
  if (!isRecord(data)) throw new IndexFileInvalid(FILE, [{ line: 0, message: 'expected an object' }]);
  const errors: IndexFileError[] = [];

  // SEC writes the CIK as a string ("1318605"); a number is as good.
  const cikText = typeof data.cik === 'number' ? String(data.cik) : data.cik;
  const cik = typeof cikText === 'string' && /^\d{1,10}$/.test(cikText) ? Number(cikText) : 0;
  if (cik < 1 || cik > MAX_CIK) errors.push({ line: 0, message: `cik ${quoted(String(data.cik), 20)} is not a CIK` });
  const name = nonEmptyText(data.name);
  if (!name) errors.push({ line: 0, message: 'name is empty' });

  const tickers: string[] = [];
  if (!Array.isArray(data.tickers)) errors.push({ line: 0, message: 'tickers is not a list' });
  else {
    data.tickers.forEach((ticker: unknown, index) => {
      if (typeof ticker === 'string' && TICKER.test(ticker)) tickers.push(ticker.toUpperCase());
      else errors.push({ line: 0, message: `tickers[${index}] ${quoted(String(ticker), 20)} is not a ticker` });
    });
  }

  const formerNames = readFormerNames(data.formerNames, errors);
  const filings = readRecentFilings(data.filings, errors);
  if (errors.length > 0 || !name) throw new IndexFileInvalid(FILE, errors);
  return { cik, name, tickers, formerNames, filings };
}
