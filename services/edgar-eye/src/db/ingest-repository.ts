import { sql } from 'kysely';
import { type EdgarEyeExecutor, edgarEyeTable as t } from './schema.ts';

/** A filing row to take in (one per accession and filer). */
export interface NewFiling {
  accession: string;
  cik: number;
  companyName: string;
  formType: string;
  dateFiled: string;
  fileName: string;
}

/** Rows per statement: column arrays keep the statement's parameters at six whatever the batch size. */
const BATCH = 20_000;

/** A Postgres array literal of texts, each quoted with its quotes and backslashes escaped. */
function textArray(values: readonly string[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    const escaped = value.includes('"') || value.includes('\\') ? value.replace(/["\\]/g, '\\$&') : value;
    out += i === 0 ? `"${escaped}"` : `,"${escaped}"`;
  }
  return `${out}}`;
}

/** A batch's six columns as array literals, in the order of the insert's unnest. */
function columnsOf(batch: readonly NewFiling[]): string[] {
  return [
    textArray(batch.map((f) => f.accession)),
    `{${batch.map((f) => f.cik).join(',')}}`,
    textArray(batch.map((f) => f.companyName)),
    textArray(batch.map((f) => f.formType)),
    textArray(batch.map((f) => f.dateFiled)),
    textArray(batch.map((f) => f.fileName)),
  ];
}

/**
 * Inserts filings not yet known (by accession and filer) and answers the ones added. Column arrays
 * through unnest make one statement of six parameters per batch, several times faster than a
 * VALUES list and never near Postgres's parameter limit. Each batch's arrays are written out
 * while Postgres inserts the one before: the two take turns on one connection otherwise.
 */
export async function insertFilings(
  trx: EdgarEyeExecutor,
  indexFileId: number | null,
  filings: readonly NewFiling[],
): Promise<NewFiling[]> {
  const added: NewFiling[] = [];
  const batches: NewFiling[][] = [];
  for (let start = 0; start < filings.length; start += BATCH) batches.push(filings.slice(start, start + BATCH));
  let columns = batches.length > 0 ? columnsOf(batches[0]!) : [];
  for (const [i, batch] of batches.entries()) {
    const [accessions, ciks, names, forms, dates, files] = columns;
    // Only each added row's key comes back, as one text: the rest of the row is what was sent.
    const inserting = sql<{ key: string }>`
      insert into ${t('filings')} (accession, cik, company_name, form_type, date_filed, file_name, index_file_id)
      select f.accession, f.cik, f.company_name, f.form_type, f.date_filed, f.file_name, ${indexFileId}::integer
      from unnest(${accessions}::text[], ${ciks}::bigint[], ${names}::text[], ${forms}::text[], ${dates}::date[], ${files}::text[])
        as f(accession, cik, company_name, form_type, date_filed, file_name)
      on conflict (accession, cik) do nothing
      returning accession || '/' || cik as key`.execute(trx);
    const next = batches[i + 1];
    if (next) {
      // The statement reaches the connection a few promise turns after execute(): let it go first.
      await new Promise((sent) => setImmediate(sent));
      columns = columnsOf(next);
    }
    const { rows } = await inserting;
    const sent = new Map(batch.map((f) => [`${f.accession}/${f.cik}`, f]));
    for (const row of rows) {
      const filing = sent.get(row.key);
      if (filing) added.push(filing);
    }
  }
  return added;
}

/**
 * Keeps each company's name as its latest filing gives it (EDGAR renames a filer when it changes
 * its name), adding companies seen for the first time.
 */
export async function upsertCompanyNames(trx: EdgarEyeExecutor, filings: readonly NewFiling[]): Promise<void> {
  const latest = new Map<number, { name: string; date: string }>();
  for (const f of filings) {
    const known = latest.get(f.cik);
    if (!known || f.dateFiled >= known.date) latest.set(f.cik, { name: f.companyName, date: f.dateFiled });
  }
  // Most filers of a day are known under the same name: only new and renamed companies are written.
  const known = await sql<{ cik: string; name: string }>`
    select cik, name from ${t('companies')} where cik = any(${[...latest.keys()]}::bigint[])`.execute(trx);
  for (const row of known.rows) if (latest.get(Number(row.cik))?.name === row.name) latest.delete(Number(row.cik));
  const ciks = [...latest.keys()];
  for (let start = 0; start < ciks.length; start += BATCH) {
    const batch = ciks.slice(start, start + BATCH);
    await sql`
      insert into ${t('companies')} (cik, name)
      select * from unnest(${batch}::bigint[], ${batch.map((cik) => latest.get(cik)?.name ?? '')}::text[])
      on conflict (cik) do update set name = excluded.name, updated_at = now()
      where companies.name is distinct from excluded.name`.execute(trx);
  }
}

/** Counts per form type, for the form filter. */
export async function addFormTypeCounts(trx: EdgarEyeExecutor, added: readonly NewFiling[]): Promise<void> {
  const counts = new Map<string, number>();
  for (const f of added) counts.set(f.formType, (counts.get(f.formType) ?? 0) + 1);
  if (counts.size === 0) return;
  await sql`
    insert into ${t('form_types')} (form_type, filings)
    select * from unnest(${[...counts.keys()]}::text[], ${[...counts.values()]}::bigint[])
    on conflict (form_type) do update set filings = form_types.filings + excluded.filings`.execute(trx);
}

export interface GeneratedAlertRow {
  id: number;
  alert_id: number;
  user_id: string;
  user_email: string;
  notify_by_email: boolean;
  accession: string;
  cik: string;
}

/**
 * The alerts new filings set off: a tracked company's filing, of a tracked form type (or its
 * amendment) when the alert names any. Each alert fires once per accession.
 */
export async function generateAlerts(trx: EdgarEyeExecutor, all: readonly NewFiling[]): Promise<GeneratedAlertRow[]> {
  if (all.length === 0) return [];
  // Few of a day's filers are tracked: find them first, and match only their filings.
  const tracked = await sql<{ cik: string }>`
    select distinct cik from ${t('alerts')} where cik = any(${[...new Set(all.map((f) => f.cik))]}::bigint[])`.execute(trx);
  const ciks = new Set(tracked.rows.map((row) => Number(row.cik)));
  const added = all.filter((f) => ciks.has(f.cik));
  if (added.length === 0) return [];
  const { rows } = await sql<GeneratedAlertRow>`
    with new_filings as (
      select * from unnest(${added.map((f) => f.accession)}::text[], ${added.map((f) => f.cik)}::bigint[], ${added.map((f) => f.formType)}::text[])
        as f(accession, cik, form_type)
    ), inserted as (
      insert into ${t('generated_alerts')} (alert_id, user_id, accession, cik)
      select a.id, a.user_id, f.accession, f.cik
      from new_filings f join ${t('alerts')} a on a.cik = f.cik
      where cardinality(a.form_types) = 0 or f.form_type = any(a.form_types) or regexp_replace(f.form_type, '/A$', '') = any(a.form_types)
      on conflict (alert_id, accession) do nothing
      returning id, alert_id, user_id, accession, cik
    )
    select i.id, i.alert_id, i.user_id, a.user_email, a.notify_by_email, i.accession, i.cik
    from inserted i join ${t('alerts')} a on a.id = i.alert_id
    order by i.id`.execute(trx);
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
