import { describe, expect, it } from 'vitest';
import { IndexFileInvalid, parseIndexFile } from './index.ts';

function refusal(text: string, name = 'test.idx'): IndexFileInvalid {
  try {
    parseIndexFile(text, name);
  } catch (error) {
    if (error instanceof IndexFileInvalid) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

/** Lines 1 to 5; rows start on line 6. */
const MASTER_HEAD = [
  'Description:           Daily Index of EDGAR Dissemination Feed',
  'Last Data Received:    Jan  3, 2020',
  '',
  'CIK|Company Name|Form Type|Date Filed|File Name',
  '-'.repeat(80),
].join('\n');
const masterOf = (rows: string[]) => `${MASTER_HEAD}\n${rows.join('\n')}\n`;
const master = (...rows: string[]) => masterOf(rows);

/** Lines 1 to 3; rows start on line 4. */
const FORM_HEAD = [
  'Last Data Received:    March 31, 2021',
  'Form Type   Company Name                                                  CIK         Date Filed  File Name',
  '-'.repeat(137),
].join('\n');
/** A form-layout row in EDGAR's columns (12, 62, 12, 12). */
const formRow = (form: string, name: string, cik: string, date: string, file: string) =>
  `${form.padEnd(12)}${name.padEnd(62)}${cik.padEnd(12)}${date.padEnd(12)}${file}`;
const formOf = (rows: string[]) => `${FORM_HEAD}\n${rows.join('\n')}`;
const form = (...rows: string[]) => formOf(rows);

const COMPANY_HEAD = [
  'Company Name                                                  Form Type   CIK',
  '      Date Filed  File Name',
  '-'.repeat(145),
].join('\n');
const companyRow = (name: string, form: string, cik: string, date: string, file: string) =>
  `${name.padEnd(62)}${form.padEnd(12)}${cik.padEnd(12)}${date.padEnd(12)}${file}`;

describe('parseIndexFile refuses what is not an index, whole', () => {
  it('refuses NUL bytes and other binary content as one error, on the line it starts', () => {
    expect(refusal(master('1|A\0B|4|20200103|edgar/data/1/0000000001-20-000001.txt')).errors).toEqual([
      { line: 6, message: 'not a text file: it contains NUL bytes' },
    ]);
    // A gzip file saved as .idx starts with 1F 8B.
    expect(refusal('\u001f\u008b\b\u0000').errors).toEqual([
      { line: 1, message: 'not a text file: it contains the control character U+001F' },
    ]);
  });

  it('refuses a file without a column header: a line of garbage, an empty file, a header without its dashes', () => {
    const noHeader = [{ line: 1, message: 'not an EDGAR index file: no column header found' }];
    expect(refusal('<html><body>Too Many Requests</body></html>').errors).toEqual(noHeader);
    expect(refusal('').errors).toEqual(noHeader);
    expect(
      refusal('CIK|Company Name|Form Type|Date Filed|File Name\n1|A|4|20200103|edgar/data/1/0000000001-20-000001.txt\n').errors,
    ).toEqual(noHeader);
  });

  it('refuses a "Last Data Received" that is not a date', () => {
    expect(refusal(master().replace('Jan  3, 2020', 'yesterday')).errors).toEqual([
      { line: 2, message: '"Last Data Received" "yesterday" is not a date' },
    ]);
  });

  it('collects every bad row with its line, and returns no row at all', () => {
    const error = refusal(
      master(
        '1|GOOD CO|4|20200103|edgar/data/1/0000000001-20-000001.txt',
        '2|BAD DATE|4|20210230|edgar/data/2/0000000002-21-000001.txt',
        '12345678901|BIG CIK|4|20200103|edgar/data/1/0000000003-20-000001.txt',
        '4|CLIMBER|4|20200103|edgar/data/4/../../etc/passwd',
        '5|SHORT|4',
        '6|PIPED|NAME|4|20200103|edgar/data/6/0000000006-20-000001.txt',
        '0|ZERO|4|20200103|edgar/data/0/0000000007-20-000001.txt',
        '8||4|20200103|edgar/data/8/0000000008-20-000001.txt',
        '9|NO FORM||20200103|edgar/data/9/0000000009-20-000001.txt',
      ),
    );
    expect(error.errors).toEqual([
      { line: 7, message: 'date filed "20210230" is not a date (YYYYMMDD or YYYY-MM-DD)' },
      { line: 8, message: 'CIK "12345678901" is not 1 to 10 digits' },
      { line: 9, message: 'file name "edgar/data/4/../../etc/passwd" is not an EDGAR archive path (edgar/data/<CIK>/<accession>.txt)' },
      { line: 10, message: "expected 5 fields separated by '|', found 3" },
      { line: 11, message: "expected 5 fields separated by '|', found 6" },
      { line: 12, message: 'CIK "0" is zero' },
      { line: 13, message: 'the company name is empty' },
      { line: 14, message: 'the form type is empty' },
    ]);
    expect(error.message).toBe(
      'test.idx line 7: date filed "20210230" is not a date (YYYYMMDD or YYYY-MM-DD); ' +
        'test.idx line 8: CIK "12345678901" is not 1 to 10 digits; ' +
        'test.idx line 9: file name "edgar/data/4/../../etc/passwd" is not an EDGAR archive path (edgar/data/<CIK>/<accession>.txt) ' +
        '(and 5 more errors)',
    );
  });

  it('checks fixed-width rows the same way: a 2021-02-30, an 11-digit CIK, a path with "..", a missing column', () => {
    const file = 'edgar/data/1/0000000001-21-000001.txt';
    const error = refusal(
      form(
        formRow('10-K', 'GOOD CO', '1', '2021-02-26', file),
        formRow('10-K', 'FEBRUARY CO', '2', '2021-02-30', 'edgar/data/2/0000000002-21-000001.txt'),
        formRow('10-K', 'BIG CIK CO', '12345678901', '2021-02-26', 'edgar/data/1/0000000003-21-000001.txt'),
        formRow('10-K', 'CLIMBER CO', '4', '2021-02-26', 'edgar/data/4/../0000000004-21-000001.txt'),
        '10-K        20210226    edgar/data/5/0000000005-21-000001.txt',
        formRow('10-K', 'HALF A DATE CO', '6', '2021-02', 'edgar/data/6/0000000006-21-000001.txt'),
      ),
    );
    expect(error.errors).toEqual([
      { line: 5, message: 'date filed "2021-02-30" is not a date (YYYYMMDD or YYYY-MM-DD)' },
      { line: 6, message: 'CIK "12345678901" is not 1 to 10 digits' },
      {
        line: 7,
        message: 'file name "edgar/data/4/../0000000004-21-000001.txt" is not an EDGAR archive path (edgar/data/<CIK>/<accession>.txt)',
      },
      { line: 8, message: 'expected form type, company name, CIK, date filed and file name' },
      { line: 9, message: 'date filed "2021-02" is not a date (YYYYMMDD or YYYY-MM-DD)' },
    ]);
  });

  it('reports one filer listing one accession under two form types, at both lines', () => {
    const error = refusal(
      master(
        '1|A CO|8-K|20200103|edgar/data/1/0000000001-20-000001.txt',
        '2|B CO|8-K|20200103|edgar/data/2/0000000002-20-000001.txt',
        '1|A CO|8-K/A|20200103|edgar/data/1/0000000001-20-000001.txt',
      ),
    );
    expect(error.errors).toEqual([
      { line: 8, message: 'accession 0000000001-20-000001 is listed as "8-K/A" but line 6 lists it as "8-K"' },
    ]);
  });
});

describe('parseIndexFile accepts what EDGAR really writes', () => {
  it('accepts joint filers under one accession, a line printed twice, CRLF line ends and trailing blank lines', () => {
    const parsed = parseIndexFile(
      `${master(
        '1|ISSUER CO|4|20200103|edgar/data/1/0000000009-20-000001.txt',
        '2|OWNER JOHN|4|20200103|edgar/data/2/0000000009-20-000001.txt',
        '2|OWNER JOHN|4|20200103|edgar/data/2/0000000009-20-000001.txt',
        '3|PARENT CO|S-1/A|20200103|edgar/data/3/0000000009-20-000002-index.htm',
        '4|SUBSIDIARY CO|S-1|20200103|edgar/data/4/0000000009-20-000002-index.htm',
      )}   \n\n  \n`.replaceAll('\n', '\r\n'),
      'joint.idx',
    );
    expect(parsed.rows.map((row) => [row.line, row.cik, row.formType, row.accession])).toEqual([
      [6, 1, '4', '0000000009-20-000001'],
      [7, 2, '4', '0000000009-20-000001'],
      [8, 2, '4', '0000000009-20-000001'],
      [9, 3, 'S-1/A', '0000000009-20-000002'],
      [10, 4, 'S-1', '0000000009-20-000002'],
    ]);
  });

  it('splits a form type that overflows its column at the first double space (names may hold double spaces)', () => {
    const rows = parseIndexFile(
      form(
        `SEC STAFF LETTER  NOLAN THOMAS  H JR${' '.repeat(40)}1234567     2021-02-26  edgar/data/1234567/9999999997-21-000001.txt`,
        formRow('SC 13D/A', 'SALEM MEDIA OF  HAWAII  INC', '1000', '2021-02-26', 'edgar/data/1000/0001000000-21-000001.txt'),
      ),
      'form.idx',
    ).rows;
    expect(rows.map((row) => [row.formType, row.companyName, row.cik])).toEqual([
      ['SEC STAFF LETTER', 'NOLAN THOMAS  H JR', 1234567],
      ['SC 13D/A', 'SALEM MEDIA OF  HAWAII  INC', 1000],
    ]);
  });

  it('splits a company name that overflows its column at the last double space (form types hold single spaces)', () => {
    const overflowing = "UNITED PLANNERS' FINANCIAL SERVICES OF AMERICA A LIMITED PARTNER";
    const rows = parseIndexFile(
      [
        COMPANY_HEAD,
        `${overflowing}  X-17A-5     820694      20210224    edgar/data/820694/9999999997-21-003146.txt`,
        // 61 characters of name, one space, then the name goes on past the Form Type column.
        `${'A'.repeat(61)} BEYOND  SC 13D/A  5  20210224  edgar/data/5/0000000005-21-000001.txt`,
        companyRow('NOLAN THOMAS  H JR', '1-A POS', '7', '20210224', 'edgar/data/7/0000000007-21-000001.txt'),
      ].join('\n'),
      'company.idx',
    ).rows;
    expect(rows.map((row) => [row.companyName, row.formType, row.cik])).toEqual([
      [overflowing, 'X-17A-5', 820694],
      [`${'A'.repeat(61)} BEYOND`, 'SC 13D/A', 5],
      ['NOLAN THOMAS  H JR', '1-A POS', 7],
    ]);
  });

  it('finds the one contradiction among 100,000 filings', () => {
    const rows = Array.from(
      { length: 100_000 },
      (_, i) => `${i + 1}|CO ${i}|4|20200103|edgar/data/${i + 1}/0000000009-20-${String(i).padStart(6, '0')}.txt`,
    );
    rows.push('1|CO 0|4/A|20200103|edgar/data/1/0000000009-20-000000.txt');
    expect(refusal(masterOf(rows)).errors).toEqual([
      { line: 100_006, message: 'accession 0000000009-20-000000 is listed as "4/A" but line 6 lists it as "4"' },
    ]);
  });

  it('reads 300,000 rows of either layout at once', () => {
    // Not a benchmark (that is pnpm bench edgar-eye): a guard against per-row costs that grow
    // with the file, which would take minutes here rather than a fraction of a second.
    const rows = 300_000;
    const forms = ['4', 'SC 13G/A', '10-K', '1-A POS'];
    const masterLines: string[] = [];
    const formLines: string[] = [];
    for (let i = 0; i < rows; i += 1) {
      const cik = String(1000 + (i % 75_000));
      const file = `edgar/data/${cik}/0000000009-26-${String(i).padStart(6, '0')}.txt`;
      masterLines.push(`${cik}|GENERATED COMPANY ${cik} INC|${forms[i % 4]}|20261124|${file}`);
      formLines.push(`${formRow(forms[i % 4] as string, `GENERATED COMPANY ${cik} INC`, cik, '20261124', file)}        `);
    }
    for (const text of [masterOf(masterLines), formOf(formLines)]) {
      const parsed = parseIndexFile(text, 'generated.idx');
      expect(parsed.rows).toHaveLength(rows);
      expect(parsed.rows.at(-1)).toMatchObject({
        cik: 1000 + ((rows - 1) % 75_000),
        formType: '1-A POS',
        accession: '0000000009-26-299999',
      });
    }
  });
});
