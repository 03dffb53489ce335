import { readFileSync } from 'node:fs';
import { sharedData } from '@ea/shared-data';
import { describe, expect, it } from 'vitest';
import { IndexFileInvalid, type IndexRow, parseIndexFile } from './index.ts';

/** The reference files, read where they are (never copied into the project). */
const sample = (file: string) => readFileSync(sharedData(`edgar-index/${file}`), 'utf8');

function refusal(text: string, name: string): IndexFileInvalid {
  try {
    parseIndexFile(text, name);
  } catch (error) {
    if (error instanceof IndexFileInvalid) return error;
    throw error;
  }
  throw new Error(`${name} was accepted`);
}

const countBy = (rows: IndexRow[], key: (row: IndexRow) => string) => new Set(rows.map(key)).size;

describe('parseIndexFile on EDGAR daily indexes', () => {
  it('reads master.20200103.idx (pipes): every data line, identical repeats included, in order', () => {
    const parsed = parseIndexFile(sample('master.20200103.idx'), 'master.20200103.idx');
    expect(parsed.layout).toBe('master');
    expect(parsed.dataDate).toBe('2020-01-03'); // "Last Data Received:    Jan  3, 2020"
    // Lines 8 to 7996: 7,989 rows. 4,655 accessions, 7,929 accession/filer pairs: joint filings list
    // one accession under each filer, and 60 lines repeat a pair (EDGAR prints some lines twice).
    expect(parsed.rows).toHaveLength(7989);
    expect(countBy(parsed.rows, (row) => row.accession)).toBe(4655);
    expect(countBy(parsed.rows, (row) => `${row.accession}/${row.cik}`)).toBe(7929);
    expect(countBy(parsed.rows, (row) => String(row.cik))).toBe(4722);
    expect(parsed.rows[0]).toEqual({
      cik: 1000229,
      companyName: 'CORE LABORATORIES N V',
      formType: '4',
      dateFiled: '2020-01-03',
      fileName: 'edgar/data/1000229/0001209191-20-000788.txt',
      accession: '0001209191-20-000788',
      line: 8,
    });
    expect(parsed.rows.at(-1)).toEqual({
      cik: 9984,
      companyName: 'BARNES GROUP INC',
      formType: '4',
      dateFiled: '2020-01-03',
      fileName: 'edgar/data/9984/0000009984-20-000003.txt',
      accession: '0000009984-20-000003',
      line: 7996,
    });
    expect(parsed.rows.find((row) => row.line === 613)).toMatchObject({
      cik: 1090396,
      companyName: 'TABLE TRAC INC',
      formType: 'SC 13G/A',
      accession: '0001171520-20-000010',
    });
    expect(parsed.rows.filter((row) => row.formType.includes(' '))).toHaveLength(132);
    // A Form 4 is listed under the issuer and under the reporting owner.
    expect(parsed.rows.filter((row) => row.accession === '0001209191-20-000788').map((row) => [row.line, row.cik])).toEqual([
      [8, 1000229],
      [1785, 1282547],
    ]);
    // Lines 212 and 213 are the same line twice.
    expect(parsed.rows.filter((row) => row.accession === '0000894189-20-000060').map((row) => row.line)).toEqual([212, 213]);
  });

  it('reads form.20200318.idx (fixed width, by form type), form types with spaces included', () => {
    const parsed = parseIndexFile(sample('form.20200318.idx'), 'form.20200318.idx');
    expect(parsed.layout).toBe('form');
    expect(parsed.dataDate).toBe('2020-03-18');
    expect(parsed.rows).toHaveLength(4084); // lines 11 to 4094
    expect(countBy(parsed.rows, (row) => row.accession)).toBe(2666);
    expect(countBy(parsed.rows, (row) => row.formType)).toBe(115);
    expect(parsed.rows.filter((row) => row.formType.includes(' '))).toHaveLength(269);
    expect(parsed.rows[0]).toEqual({
      cik: 1806014,
      companyName: 'DLP Positive Note Fund LLC',
      formType: '1-A',
      dateFiled: '2020-03-18',
      fileName: 'edgar/data/1806014/0001140361-20-006155.txt',
      accession: '0001140361-20-006155',
      line: 11,
    });
    expect(parsed.rows[2]).toMatchObject({ formType: '1-A POS', companyName: 'Belpointe REIT, Inc.', cik: 1749817, line: 13 });
    expect(parsed.rows.at(-1)).toEqual({
      cik: 1105608,
      companyName: 'USA FINANCIAL SECURITIES CORPORATION',
      formType: 'X-17A-5/A',
      dateFiled: '2020-03-18',
      fileName: 'edgar/data/1105608/0001105608-20-000004.txt',
      accession: '0001105608-20-000004',
      line: 4094,
    });
    // A 10-character form type leaves two spaces before the name column.
    expect(parsed.rows.find((row) => row.line === 3766)).toMatchObject({ formType: 'IRANNOTICE', companyName: 'TELECOM ARGENTINA SA' });
    // A daily index lists what was disseminated that day: SEC staff letters and correspondence
    // filed months earlier come out with their own date (144 rows are not dated 2020-03-18).
    expect(parsed.rows.find((row) => row.line === 3987)).toMatchObject({
      formType: 'SEC STAFF',
      companyName: 'FEDEX CORP',
      cik: 1048911,
      dateFiled: '2019-08-09',
    });
    expect(parsed.rows.filter((row) => row.dateFiled !== '2020-03-18')).toHaveLength(144);
  });

  it('reads company.20221003.idx (fixed width, by company, header wrapped over two lines)', () => {
    const parsed = parseIndexFile(sample('company.20221003.idx'), 'company.20221003.idx');
    expect(parsed.layout).toBe('company');
    expect(parsed.dataDate).toBe('2022-10-03');
    expect(parsed.rows).toHaveLength(4925); // lines 12 to 4936
    expect(countBy(parsed.rows, (row) => row.accession)).toBe(3195);
    expect(countBy(parsed.rows, (row) => String(row.cik))).toBe(2703);
    expect(parsed.rows.filter((row) => row.formType.includes(' '))).toHaveLength(184);
    expect(parsed.rows[0]).toEqual({
      cik: 1700461,
      companyName: '1st stREIT Office Inc.',
      formType: '1-A POS',
      dateFiled: '2022-10-03',
      fileName: 'edgar/data/1700461/0001104659-22-105357.txt',
      accession: '0001104659-22-105357',
      line: 12,
    });
    expect(parsed.rows[2]).toMatchObject({ companyName: '36Kr Holdings Inc.', formType: 'SC 13D/A', cik: 1779476 });
    expect(parsed.rows.at(-1)).toEqual({
      cik: 1582581,
      companyName: 'voxeljet AG',
      formType: '424B5',
      dateFiled: '2022-10-03',
      fileName: 'edgar/data/1582581/0001558370-22-014789.txt',
      accession: '0001558370-22-014789',
      line: 4936,
    });
    // Names keep their double spaces: the column split is at the header's Form Type column.
    expect(parsed.rows.find((row) => row.line === 3492)).toMatchObject({ companyName: 'NOLAN THOMAS  H JR', formType: '4' });
    expect(parsed.rows.find((row) => row.line === 4049)?.companyName).toBe('SALEM MEDIA OF  HAWAII  INC');
    // Every row lives in its own filer's folder: the CIK column equals edgar/data/<cik>/ (true of
    // all 4,925 rows here, and of every row of the other samples too).
    expect(parsed.rows.filter((row) => row.fileName.split('/')[2] !== String(row.cik))).toEqual([]);
    expect(parsed.rows.filter((row) => row.dateFiled === '2022-09-30')).toHaveLength(31);
  });

  it('keeps co-registrants of one filing listed under different form types (company.20221003.idx)', () => {
    const rows = parseIndexFile(sample('company.20221003.idx'), 'company.20221003.idx').rows;
    // QualTek Services Inc. amends its S-1 (S-1/A) and adds 14 subsidiaries as co-registrants,
    // whom EDGAR lists under S-1: one accession, two form types, fifteen filers. Refusing that
    // would refuse a real EDGAR file, so only one filer under two form types is a contradiction.
    const qualtek = rows.filter((row) => row.accession === '0001104659-22-105373');
    expect(qualtek).toHaveLength(15);
    expect(new Set(qualtek.map((row) => row.cik)).size).toBe(15);
    expect(qualtek.filter((row) => row.formType === 'S-1/A')).toEqual([
      expect.objectContaining({ cik: 1839412, companyName: 'QualTek Services Inc.', line: 3865 }),
    ]);
  });

  it('tells the layout from the column header, not from the name', () => {
    expect(parseIndexFile(sample('form.20200318.idx'), 'master.idx').layout).toBe('form');
    expect(parseIndexFile(sample('company.20221003.idx'), 'anything.txt').layout).toBe('company');
  });
});

