import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@ea/contracts';
import { IDENTITY_TOPIC, IdentityAggregates, type UserEventPayload, type UserEventType } from '@ea/contracts/identity';
import { LIBRARY_SCHEMA } from '../db/schema.ts';
import type { LibraryTestApp } from './library-test-app.ts';

export interface TestUser {
  id: number;
  /** The test app's tokens say `<id>@example.test` unless told otherwise; so does the event. */
  email?: string;
  channelId: number | null;
  singleCompanyId?: number | null;
  status?: UserEventPayload['status'];
  active?: boolean;
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Publishes an identity user event, as the identity's relay would, and waits until the library's
 * users projection has handled it (its inbox holds the event, whether it changed the row or was
 * too old to). Answers the envelope published.
 */
export async function publishUser(
  t: LibraryTestApp,
  user: TestUser,
  options: { type?: UserEventType; occurredAt?: Date } = {},
): Promise<EventEnvelope<UserEventPayload>> {
  const payload: UserEventPayload = {
    id: user.id,
    email: user.email ?? `${user.id}@example.test`,
    channelId: user.channelId,
    ...(user.singleCompanyId === undefined ? {} : { singleCompanyId: user.singleCompanyId }),
    status: user.status ?? 'ACTIVE',
    active: user.active ?? true,
  };
  const envelope: EventEnvelope<UserEventPayload> = {
    id: randomUUID(),
    occurredAt: (options.occurredAt ?? new Date()).toISOString(),
    type: options.type ?? 'user.updated',
    topic: IDENTITY_TOPIC,
    aggregateType: IdentityAggregates.user,
    aggregateId: String(user.id),
    scope: { userId: String(user.id) },
    payload,
  };
  await t.bus.publish([envelope]);
  await until(async () => {
    const row = await t.database.db
      .withSchema(LIBRARY_SCHEMA)
      .selectFrom('inbox')
      .select('event_id')
      .where('event_id', '=', envelope.id)
      .executeTakeFirst();
    return row !== undefined;
  }, `user event ${envelope.id} in the library's inbox`);
  return envelope;
}
