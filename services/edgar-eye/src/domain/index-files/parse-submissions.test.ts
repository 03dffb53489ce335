import { readFileSync } from 'node:fs';
import { sharedData } from '@ea/shared-data';
import { describe, expect, it } from 'vitest';
import { IndexFileInvalid, parseSubmissions } from './index.ts';

const sample = (file: string) => readFileSync(sharedData(`edgar-index/${file}`), 'utf8');
const TESLA = sample('submissions-CIK0001318605.json');

function refusal(json: string): IndexFileInvalid {
  try {
    parseSubmissions(json);
  } catch (error) {
    if (error instanceof IndexFileInvalid) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

/** Tesla's file with filings.recent changed. */
function withRecent(change: (recent: Record<string, unknown[]>) => void): string {
  const data = JSON.parse(TESLA) as { filings: { recent: Record<string, unknown[]> } };
  change(data.filings.recent);
  return JSON.stringify(data);
}

describe('parseSubmissions', () => {
  it("reads Tesla's submissions: CIK, name, ticker, former name and the 1,001 recent filings", () => {
    const tesla = parseSubmissions(TESLA);
    const recent = (JSON.parse(TESLA) as { filings: { recent: { accessionNumber: string[] } } }).filings.recent;
    expect(tesla).toMatchObject({ cik: 1318605, name: 'Tesla, Inc.', tickers: ['TSLA'] });
    expect(tesla.formerNames).toEqual([{ name: 'TESLA MOTORS INC', from: '2005-02-17', to: '2017-01-27' }]);
    expect(tesla.filings).toHaveLength(recent.accessionNumber.length);
    expect(tesla.filings).toHaveLength(1001);
    expect(tesla.filings[0]).toEqual({
      accession: '0001790565-22-000015',
      dateFiled: '2022-11-30',
      formType: '4',
      primaryDocument: 'xslF345X03/edgardoc.xml',
    });
    expect(tesla.filings.at(-1)).toEqual({
      accession: '0001494730-13-000010',
      dateFiled: '2013-12-11',
      formType: '4',
      primaryDocument: 'xslF345X03/edgardoc.xml',
    });
    expect(tesla.filings.filter((filing) => filing.formType === '4')).toHaveLength(502);
    expect(tesla.filings.filter((filing) => filing.formType === '10-K').length).toBeGreaterThan(0);
  });

  it('refuses parallel arrays of unequal length', () => {
    const error = refusal(withRecent((recent) => recent.form?.pop()));
    expect(error.errors).toEqual([{ line: 0, message: 'filings.recent.form has 1000 entries but accessionNumber has 1001' }]);
    expect(error.message).toBe('submissions JSON: filings.recent.form has 1000 entries but accessionNumber has 1001');
  });

  it('refuses bad filings, naming each by its index, and a primary document outside the folder', () => {
    const error = refusal(
      withRecent((recent) => {
        (recent.accessionNumber as unknown[])[3] = '0001790565-22';
        (recent.filingDate as unknown[])[4] = '2021-02-30';
        (recent.form as unknown[])[5] = '';
        (recent.primaryDocument as unknown[])[6] = '../../etc/passwd';
        (recent.primaryDocument as unknown[])[7] = '/etc/passwd';
      }),
    );
    expect(error.errors).toEqual([
      { line: 0, message: 'filings.recent[3]: accessionNumber "0001790565-22" is not an accession number' },
      { line: 0, message: 'filings.recent[4]: filingDate "2021-02-30" is not a date (YYYY-MM-DD)' },
      { line: 0, message: 'filings.recent[5]: form is empty' },
      { line: 0, message: 'filings.recent[6]: primaryDocument "../../etc/passwd" is not a path inside the filing\'s folder' },
      { line: 0, message: 'filings.recent[7]: primaryDocument "/etc/passwd" is not a path inside the filing\'s folder' },
    ]);
  });

  it('refuses a file without CIK, name or filings.recent, and one that is not JSON', () => {
    expect(refusal('{"cik":"x","name":"","tickers":[],"filings":{}}').errors).toEqual([
      { line: 0, message: 'cik "x" is not a CIK' },
      { line: 0, message: 'name is empty' },
      { line: 0, message: 'filings.recent is missing' },
    ]);
    expect(refusal('not json').errors[0]?.message).toMatch(/^not JSON: /);
  });

  it('reads an empty primary document as none, and former names without dates', () => {
    const parsed = parseSubmissions(
      JSON.stringify({
        cik: 42,
        name: 'SMALL CO',
        tickers: [],
        formerNames: [{ name: 'TINY CO', from: '2001-01-01T00:00:00.000Z', to: null }],
        filings: { recent: { accessionNumber: ['0000000042-20-000001'], filingDate: ['2020-01-02'], form: ['D'], primaryDocument: [''] } },
      }),
    );
    expect(parsed).toEqual({
      cik: 42,
      name: 'SMALL CO',
      tickers: [],
      formerNames: [{ name: 'TINY CO', from: '2001-01-01', to: null }],
      filings: [{ accession: '0000000042-20-000001', dateFiled: '2020-01-02', formType: 'D', primaryDocument: null }],
    });
  });
});
