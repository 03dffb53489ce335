import type { Filing } from '@ea/contracts/edgar-eye';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { EdgarEyeExecutor, EdgarEyeTables } from './schema.ts';

export const FILING_COLUMNS = [
  'filings.accession',
  'filings.cik',
  'filings.company_name',
  'filings.form_type',
  sql<string>`to_char(filings.date_filed, 'YYYY-MM-DD')`.as('date_filed'),
  'filings.file_name',
  'filings.ingested_at',
] as const;

export interface FilingRow {
  accession: string;
  cik: string;
  company_name: string;
  form_type: string;
  date_filed: string;
  file_name: string;
  ingested_at: Date;
}

export function filingView(row: FilingRow): Filing {
  return {
    accession: row.accession,
    cik: Number(row.cik),
    companyName: row.company_name,
    formType: row.form_type,
    dateFiled: row.date_filed,
    fileName: row.file_name,
    ingestedAt: row.ingested_at.toISOString(),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the selection varies; only the filters are shared.
export type FilingQuery = SelectQueryBuilder<EdgarEyeTables, 'filings', any>;

/** Counts matches up to a cap: an exact count of millions of rows would cost more than the page. */
export async function cappedCount(db: EdgarEyeExecutor, filtered: FilingQuery, cap: number): Promise<number> {
  const row = await db
    .selectFrom(
      filtered
        .clearSelect()
        .select(sql`1`.as('one'))
        .limit(cap + 1)
        .as('matches'),
    )
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const trigramsByDb = new WeakMap<object, Promise<boolean>>();

/** Whether pg_trgm is installed (the embedded database may lack it): asked once per database handle. */
export function hasTrigrams(db: EdgarEyeExecutor): Promise<boolean> {
  let known = trigramsByDb.get(db);
  if (!known) {
    known = sql<{ ok: boolean }>`select exists (select 1 from pg_extension where extname = 'pg_trgm') as ok`
      .execute(db)
      .then((result) => result.rows[0]?.ok === true);
    trigramsByDb.set(db, known);
  }
  return known;
}
