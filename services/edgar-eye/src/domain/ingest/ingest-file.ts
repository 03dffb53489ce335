import { createHash } from 'node:crypto';
import type { IndexFile } from '@ea/contracts/edgar-eye';
import { commitChange } from '@ea/service-kit/use-case';
import { sql } from 'kysely';
import { findIndexFile, insertIndexFile, setIndexFileAdded } from '../../db/index-files-repository.ts';
import { addFormTypeCounts, generateAlerts, insertFilings, type NewFiling, upsertCompanyNames } from '../../db/ingest-repository.ts';
import { edgarEyeTable as t } from '../../db/schema.ts';
import type { EdgarEyeDeps } from '../../deps.ts';
import { alertGeneratedEvent, filingsIngestedEvent } from '../../events/edgar-eye-events.ts';
import type { EdgarSource } from '../sources/edgar-source.ts';
import { fileKindOf } from '../sources/edgar-source.ts';
import { type ParsedFile, parseSourceFile } from './parse-source-file.ts';

/** Ingestion is the system's doing, not a user's. */
const SYSTEM = { actorId: null, actorEmail: null, ip: null, requestId: null };

/**
 * Takes one file of the source in, whole or not at all: a file that does not parse is recorded as
 * rejected with every error and its line, and adds nothing; a file that parses is written in one
 * transaction (filings, company names, form counts, the alerts it sets off and their events), so a
 * process killed mid-file leaves nothing behind and the next poll reads the file again. The same
 * bytes under the same name are taken once (the file's content hash), even by two workers at once:
 * the second waits on the first's row and then finds it.
 */
export async function ingestFile(deps: EdgarEyeDeps, source: EdgarSource, name: string): Promise<IndexFile | null> {
  const kind = fileKindOf(name);
  const bytes = kind ? await source.readFile(name) : null;
  if (!kind || !bytes) return null;
  const hash = createHash('sha256').update(bytes).digest('hex');
  const known = await findIndexFile(deps.db, name, hash);
  if (known) return known;

  let parsed: ParsedFile;
  try {
    parsed = parseSourceFile(kind, bytes, name);
  } catch (error) {
    const errors = errorsOf(error);
    return (
      (await insertIndexFile(deps.db, { name, hash, status: 'rejected', layout: null, rows: 0, errors })) ??
      (await findIndexFile(deps.db, name, hash))
    );
  }

  return commitChange(deps, SYSTEM, async (trx) => {
    const file = await insertIndexFile(trx, { name, hash, status: 'ingested', layout: parsed.layout, rows: parsed.rows, errors: [] });
    if (!file) return { result: await findIndexFile(trx, name, hash), records: { audit: [], events: [] } };

    const filings: NewFiling[] = parsed.filings;
    const added = await insertFilings(trx, file.id, filings);
    await upsertCompanyNames(trx, filings);
    await addFormTypeCounts(trx, added);
    if (parsed.companies.length > 0) await saveCompanies(trx, parsed.companies);
    if (parsed.documents) await saveDocuments(trx, parsed.documents.accession, parsed.documents.items);
    const generated = await generateAlerts(trx, added);
    const result = await setIndexFileAdded(trx, file.id, added.length);

    const byAccession = new Map(added.map((f) => [`${f.accession}/${f.cik}`, f]));
    const dates = [...new Set(added.map((f) => f.dateFiled))].sort();
    return {
      result,
      records: {
        audit: [],
        events: [
          ...(added.length > 0 ? [filingsIngestedEvent(name, added.length, dates)] : []),
          ...generated.flatMap((row) => {
            const filing = byAccession.get(`${row.accession}/${Number(row.cik)}`);
            if (!filing) return [];
            return [
              alertGeneratedEvent({
                generatedId: row.id,
                alertId: row.alert_id,
                userId: row.user_id,
                email: row.user_email,
                sendEmail: row.notify_by_email,
                cik: filing.cik,
                companyName: filing.companyName,
                formType: filing.formType,
                accession: filing.accession,
                dateFiled: filing.dateFiled,
              }),
            ];
          }),
        ],
      },
    };
  });
}

/** A refused file keeps this many of its errors: enough to fix it, bounded for a file that is wrong on every line. */
const KEPT_ERRORS = 100;

function errorsOf(error: unknown): { line: number; message: string }[] {
  if (error && typeof error === 'object' && 'errors' in error && Array.isArray(error.errors)) {
    const all = error.errors as { line: number; message: string }[];
    const kept = all.slice(0, KEPT_ERRORS).map(({ line, message }) => ({ line, message }));
    return all.length > KEPT_ERRORS ? [...kept, { line: 0, message: `and ${all.length - KEPT_ERRORS} more errors` }] : kept;
  }
  return [{ line: 0, message: error instanceof Error ? error.message : String(error) }];
}

type Executor = Parameters<typeof insertFilings>[0];

/**
 * Companies as a ticker file or a submissions file describes them: the name and tickers replace
 * what was known; former names only when the file gives them (the ticker file does not).
 */
async function saveCompanies(trx: Executor, companies: ParsedFile['companies']): Promise<void> {
  const withFormer = companies.filter((c) => c.formerNames !== undefined);
  await sql`
    insert into ${t('companies')} (cik, name, tickers)
    select cik, name, case when tickers = '' then '{}'::text[] else string_to_array(tickers, ',') end
    from unnest(${companies.map((c) => c.cik)}::bigint[], ${companies.map((c) => c.name)}::text[], ${companies.map((c) => c.tickers.join(','))}::text[])
      as c(cik, name, tickers)
    on conflict (cik) do update set name = excluded.name, tickers = excluded.tickers, updated_at = now()`.execute(trx);
  for (const company of withFormer) {
    await sql`update ${t('companies')} set former_names = ${JSON.stringify(company.formerNames)}::jsonb where cik = ${company.cik}`.execute(
      trx,
    );
  }
}

async function saveDocuments(trx: Executor, accession: string, items: NonNullable<ParsedFile['documents']>['items']): Promise<void> {
  for (const item of items) {
    await sql`
      insert into ${t('filing_documents')} (accession, name, size, last_modified)
      values (${accession}, ${item.name}, ${item.size}, ${item.lastModified})
      on conflict (accession, name) do update set size = excluded.size, last_modified = excluded.last_modified`.execute(trx);
  }
}
