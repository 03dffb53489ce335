import { readFileSync } from 'node:fs';
import { sharedData } from '@ea/shared-data';
import { describe, expect, it } from 'vitest';
import { IndexFileInvalid, parseCompanyTickers } from './index.ts';

const sample = (file: string) => readFileSync(sharedData(`edgar-index/${file}`), 'utf8');

function refusal(json: string): IndexFileInvalid {
  try {
    parseCompanyTickers(json);
  } catch (error) {
    if (error instanceof IndexFileInvalid) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('parseCompanyTickers', () => {
  it('reads company_tickers.json: 9,610 tickers of 7,919 companies, in the file order', () => {
    const entries = parseCompanyTickers(sample('company_tickers.json'));
    expect(entries).toHaveLength(9610);
    expect(new Set(entries.map((entry) => entry.cik)).size).toBe(7919);
    expect(new Set(entries.map((entry) => entry.ticker)).size).toBe(9610);
    expect(entries[0]).toEqual({ cik: 789019, ticker: 'MSFT', name: 'MICROSOFT CORP' });
    expect(entries[1]).toEqual({ cik: 320193, ticker: 'AAPL', name: 'Apple Inc.' });
    expect(entries.at(-1)).toEqual({ cik: 1819074, ticker: 'PTNYD', name: 'ParcelPal Logistics Inc.' });
  });

  it('refuses the whole file, naming the key of every malformed entry', () => {
    const error = refusal(
      JSON.stringify({
        0: { cik_str: 789019, ticker: 'msft', title: 'MICROSOFT CORP' },
        1: { cik_str: '320193', ticker: 'AAPL', title: 'Apple Inc.' },
        2: { cik_str: 1, ticker: '../X', title: 'A' },
        3: { cik_str: 2, ticker: 'B', title: '  ' },
        4: null,
        5: { cik_str: 12345678901, ticker: 'C', title: 'C' },
      }),
    );
    expect(error.errors).toEqual([
      { line: 0, message: 'entry "1" cik_str "320193" is not a CIK (a whole number of 1 to 10 digits)' },
      { line: 0, message: 'entry "2" ticker "../X" is not a ticker' },
      { line: 0, message: 'entry "3" title "  " is not a company name' },
      { line: 0, message: 'entry "4" is not an object' },
      { line: 0, message: 'entry "5" cik_str "12345678901" is not a CIK (a whole number of 1 to 10 digits)' },
    ]);
    expect(error.message).toMatch(/^company_tickers\.json: entry "1" cik_str/);
  });

  it('refuses what is not a ticker file: not JSON, an array, no entries', () => {
    expect(refusal('{"0":').errors[0]?.message).toMatch(/^not JSON: /);
    expect(refusal('[]').errors).toEqual([{ line: 0, message: 'expected an object of entries keyed "0", "1", …' }]);
    expect(refusal('{}').errors).toEqual([{ line: 0, message: 'the file lists no companies' }]);
  });

  it('upper-cases tickers, as the search looks them up', () => {
    expect(parseCompanyTickers('{"0":{"cik_str":1067983,"ticker":"brk-b","title":"BERKSHIRE HATHAWAY INC"}}')).toEqual([
      { cik: 1067983, ticker: 'BRK-B', name: 'BERKSHIRE HATHAWAY INC' },
    ]);
  });
});