describe('parseIndexFile on the broken samples', () => {
  const badform = sample('badform.idx.txt');
  const badLines = badform.split('\n');

  it('refuses badform.idx.txt: one filer lists accession 0001477932-21-001700 as 1-A and as 1-A POS', () => {
    const error = refusal(badform, 'badform.idx.txt');
    expect(error.file).toBe('badform.idx.txt');
    expect(error.errors).toEqual([
      { line: 16, message: 'accession 0001477932-21-001700 is listed as "1-A POS" but line 15 lists it as "1-A"' },
    ]);
    expect(error.message).toBe(
      'badform.idx.txt line 16: accession 0001477932-21-001700 is listed as "1-A POS" but line 15 lists it as "1-A"',
    );
  });

  it('reads the row whose name overflows its column (badform.idx.txt line 17) from the right', () => {
    // The name is 64 characters in a 62-character column, so the CIK starts at column 78, not 74:
    // slicing at the header's columns would read "ER  820694" as the CIK.
    const overflow = badLines[16] as string;
    expect(overflow.slice(74, 86).trim()).toBe('ER  820694');
    const parsed = parseIndexFile([...badLines.slice(0, 10), overflow].join('\n'), 'overflow.idx');
    expect(parsed).toEqual({
      layout: 'form',
      dataDate: '2021-03-31', // "March 31, 2021"
      rows: [
        {
          cik: 820694,
          companyName: "UNITED PLANNERS' FINANCIAL SERVICES OF AMERICA A LIMITED PARTNER",
          formType: 'X-17A-5',
          dateFiled: '2021-02-24',
          fileName: 'edgar/data/820694/9999999997-21-003146.txt',
          accession: '9999999997-21-003146',
          line: 11,
        },
      ],
    });
  });

  it('reads the rest of badform.idx.txt once the contradicting line is gone (quarterly YYYY-MM-DD dates)', () => {
    const rows = parseIndexFile(badLines.filter((_, index) => index !== 15).join('\n'), 'badform-fixed.idx').rows;
    expect(rows).toHaveLength(9);
    expect(rows.map((row) => row.formType)).toEqual(['1-A', '1-A', '1-A', '1-A', '1-A', 'X-17A-5', 'X-17A-5', 'X-17A-5', 'X-17A-5']);
    expect(rows[4]).toMatchObject({ companyName: 'ALFADAN INC.', cik: 1809660, dateFiled: '2021-03-26', line: 15 });
    // The accession's year (23) is not the filing's (2021): EDGAR's numbering, not an error.
    expect(rows[6]).toMatchObject({ companyName: 'UNIVEST SECURITIES, LLC', dateFiled: '2021-03-05', accession: '9999999997-23-001153' });
  });

  it('refuses empty-form.idx, which has the header and no rows, naming the line after the dashes', () => {
    const error = refusal(sample('empty-form.idx'), 'empty-form.idx');
    expect(error.errors).toEqual([{ line: 11, message: 'the index lists no filings' }]);
    expect(error.message).toBe('empty-form.idx line 11: the index lists no filings');
  });
});
