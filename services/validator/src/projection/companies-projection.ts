import { hostname } from 'node:os';
import type { EventEnvelope } from '@ea/contracts';
import { DIRECTORY_EVENTS, DIRECTORY_TOPIC } from '@ea/contracts/directory';
import type { AnyDb } from '@ea/db';
import { consumeOnce, type EventBus, eventReader, type Subscription } from '@ea/events';
import type { JobLogger } from '@ea/jobs';
import { catchUpDirectory, DIRECTORY_WAIT_MS } from '@ea/service-kit/company-projection';
import { type CompaniesTable, VALIDATOR_SCHEMA, validatorDb } from '../db/schema.ts';

export type ValidatorCompany = Pick<CompaniesTable, 'id' | 'name' | 'cik' | 'ticker' | 'deleted'> & { channelId: number };

const CONSUMER = 'validator-companies';
const readDirectoryEvent = eventReader(DIRECTORY_EVENTS);

/**
 * The directory's companies as the Validator needs them: the channel and deletion decide tenant
 * scope (as service-kit's company projection does), the name, CIK and ticker are what the companies
 * list shows and searches, so the projection keeps them too. Each company event carries the whole
 * company, so applying them in order leaves the latest.
 */
export interface CompaniesProjection {
  subscribe(): Promise<Subscription>;
  find(id: number): Promise<ValidatorCompany | undefined>;
  /** The company once what the directory committed is applied (waiting a moment for one not yet heard of). */
  readYourWrites(id: number): Promise<ValidatorCompany | undefined>;
}

export function companiesProjection(options: { bus: EventBus; db: AnyDb; log: JobLogger }): CompaniesProjection {
  const db = validatorDb(options.db);
  const handler = async (envelope: EventEnvelope) => {
    const event = readDirectoryEvent(envelope);
    if (event === null) return;
    switch (event.type) {
      case 'company.created':
      case 'company.updated':
      case 'company.deleted':
      case 'company.restored': {
        const { id, channelId, deleted, name, cik, ticker } = event.payload;
        const values = { channel_id: channelId, deleted, name, cik, ticker: ticker === '' ? null : ticker, updated_at: new Date() };
        await consumeOnce(options.db, VALIDATOR_SCHEMA, CONSUMER, event, async (trx) => {
          await trx
            .withSchema(VALIDATOR_SCHEMA)
            .insertInto('companies')
            .values({ id, ...values })
            .onConflict((c) => c.column('id').doUpdateSet(values))
            .execute();
        });
        return;
      }
      default:
    }
  };
  const find = async (id: number): Promise<ValidatorCompany | undefined> => {
    const row = await db
      .selectFrom('companies')
      .select(['id', 'channel_id', 'deleted', 'name', 'cik', 'ticker'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? { id: row.id, channelId: row.channel_id, deleted: row.deleted, name: row.name, cik: row.cik, ticker: row.ticker }
      : undefined;
  };
  return {
    subscribe: () =>
      options.bus.subscribe({ topic: DIRECTORY_TOPIC, group: 'validator', consumer: `validator-${hostname()}-${process.pid}`, handler }),
    find,
    async readYourWrites(id) {
      const shown = await find(id);
      await catchUpDirectory(
        { bus: options.bus, group: 'validator', handler, log: options.log },
        'company',
        id,
        shown ? 0 : DIRECTORY_WAIT_MS,
      );
      return find(id);
    },
  };
}
