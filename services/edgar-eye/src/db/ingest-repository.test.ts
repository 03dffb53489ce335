import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdgarEyeTestApp, type EdgarEyeTestApp } from '../testing/edgar-eye-test-app.ts';
import { insertFilings, type NewFiling } from './ingest-repository.ts';

let t: EdgarEyeTestApp;

beforeAll(async () => {
  t = await createEdgarEyeTestApp('ingest-values');
});

afterAll(async () => {
  await t?.close();
});

/** Names as EDGAR has them and worse: quotes, backslashes, braces, commas, accents, a name that reads NULL. */
const NAMES = ['Acme "Quoted" Corp', 'Back\\slash \\"Both\\" LLC', '{Braces}, Commas, Inc.', 'Société Générale S.A.', 'NULL', ' '];

const filing = (i: number): NewFiling => ({
  accession: `0000000001-26-${String(i).padStart(6, '0')}`,
  cik: 5_000_000 + (i % 7),
  companyName: NAMES[i % NAMES.length]!,
  formType: i % 2 ? '8-K' : 'SC 13G/A',
  dateFiled: '2026-11-24',
  fileName: `edgar/data/${5_000_000 + (i % 7)}/"${i}".txt`,
});

describe('insertFilings', () => {
  it('stores every value as sent over more than one batch, and adds nothing the second time', async () => {
    const filings = Array.from({ length: 20_003 }, (_, i) => filing(i));
    const added = await t.database.db.transaction().execute((trx) => insertFilings(trx, null, filings));
    expect(added).toHaveLength(filings.length);
    expect(new Set(added)).toEqual(new Set(filings));

    const stored = await t.db
      .selectFrom('filings')
      .select(['accession', 'company_name', 'form_type', 'file_name'])
      .where(
        'accession',
        'in',
        filings.slice(-NAMES.length * 2).map((f) => f.accession),
      )
      .orderBy('accession')
      .execute();
    expect(stored.map((row) => [row.accession, row.company_name, row.form_type, row.file_name])).toEqual(
      filings.slice(-NAMES.length * 2).map((f) => [f.accession, f.companyName, f.formType, f.fileName]),
    );

    const again = await t.database.db.transaction().execute((trx) => insertFilings(trx, null, filings));
    expect(again).toEqual([]);
  });
});
