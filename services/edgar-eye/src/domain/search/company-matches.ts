import type { EdgarCompany } from '@ea/contracts/edgar-eye';
import { cikOf } from '@ea/contracts/edgar-eye';
import { sql } from 'kysely';
import { hasTrigrams } from '../../db/filings-repository.ts';
import type { EdgarEyeExecutor } from '../../db/schema.ts';

/** The text of a LIKE pattern matching itself: % and _ typed by a user are letters, not wildcards. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Companies for a typed text, best first: the CIK when the text is one, a ticker, names starting
 * with the text, then similar names (trigram similarity, so "mircosoft" finds Microsoft; a plain
 * substring match where the database has no pg_trgm).
 */
export async function companyMatches(db: EdgarEyeExecutor, text: string, limit: number): Promise<EdgarCompany[]> {
  const typed = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (typed === '') return [];
  const found = new Map<number, EdgarCompany>();
  const add = (rows: { cik: string; name: string; tickers: string[] }[]) => {
    for (const row of rows) {
      if (found.size >= limit) return;
      const cik = Number(row.cik);
      if (!found.has(cik)) found.set(cik, { cik, name: row.name, tickers: row.tickers });
    }
  };
  const columns = ['cik', 'name', 'tickers'] as const;

  const cik = cikOf(typed);
  if (cik !== null) add(await db.selectFrom('companies').select(columns).where('cik', '=', String(cik)).execute());
  if (/^[a-z0-9.-]{1,12}$/.test(typed)) {
    add(
      await db
        .selectFrom('companies')
        .select(columns)
        .where(sql<boolean>`tickers @> array[${typed.toUpperCase()}]::text[]`)
        .limit(limit)
        .execute(),
    );
  }
  if (found.size < limit) {
    add(
      await db
        .selectFrom('companies')
        .select(columns)
        .where(sql<boolean>`lower(name) like ${`${likeLiteral(typed)}%`}`)
        .orderBy(sql`lower(name)`)
        .limit(limit)
        .execute(),
    );
  }
  if (found.size < limit && typed.length >= 3) {
    const similar = (await hasTrigrams(db))
      ? db
          .selectFrom('companies')
          .select(columns)
          .where(sql<boolean>`lower(name) % ${typed}`)
          .orderBy(sql`similarity(lower(name), ${typed})`, 'desc')
      : db
          .selectFrom('companies')
          .select(columns)
          .where(sql<boolean>`lower(name) like ${`%${likeLiteral(typed)}%`}`)
          .orderBy(sql`lower(name)`);
    add(await similar.limit(limit).execute());
  }
  return [...found.values()];
}
