import type { Kysely } from 'kysely';

export interface PruneEventTablesOptions {
  /** Published outbox rows older than this are deleted. */
  outboxRetentionMs: number;
  /**
   * Inbox rows older than this are deleted. Keep it well above the longest time an event can be
   * redelivered (lease expiry, retries, a consumer down for maintenance): a redelivery after its
   * inbox row is gone is applied again.
   */
  inboxRetentionMs: number;
  /** Rows deleted per statement, so a large backlog never becomes one long lock. Default 5,000. */
  chunkSize?: number;
}

export interface PruneReport {
  outbox: number;
  inbox: number;
}

/** Deletes old published outbox rows and old inbox rows of one schema (a housekeeping job runs it). */
export async function pruneEventTables(
  // biome-ignore lint/suspicious/noExplicitAny: every service's database type fits.
  db: Kysely<any>,
  schema: string,
  options: PruneEventTablesOptions,
): Promise<PruneReport> {
  const chunk = options.chunkSize ?? 5_000;
  const now = Date.now();
  const outboxCutoff = new Date(now - options.outboxRetentionMs);
  const inboxCutoff = new Date(now - options.inboxRetentionMs);
  const report: PruneReport = { outbox: 0, inbox: 0 };
  for (;;) {
    const result = await db
      .withSchema(schema)
      .deleteFrom('outbox')
      .where(({ eb, selectFrom }) =>
        eb(
          'id',
          'in',
          selectFrom('outbox').select('id').where('published_at', 'is not', null).where('published_at', '<', outboxCutoff).limit(chunk),
        ),
      )
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    report.outbox += deleted;
    if (deleted < chunk) break;
  }
  for (;;) {
    const result = await db
      .withSchema(schema)
      .deleteFrom('inbox')
      .where(({ eb, refTuple, selectFrom }) =>
        eb(
          refTuple('consumer', 'event_id'),
          'in',
          selectFrom('inbox').select(['consumer', 'event_id']).where('processed_at', '<', inboxCutoff).limit(chunk),
        ),
      )
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    report.inbox += deleted;
    if (deleted < chunk) break;
  }
  return report;
}
