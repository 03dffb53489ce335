import { firstControlCharacter } from './control-characters.ts';
import { MAX_CIK, quoted, TICKER } from './edgar-names.ts';
import { IndexFileInvalid } from './index-file-invalid.ts';
import type { IndexFileError } from './index-row.ts';
import { isRecord, readJson } from './read-json.ts';

export interface TickerEntry {
  cik: number;
  /** Upper case, as the filing search looks tickers up. */
  ticker: string;
  name: string;
}

const FILE = 'company_tickers.json';

/** The entry, or what is wrong with it. */
function toEntry(value: unknown): TickerEntry | string {
  if (!isRecord(value)) return 'is not an object';
  const { cik_str: cik, ticker, title } = value;
  if (typeof cik !== 'number' || !Number.isInteger(cik) || cik < 1 || cik > MAX_CIK) {
    return `cik_str ${quoted(String(cik))} is not a CIK (a whole number of 1 to 10 digits)`;
  }
  if (typeof ticker !== 'string' || !TICKER.test(ticker)) return `ticker ${quoted(String(ticker))} is not a ticker`;
  const name = typeof title === 'string' ? title.trim() : '';
  if (name === '' || firstControlCharacter(name) >= 0) return `title ${quoted(String(title))} is not a company name`;
  return { cik, ticker: ticker.toUpperCase(), name };
}

/**
 * Reads SEC's company_tickers.json ({"0": {"cik_str": 789019, "ticker": "MSFT", "title": "MICROSOFT CORP"}, ...}),
 * in the file's order, whole or not at all: every malformed entry is reported, by its key, and
 * then the file is refused (IndexFileInvalid, line 0: the file is one line of JSON).
 */
export function parseCompanyTickers(json: string): TickerEntry[] {
  const data = readJson(json, FILE);
  if (!isRecord(data)) throw new IndexFileInvalid(FILE, [{ line: 0, message: 'expected an object of entries keyed "0", "1", …' }]);
  const entries: TickerEntry[] = [];
  const errors: IndexFileError[] = [];
  for (const [key, value] of Object.entries(data)) {
    const entry = toEntry(value);
    if (typeof entry === 'string') errors.push({ line: 0, message: `entry ${quoted(key, 20)} ${entry}` });
    else entries.push(entry);
  }
  if (errors.length === 0 && entries.length === 0) errors.push({ line: 0, message: 'the file lists no companies' });
  if (errors.length > 0) throw new IndexFileInvalid(FILE, errors);
  return entries;
}
