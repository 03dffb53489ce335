import type { Kysely, Transaction } from 'kysely';

/**
 * Applies an event at most once per consumer, however often the bus delivers it: in one
 * transaction, records (consumer, event id) in `<schema>.inbox` and runs apply only when the record
 * is new. If apply throws, the record rolls back with it and a redelivery tries again. Returns
 * whether apply ran.
 */
export async function consumeOnce(
  // biome-ignore lint/suspicious/noExplicitAny: every service's database type fits.
  db: Kysely<any>,
  schema: string,
  consumerName: string,
  event: { id: string },
  // biome-ignore lint/suspicious/noExplicitAny: see db.
  apply: (trx: Transaction<any>) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // A concurrent duplicate waits here on the first one's uncommitted row, then finds it.
    const result = await trx
      .withSchema(schema)
      .insertInto('inbox')
      .values({ consumer: consumerName, event_id: event.id })
      .onConflict((conflict) => conflict.columns(['consumer', 'event_id']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await apply(trx);
    return true;
  });
}
