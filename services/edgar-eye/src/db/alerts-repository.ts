import type { Alert, GeneratedAlert } from '@ea/contracts/edgar-eye';
import { paddedCik } from '@ea/contracts/edgar-eye';
import { sql } from 'kysely';
import { FILING_COLUMNS, type FilingRow, filingView } from './filings-repository.ts';
import { type EdgarEyeExecutor, edgarEyeTable as t } from './schema.ts';

const ALERT_COLUMNS = [
  'alerts.id',
  'alerts.cik',
  'alerts.form_types',
  'alerts.notify_by_email',
  'alerts.created_at',
  'alerts.updated_at',
  sql<string | null>`(select name from ${t('companies')} c where c.cik = alerts.cik)`.as('company_name'),
] as const;

interface AlertRow {
  id: number;
  cik: string;
  form_types: string[];
  notify_by_email: boolean;
  created_at: Date;
  updated_at: Date;
  company_name: string | null;
}

function alertView(row: AlertRow): Alert {
  return {
    id: row.id,
    cik: Number(row.cik),
    companyName: row.company_name ?? `CIK ${paddedCik(Number(row.cik))}`,
    formTypes: row.form_types,
    notifyByEmail: row.notify_by_email,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A user's alerts (never another's: every query is by the caller's id). */
export async function listAlerts(db: EdgarEyeExecutor, userId: string): Promise<Alert[]> {
  const rows = await db.selectFrom('alerts').select(ALERT_COLUMNS).where('user_id', '=', userId).orderBy('id', 'desc').execute();
  return rows.map(alertView);
}

export async function readAlert(db: EdgarEyeExecutor, userId: string, id: number): Promise<Alert | null> {
  const row = await db.selectFrom('alerts').select(ALERT_COLUMNS).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return row ? alertView(row) : null;
}

/** Null when the user already tracks the CIK (the unique index decides, race-free). */
export async function insertAlert(
  db: EdgarEyeExecutor,
  alert: { userId: string; userEmail: string; cik: number; formTypes: string[]; notifyByEmail: boolean },
): Promise<number | null> {
  const row = await db
    .insertInto('alerts')
    .values({
      user_id: alert.userId,
      user_email: alert.userEmail,
      cik: alert.cik,
      form_types: alert.formTypes,
      notify_by_email: alert.notifyByEmail,
    })
    .onConflict((c) => c.columns(['user_id', 'cik']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function updateAlert(
  db: EdgarEyeExecutor,
  userId: string,
  id: number,
  change: { formTypes?: string[] | undefined; notifyByEmail?: boolean | undefined },
): Promise<boolean> {
  const result = await db
    .updateTable('alerts')
    .set({
      ...(change.formTypes !== undefined ? { form_types: change.formTypes } : {}),
      ...(change.notifyByEmail !== undefined ? { notify_by_email: change.notifyByEmail } : {}),
      updated_at: sql`now()`,
    })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteAlert(db: EdgarEyeExecutor, userId: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom('alerts').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** A user's generated alerts with their filings, newest first. */
export async function listGeneratedAlerts(
  db: EdgarEyeExecutor,
  userId: string,
  options: { unseen: boolean; page: number; size: number },
): Promise<{ items: GeneratedAlert[]; total: number; unseen: number }> {
  let query = db
    .selectFrom('generated_alerts')
    .innerJoin('filings', (join) =>
      join.onRef('filings.accession', '=', 'generated_alerts.accession').onRef('filings.cik', '=', 'generated_alerts.cik'),
    )
    .where('generated_alerts.user_id', '=', userId);
  if (options.unseen) query = query.where('generated_alerts.seen_at', 'is', null);
  const rows = await query
    .select([
      ...FILING_COLUMNS,
      'generated_alerts.id as generated_id',
      'generated_alerts.alert_id',
      'generated_alerts.seen_at',
      'generated_alerts.created_at',
    ])
    .orderBy('generated_alerts.id', 'desc')
    .limit(options.size)
    .offset((options.page - 1) * options.size)
    .execute();
  const counts = await db
    .selectFrom('generated_alerts')
    .where('user_id', '=', userId)
    .select([(eb) => eb.fn.countAll<string>().as('total'), sql<string>`count(*) filter (where seen_at is null)`.as('unseen')])
    .executeTakeFirstOrThrow();
  return {
    items: rows.map((row) => ({
      id: Number(row.generated_id),
      alertId: row.alert_id,
      filing: filingView(row as unknown as FilingRow),
      seen: row.seen_at !== null,
      createdAt: row.created_at.toISOString(),
    })),
    total: options.unseen ? Number(counts.unseen) : Number(counts.total),
    unseen: Number(counts.unseen),
  };
}

/**
 * Marks generated alerts read (the given ones, or all) and answers how many stay unread; null, and
 * nothing marked, when an id given is not one of the user's.
 */
export async function markSeen(db: EdgarEyeExecutor, userId: string, ids: number[] | undefined): Promise<number | null> {
  if (ids !== undefined && ids.length > 0) {
    const unique = [...new Set(ids)];
    const own = await db.selectFrom('generated_alerts').select('id').where('user_id', '=', userId).where('id', 'in', unique).execute();
    if (own.length !== unique.length) return null;
  }
  let update = db.updateTable('generated_alerts').set({ seen_at: sql`now()` }).where('user_id', '=', userId).where('seen_at', 'is', null);
  if (ids !== undefined) update = update.where('id', 'in', ids.length > 0 ? ids : [0]);
  await update.execute();
  const row = await db
    .selectFrom('generated_alerts')
    .where('user_id', '=', userId)
    .where('seen_at', 'is', null)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
