import type { EdgarCompany } from '@ea/contracts/edgar-eye';
import { cikOf } from '@ea/contracts/edgar-eye';
import { sql } from 'kysely';
import { hasTrigrams } from '../../db/filings-repository.ts';
import { companyNameKey, type EdgarEyeExecutor } from '../../db/schema.ts';

/** The text of a LIKE pattern matching itself: % and _ typed by a user are letters, not wildcards. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Similar names are suggestions, not a listing: a few are enough, and each costs a similarity. */
const SIMILAR_NAMES = 20;
/**
 * How alike two name keys must be (pg_trgm's similarity, 0–1; its default is 0.3). Two letters
 * swapped in a nine-letter name ("mircosoft") score 0.43; a lower bar hands back more unrelated
 * candidates, each rechecked, on a large index.
 */
const SIMILARITY = 0.4;

async function similarNames(db: EdgarEyeExecutor, typed: string, limit: number) {
  if (!(await hasTrigrams(db))) {
    return db
      .selectFrom('companies')
      .select(['cik', 'name', 'tickers'])
      .where(sql<boolean>`lower(name) like ${`%${likeLiteral(typed)}%`}`)
      .orderBy(sql`lower(name)`)
      .limit(limit)
      .execute();
  }
  // The key drops legal-form words ("inc", "corp"): the index built on it (migration 0003) then
  // compares what tells names apart, and a name's "Inc." is not likeness to every other one.
  const name = companyNameKey(sql.ref('name'));
  const wanted = companyNameKey(typed);
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('pg_trgm.similarity_threshold', ${String(SIMILARITY)}, true)`.execute(trx);
    return trx
      .selectFrom('companies')
      .select(['cik', 'name', 'tickers'])
      .where(sql<boolean>`${name} % ${wanted}`)
      .orderBy(sql`similarity(${name}, ${wanted})`, 'desc')
      .orderBy('cik')
      .limit(limit)
      .execute();
  });
}

/**
 * Companies for a typed text, best first: the CIK when the text is one, a ticker, names starting
 * with the text; when none of those match, similar names (trigram similarity, so "mircosoft"
 * finds Microsoft; a plain substring match where the database has no pg_trgm).
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
        .where(sql<boolean>`lower(name) collate "C" like ${`${likeLiteral(typed)}%`}`)
        .orderBy(sql`lower(name) collate "C"`)
        .limit(limit)
        .execute(),
    );
  }
  // Similar names only when nothing matched as typed: a misspelling, not a narrow prefix.
  if (found.size === 0 && typed.length >= 3) add(await similarNames(db, typed, Math.min(limit, SIMILAR_NAMES)));
  return [...found.values()];
}
