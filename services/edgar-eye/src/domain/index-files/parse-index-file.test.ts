import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EDGAR_INDEX_SAMPLES } from '../../testing/edgar-eye-test-app.ts';
import { IndexFileInvalid, parseCompanyTickers, parseFilingDirectory, parseIndexFile, parseSubmissions } from './index.ts';

const sample = (name: string) => readFileSync(`${EDGAR_INDEX_SAMPLES}${name}`, 'utf8');

function refusal(text: string, name = 'test.idx'): IndexFileInvalid {
  try {
    parseIndexFile(text, name);
  } catch (error) {
    if (error instanceof IndexFileInvalid) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

const MASTER_HEAD =
  'Description:           Daily Index of EDGAR Dissemination Feed\n\nCIK|Company Name|Form Type|Date Filed|File Name\n' +
  `${'-'.repeat(80)}\n`;

describe('EDGAR index files', () => {
  it('reads the master layout (pipes): every line, duplicates included, in order', () => {
    const parsed = parseIndexFile(sample('master.20200103.idx'), 'master.20200103.idx');
    expect(parsed.layout).toBe('master');
    expect(parsed.dataDate).toBe('Jan  3, 2020');
    // 7,989 data lines; 60 repeat an accession and filer already listed, so 7,929 distinct filings.
    expect(parsed.rows).toHaveLength(7989);
    expect(new Set(parsed.rows.map((row) => `${row.accession}/${row.cik}`)).size).toBe(7929);
    expect(parsed.rows[0]).toEqual({
      cik: 1000229,
      companyName: 'CORE LABORATORIES N V',
      formType: '4',
      dateFiled: '2020-01-03',
      fileName: 'edgar/data/1000229/0001209191-20-000788.txt',
      accession: '0001209191-20-000788',
      line: 8,
    });
  });

  it('reads the form layout, form types with spaces included', () => {
    const parsed = parseIndexFile(sample('form.20200318.idx'), 'form.20200318.idx');
    expect(parsed.layout).toBe('form');
    expect(parsed.rows).toHaveLength(4084);
    expect(parsed.rows[0]).toMatchObject({
      formType: '1-A',
      companyName: 'DLP Positive Note Fund LLC',
      cik: 1806014,
      dateFiled: '2020-03-18',
    });
    expect(parsed.rows.some((row) => row.formType === 'SC 13G/A')).toBe(true);
  });

  it('reads the company layout, whose header wraps, and keeps co-registrants listed under other form types', () => {
    const parsed = parseIndexFile(sample('company.20221003.idx'), 'company.20221003.idx');
    expect(parsed.layout).toBe('company');
    expect(parsed.rows).toHaveLength(4925);
    expect(parsed.rows[0]).toMatchObject({ companyName: '1st stREIT Office Inc.', formType: '1-A POS', cik: 1700461 });
    // One S-1 of 15 co-registrants: the parent is listed as S-1/A, the others as S-1 (a real case, not an error).
    const qualtek = parsed.rows.filter((row) => row.accession === '0001104659-22-105373');
    expect(qualtek).toHaveLength(15);
    expect(qualtek.find((row) => row.cik === 1839412)).toMatchObject({ companyName: 'QualTek Services Inc.', formType: 'S-1/A' });
  });

  it('reads a name that overflows its column (badform.idx.txt), where fixed columns would shift the CIK', () => {
    const parsed = parseIndexFile(sample('badform.idx.txt'), 'badform.idx.txt');
    expect(parsed.rows).toHaveLength(10);
    expect(parsed.rows[6]).toMatchObject({
      formType: 'X-17A-5',
      companyName: "UNITED PLANNERS' FINANCIAL SERVICES OF AMERICA A LIMITED PARTNER",
      cik: 820694,
      dateFiled: '2021-02-24',
      accession: '9999999997-21-003146',
    });
    expect(parsed.rows[5]).toMatchObject({ formType: '1-A POS', companyName: 'ALFADAN INC.' });
  });

  it('refuses an index with no filings, naming the line after the header', () => {
    expect(refusal(sample('empty-form.idx'), 'empty-form.idx').errors).toEqual([{ line: 11, message: 'the index lists no filings' }]);
  });

  it('refuses hostile and broken files whole, each error with its line', () => {
    expect(refusal('garbage\n').errors).toEqual([{ line: 1, message: 'not an EDGAR index file: no column header found' }]);
    expect(refusal(`${MASTER_HEAD}1|A\0B|4|20200103|edgar/data/1/0000000001-20-000001.txt\n`).errors[0]?.message).toMatch(/NUL bytes/);
    const broken = refusal(
      MASTER_HEAD +
        [
          '1|GOOD CO|4|20200103|edgar/data/1/0000000001-20-000001.txt',
          '2|BAD DATE|4|20210230|edgar/data/2/0000000002-21-000001.txt',
          '12345678901|BIG CIK|4|20200103|edgar/data/1/0000000003-20-000001.txt',
          '4|CLIMBER|4|20200103|edgar/data/4/../../etc/passwd',
          '5|SHORT|4',
        ].join('\n'),
    );
    expect(broken.errors).toEqual([
      { line: 6, message: 'date filed "20210230" is not a date' },
      { line: 7, message: 'CIK "12345678901" is not 1 to 10 digits' },
      { line: 8, message: 'file name "edgar/data/4/../../etc/passwd" is not an EDGAR archive path' },
      { line: 9, message: "expected 5 fields separated by '|', found 3" },
    ]);
    expect(broken.message).toMatch(/^test\.idx line 6: date filed/);
  });
});

describe('EDGAR JSON files', () => {
  it('reads company_tickers.json: 9,610 tickers of 7,919 companies', () => {
    const entries = parseCompanyTickers(sample('company_tickers.json'));
    expect(entries).toHaveLength(9610);
    expect(new Set(entries.map((entry) => entry.cik)).size).toBe(7919);
    expect(entries[0]).toEqual({ cik: 789019, ticker: 'MSFT', name: 'MICROSOFT CORP' });
    expect(entries.find((entry) => entry.ticker === 'AAPL')).toEqual({ cik: 320193, ticker: 'AAPL', name: 'Apple Inc.' });
    expect(() => parseCompanyTickers('{"0":{"cik_str":"x","ticker":"A","title":"B"}}')).toThrow(/entry "0"/);
  });

  it('reads a submissions file: name, tickers, former names and the recent filings', () => {
    const tesla = parseSubmissions(sample('submissions-CIK0001318605.json'));
    expect(tesla).toMatchObject({ cik: 1318605, name: 'Tesla, Inc.', tickers: ['TSLA'] });
    expect(tesla.formerNames).toEqual([{ name: 'TESLA MOTORS INC', from: '2005-02-17', to: '2017-01-27' }]);
    expect(tesla.filings).toHaveLength(1001);
    expect(tesla.filings[0]).toEqual({
      accession: '0001790565-22-000015',
      dateFiled: '2022-11-30',
      formType: '4',
      primaryDocument: 'xslF345X03/edgardoc.xml',
    });
  });

  it("reads a filing folder's index.json and refuses names that would leave the folder", () => {
    const documents = parseFilingDirectory(sample('archives-dir-index-0001213900-24-004875.json'));
    expect(documents).toHaveLength(25);
    expect(documents.find((document) => document.name === '0001213900-24-004875-xbrl.zip')).toEqual({
      name: '0001213900-24-004875-xbrl.zip',
      size: 101351,
      lastModified: '2024-01-19 16:21:45',
    });
    expect(() => parseFilingDirectory('{"directory":{"item":[{"name":"../x"}]}}')).toThrow(/item 1/);
  });
});
