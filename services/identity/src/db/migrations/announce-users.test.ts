import type { EventEnvelope } from '@ea/contracts';
import { IDENTITY_EVENTS } from '@ea/contracts/identity';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { eventReader } from '@ea/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_SCHEMA, identityDb } from '../schema.ts';
import { announceUsers } from './0010-announce-users.ts';
import { identityMigrations } from './index.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase([identityMigrations]);
});
afterAll(() => database?.drop());

const readIdentityEvent = eventReader(IDENTITY_EVENTS);

describe('announcing the users that exist (migration 0010)', () => {
  it('writes one user.updated per user, with the user’s state as the identity’s contract reads it', async () => {
    const db = identityDb(database.db);
    const user = (email: string, fields: { channel_id: number | null; status: 'ACTIVE' | 'STAGED'; single_company_id?: number }) => ({
      email,
      user_name: email.split('@')[0]!,
      first_name: 'F',
      last_name: 'L',
      single_company_id: null,
      password_hash: null,
      totp_secret: null,
      totp_pending_secret: null,
      created_at: new Date(),
      updated_at: new Date(),
      ...fields,
    });
    await db.insertInto('channels').values({ id: 7, name: 'Seven', updated_at: new Date() }).execute();
    // Written as an old database holds them: no event ever announced them.
    const inserted = await db
      .insertInto('users')
      .values([
        user('early@example.com', { channel_id: 7, status: 'ACTIVE' }),
        user('reviewer@example.com', { channel_id: 7, status: 'STAGED', single_company_id: 70 }),
      ])
      .returning(['id'])
      .execute();
    await announceUsers(IDENTITY_SCHEMA).up(database.db);

    const rows = await database.db
      .withSchema(IDENTITY_SCHEMA)
      .selectFrom('outbox')
      .selectAll()
      .where('type', '=', 'user.updated')
      .orderBy('id')
      .execute();
    const events = rows.map((row) =>
      readIdentityEvent({
        id: row.event_id,
        type: row.type,
        topic: row.topic,
        aggregateType: row.aggregate_type,
        aggregateId: row.aggregate_id,
        scope: row.scope,
        payload: row.payload,
        occurredAt: new Date(row.occurred_at).toISOString(),
      } as EventEnvelope),
    );
    expect(events.map((event) => event?.payload)).toEqual([
      { id: inserted[0]!.id, email: 'early@example.com', channelId: 7, singleCompanyId: null, status: 'ACTIVE', active: true },
      { id: inserted[1]!.id, email: 'reviewer@example.com', channelId: 7, singleCompanyId: 70, status: 'STAGED', active: true },
    ]);
    expect(rows.map((row) => row.topic)).toEqual(['identity', 'identity']);
  });
});
