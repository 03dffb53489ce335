export interface Submissions {
  cik: number;
  name: string;
  tickers: string[];
  formerNames: { name: string; from: string | null; to: string | null }[];
  filings: { accession: string; dateFiled: string; formType: string; primaryDocument: string | null }[];
}

const ACCESSION = /^\d{10}-\d{2}-\d{6}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Reads a company's submissions JSON (data.sec.gov/submissions/CIK##########.json): its name,
 * tickers, former names and recent filings, given as parallel arrays that must be of one length.
 */
export function parseSubmissions(json: string): Submissions {
  const data = JSON.parse(json) as Record<string, unknown>;
  const cik = Number(data.cik);
  const name = text(data.name);
  if (!Number.isInteger(cik) || cik < 1 || cik > 9_999_999_999 || !name) throw new Error('submissions: no CIK or name');
  const tickers = Array.isArray(data.tickers) ? data.tickers.filter((t): t is string => typeof t === 'string') : [];
  const formerNames = (Array.isArray(data.formerNames) ? data.formerNames : []).map((former: Record<string, unknown>, index) => {
    const formerName = text(former?.name);
    if (!formerName) throw new Error(`submissions: former name ${index + 1} has no name`);
    return { name: formerName, from: text(former.from)?.slice(0, 10) ?? null, to: text(former.to)?.slice(0, 10) ?? null };
  });
  const recent = ((data.filings as Record<string, unknown> | undefined)?.recent ?? {}) as Record<string, unknown>;
  const columns = ['accessionNumber', 'filingDate', 'form', 'primaryDocument'] as const;
  const arrays = columns.map((column) => recent[column]);
  if (!arrays.every(Array.isArray))
    throw new Error('submissions: filings.recent lacks accessionNumber, filingDate, form or primaryDocument');
  const [accessions, dates, forms, documents] = arrays as unknown[][] as [unknown[], unknown[], unknown[], unknown[]];
  if (![dates, forms, documents].every((array) => array.length === accessions.length)) {
    throw new Error('submissions: the filings.recent arrays are not of one length');
  }
  const filings = accessions.map((accession, index) => {
    const date = dates[index];
    const form = text(forms[index]);
    if (typeof accession !== 'string' || !ACCESSION.test(accession) || typeof date !== 'string' || !DATE.test(date) || !form) {
      throw new Error(`submissions: filing ${index + 1} has no accession number, date or form`);
    }
    return { accession, dateFiled: date, formType: form, primaryDocument: text(documents[index]) };
  });
  return { cik, name, tickers: tickers.map((ticker) => ticker.toUpperCase()), formerNames, filings };
}
